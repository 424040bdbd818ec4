//! Modules: the unit of compilation. A module holds kernels, device
//! functions, LDS variables and the file table of debug locations.

use crate::entities::{FileId, FuncId, LdsVar};
use crate::function::Function;
use crate::srcloc::Span;
use cranelift_entity::PrimaryMap;

/// A workgroup-local (LDS) variable.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LdsVarData {
    pub name: String,
    /// Size in bytes; 0 for the dynamic LDS variable.
    pub size: u32,
    pub align: u32,
    /// The dynamically sized LDS region that follows all static variables;
    /// its size is given at dispatch time.
    pub dynamic: bool,
    pub span: Span,
}

/// A compilation unit.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub functions: PrimaryMap<FuncId, Function>,
    pub lds_vars: PrimaryMap<LdsVar, LdsVarData>,
    /// Source files named by debug locations.
    pub files: PrimaryMap<FileId, String>,
}

impl Module {
    pub fn new() -> Module {
        Module::default()
    }

    pub fn add_function(&mut self, func: Function) -> FuncId {
        self.functions.push(func)
    }

    /// Finds a function by name.
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
    }

    /// Finds an LDS variable by name.
    pub fn lds_by_name(&self, name: &str) -> Option<LdsVar> {
        self.lds_vars
            .iter()
            .find(|(_, v)| v.name == name)
            .map(|(id, _)| id)
    }

    /// Declares an LDS variable.
    pub fn add_lds(&mut self, name: impl Into<String>, size: u32, align: u32) -> LdsVar {
        self.lds_vars.push(LdsVarData {
            name: name.into(),
            size,
            align,
            dynamic: false,
            span: Span::NONE,
        })
    }

    /// Adds a file to the debug file table, reusing an existing entry.
    pub fn add_file(&mut self, path: impl Into<String>) -> FileId {
        let path = path.into();
        if let Some((id, _)) = self.files.iter().find(|(_, p)| **p == path) {
            return id;
        }
        self.files.push(path)
    }
}
