//! Per-stage compile times, what `agc --time-passes` prints.
//!
//! Role: shows where compile time goes on a given input, stage by stage,
//! so that a stage whose cost grows faster than the input stands out (the
//! scaling benchmark in `bench/` measures only the total).
//!
//! Invariants: timing never changes what is compiled; when it is off (the
//! default) a stage costs one relaxed atomic load more than untimed code.
//! Stages of different kernels run in parallel (`codegen`), so a stage's
//! time is the sum over kernels and threads: CPU time, which may exceed
//! the wall-clock total printed on the last line.
//!
//! Time is the running thread's CPU time where the platform offers it
//! (Linux), wall time elsewhere: on a loaded machine wall time counts
//! other processes' turns, CPU time only the compiler's work.
//!
//! The report ends with the process's peak resident set where the
//! platform says it (Linux: `VmHWM` of `/proc/self/status`), so one run
//! answers both "where did the time go" and "how much memory did it
//! take"; the benchmark reads that line for the driver's peak memory.
//!
//! The trick: the stages are a fixed table ([`STAGES`]) and the totals
//! one atomic counter pair per entry, so parallel kernels record without
//! a lock and the report lists stages in pipeline order whatever order
//! the threads finished in.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// A timed stage of the pipeline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Reading the input file (the driver).
    Read,
    Parse,
    Verify,
    Cleanups,
    Lower,
    Regalloc,
    Waitcnt,
    Hazards,
    Link,
    Emit,
    /// Writing the outputs (the driver).
    Write,
}

/// One row per [`Stage`], in pipeline order: the stage and its name.
pub const STAGES: [(Stage, &str); 11] = [
    (Stage::Read, "read input"),
    (Stage::Parse, "parse"),
    (Stage::Verify, "verify"),
    (Stage::Cleanups, "ir cleanups"),
    (Stage::Lower, "lower (select)"),
    (Stage::Regalloc, "regalloc"),
    (Stage::Waitcnt, "memmodel: s_waitcnt"),
    (Stage::Hazards, "memmodel: hazards"),
    (Stage::Link, "link callees"),
    (Stage::Emit, "emit"),
    (Stage::Write, "write output"),
];

static ENABLED: AtomicBool = AtomicBool::new(false);
static NANOS: [AtomicU64; STAGES.len()] = [const { AtomicU64::new(0) }; STAGES.len()];
static CALLS: [AtomicU64; STAGES.len()] = [const { AtomicU64::new(0) }; STAGES.len()];

fn index(stage: Stage) -> usize {
    STAGES
        .iter()
        .position(|&(s, _)| s == stage)
        .expect("every stage has a row in STAGES")
}

/// Starts recording (and clears earlier totals).
pub fn enable() {
    for i in 0..STAGES.len() {
        NANOS[i].store(0, Ordering::Relaxed);
        CALLS[i].store(0, Ordering::Relaxed);
    }
    ENABLED.store(true, Ordering::Relaxed);
}

/// Whether stages are being recorded.
pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// Runs `f`, adding its duration to `stage` when timing is on.
pub fn time<T>(stage: Stage, f: impl FnOnce() -> T) -> T {
    if !enabled() {
        return f();
    }
    let start = thread_nanos();
    let r = f();
    let i = index(stage);
    NANOS[i].fetch_add(thread_nanos().saturating_sub(start), Ordering::Relaxed);
    CALLS[i].fetch_add(1, Ordering::Relaxed);
    r
}

/// CPU time of the calling thread in nanoseconds (Linux), else wall time
/// since the first call.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn thread_nanos() -> u64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec (64-bit `time_t` and
    // `long` on the 64-bit Linux targets the compiler runs on).
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return 0;
    }
    ts.sec as u64 * 1_000_000_000 + ts.nsec as u64
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn thread_nanos() -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START
        .get_or_init(std::time::Instant::now)
        .elapsed()
        .as_nanos() as u64
}

/// The recorded totals: (name, summed time, number of runs), pipeline
/// order, stages that never ran left out.
pub fn totals() -> Vec<(&'static str, Duration, u64)> {
    STAGES
        .iter()
        .enumerate()
        .filter(|&(i, _)| CALLS[i].load(Ordering::Relaxed) > 0)
        .map(|(i, &(_, name))| {
            (
                name,
                Duration::from_nanos(NANOS[i].load(Ordering::Relaxed)),
                CALLS[i].load(Ordering::Relaxed),
            )
        })
        .collect()
}

/// The totals as a table, with `wall` (the whole compilation) last.
pub fn report(wall: Duration) -> String {
    use std::fmt::Write as _;
    let rows = totals();
    let sum: f64 = rows.iter().map(|r| r.1.as_secs_f64()).sum();
    let mut s = String::from("time-passes (stages of parallel kernels add up CPU time)\n");
    for (name, t, n) in &rows {
        let secs = t.as_secs_f64();
        let share = if sum > 0.0 { 100.0 * secs / sum } else { 0.0 };
        let _ = writeln!(
            s,
            "  {name:<22} {:>10.3} ms {share:>5.1}%  ({n} run{})",
            secs * 1e3,
            if *n == 1 { "" } else { "s" }
        );
    }
    let _ = writeln!(
        s,
        "  {:<22} {:>10.3} ms",
        "total (wall)",
        wall.as_secs_f64() * 1e3
    );
    if let Some(kib) = peak_resident_kib() {
        let _ = writeln!(s, "  {:<22} {kib:>10} KiB", PEAK_LABEL);
    }
    s
}

/// The report line's label for [`peak_resident_kib`]; tools that read the
/// report (the benchmark) match it.
pub const PEAK_LABEL: &str = "peak resident set";

/// This process's peak resident set in KiB, where the platform tells it.
pub fn peak_resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status.lines().find_map(|l| {
        l.strip_prefix("VmHWM:")?
            .trim()
            .strip_suffix("kB")?
            .trim()
            .parse::<u64>()
            .ok()
    })
}

/// Reads the peak resident set back out of a [`report`] (KiB).
pub fn parse_peak_line(report: &str) -> Option<u64> {
    report.lines().find_map(|l| {
        l.trim()
            .strip_prefix(PEAK_LABEL)?
            .trim()
            .strip_suffix("KiB")?
            .trim()
            .parse()
            .ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: the kernel's own accounting (`/proc/self/status`): on Linux
    /// the report's last line is this process's peak, which a reader of
    /// the report gets back exactly.
    #[test]
    fn report_ends_with_peak_resident_set_on_linux() {
        let text = report(Duration::from_millis(1));
        if cfg!(target_os = "linux") {
            let peak = parse_peak_line(&text).expect("a peak line on Linux");
            assert!(peak > 0, "{text}");
            assert!(text.trim_end().lines().last().unwrap().contains(PEAK_LABEL));
        } else {
            assert_eq!(parse_peak_line(&text), None);
        }
    }

    /// Oracle: the stage table itself — every stage appears once, so
    /// `index` finds each and the report order is the table's.
    #[test]
    fn stage_table_has_each_stage_once() {
        for (i, &(s, _)) in STAGES.iter().enumerate() {
            assert_eq!(index(s), i);
        }
    }
}
