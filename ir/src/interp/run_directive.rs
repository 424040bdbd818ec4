//! `; run:` directives (stub).
use crate::module::Module;

#[derive(Clone, Debug)]
pub struct RunResult {
    pub line: usize,
    pub text: String,
    pub outcome: Result<(), String>,
}

pub fn run_directives(_src: &str, _module: &Module) -> Vec<RunResult> {
    Vec::new()
}

pub fn format_failures(_results: &[RunResult]) -> String {
    String::new()
}
