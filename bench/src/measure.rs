//! Timing and peak memory of whole processes and of in-process calls.
//!
//! Role: the compile-speed half of the comparison. A process is measured
//! from `spawn` to its reaping, and its peak resident set comes from the
//! `rusage` that `wait4` returns for exactly that child, so neither
//! compiler's memory is mixed with the bench's own or with another run's
//! (`getrusage(RUSAGE_CHILDREN)` would report the maximum over all
//! children so far).
//!
//! One catch: Linux keeps the larger of the old and the new address
//! space's peak across `execve`, and a spawned child starts on (a copy
//! of) the bench's own address space, so `ru_maxrss` is at least the
//! bench's resident set at the spawn. That is harmless for llc (tens of
//! MiB more than the bench) but would hide agc's few MiB. So a child's
//! own word wins where it gives one: the agc driver's `--time-passes`
//! report ends with its peak resident set (`VmHWM` of
//! `/proc/self/status`, which belongs to the address space the exec
//! created), and [`run_process`] takes that line from its stderr.

//! Each run also reports CPU time (user + system, from the same
//! `rusage` for a process, from `getrusage(RUSAGE_SELF)` around an
//! in-process call). On a loaded machine wall time includes waiting for a
//! core and CPU time does not, so growth rates (the scaling exponents) are
//! fitted to CPU time; wall time is what a user waits and is reported too.
//!
//! Every figure is the median of N runs: on a shared two-core machine the
//! distribution has a long right tail, and the median ignores it where a
//! mean would not.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One finished process.
#[derive(Clone, Debug)]
pub struct ProcessRun {
    pub wall: Duration,
    /// User plus system CPU time of the process (all its threads).
    pub cpu: Duration,
    /// Peak resident set size in KiB (`ru_maxrss` on Linux).
    pub max_rss_kib: u64,
    pub success: bool,
    pub stderr: String,
}

/// Runs `cmd` to completion, measuring wall time and peak memory.
pub fn run_process(cmd: &mut Command) -> Result<ProcessRun, String> {
    cmd.stdout(Stdio::null()).stderr(Stdio::piped());
    let start = Instant::now();
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let mut stderr = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = std::io::Read::read_to_string(&mut e, &mut stderr);
    }
    let own_peak = agc::timing::parse_peak_line(&stderr);
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: `rusage` is plain data that wait4 fills in; `pid` is our own
    // child, not yet reaped (std's Child is never waited on after this).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    if r != pid {
        return Err(format!("wait4 failed: {}", std::io::Error::last_os_error()));
    }
    let success = libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0;
    Ok(ProcessRun {
        wall,
        cpu: tv(usage.ru_utime) + tv(usage.ru_stime),
        max_rss_kib: own_peak.unwrap_or(usage.ru_maxrss.max(0) as u64),
        success,
        stderr,
    })
}

/// The median of `runs` process runs made by `make` (time and memory are
/// each the median of their own samples).
pub fn median_process(
    runs: usize,
    mut make: impl FnMut() -> Command,
) -> Result<ProcessRun, String> {
    let mut all = Vec::with_capacity(runs);
    for _ in 0..runs.max(1) {
        let r = run_process(&mut make())?;
        if !r.success {
            return Ok(r);
        }
        all.push(r);
    }
    let wall = median(all.iter().map(|r| r.wall).collect());
    let cpu = median(all.iter().map(|r| r.cpu).collect());
    let rss = median(all.iter().map(|r| r.max_rss_kib).collect());
    Ok(ProcessRun {
        wall,
        cpu,
        max_rss_kib: rss,
        success: true,
        stderr: String::new(),
    })
}

fn tv(t: libc::timeval) -> Duration {
    Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
}

/// CPU time (user + system) this process has used so far, all threads.
pub fn self_cpu() -> Duration {
    // SAFETY: `rusage` is plain data that getrusage fills in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
        return Duration::ZERO;
    }
    tv(usage.ru_utime) + tv(usage.ru_stime)
}

/// The median wall time of `runs` calls of `f`, and its last result.
pub fn median_call<T>(runs: usize, f: impl FnMut() -> T) -> (Duration, T) {
    let (wall, _, r) = median_call_cpu(runs, f);
    (wall, r)
}

/// [`median_call`] with the median CPU time of the calls (this process,
/// all threads) second.
pub fn median_call_cpu<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, Duration, T) {
    let mut times = Vec::with_capacity(runs);
    let mut cpus = Vec::with_capacity(runs);
    let mut last = None;
    for _ in 0..runs.max(1) {
        let (start, cpu0) = (Instant::now(), self_cpu());
        let r = f();
        times.push(start.elapsed());
        cpus.push(self_cpu().saturating_sub(cpu0));
        last = Some(r);
    }
    (median(times), median(cpus), last.expect("at least one run"))
}

/// The least-squares slope of `ln y` against `ln x`: the exponent `k` of
/// `y ≈ c·x^k` (1 for linear growth). `None` below two distinct points.
pub fn power_fit(points: &[(f64, f64)]) -> Option<f64> {
    let pts: Vec<(f64, f64)> = points
        .iter()
        .filter(|(x, y)| *x > 0.0 && *y > 0.0)
        .map(|(x, y)| (x.ln(), y.ln()))
        .collect();
    let n = pts.len() as f64;
    let mx = pts.iter().map(|p| p.0).sum::<f64>() / n;
    let my = pts.iter().map(|p| p.1).sum::<f64>() / n;
    let sxx: f64 = pts.iter().map(|p| (p.0 - mx) * (p.0 - mx)).sum();
    let sxy: f64 = pts.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    (pts.len() >= 2 && sxx > 0.0).then(|| sxy / sxx)
}

/// The median (the lower middle for an even count).
pub fn median<T: Ord + Copy>(mut v: Vec<T>) -> T {
    v.sort_unstable();
    v[(v.len() - 1) / 2]
}

/// The geometric mean of positive ratios; `None` for none.
pub fn geomean(xs: &[f64]) -> Option<f64> {
    let xs: Vec<f64> = xs
        .iter()
        .copied()
        .filter(|x| x.is_finite() && *x > 0.0)
        .collect();
    (!xs.is_empty()).then(|| (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_and_geomean_by_hand() {
        assert_eq!(median(vec![5, 1, 3]), 3);
        assert_eq!(median(vec![4, 1, 3, 2]), 2);
        let g = geomean(&[2.0, 8.0]).unwrap();
        assert!((g - 4.0).abs() < 1e-12);
        assert_eq!(geomean(&[]), None);
    }

    /// Oracle: exact powers — `y = 3·x^1.5` must fit to exponent 1.5.
    #[test]
    fn power_fit_recovers_an_exact_exponent() {
        let pts: Vec<(f64, f64)> = [10.0, 100.0, 1000.0]
            .iter()
            .map(|&x: &f64| (x, 3.0 * x.powf(1.5)))
            .collect();
        assert!((power_fit(&pts).unwrap() - 1.5).abs() < 1e-9);
        assert_eq!(power_fit(&[(10.0, 1.0)]), None);
    }

    #[test]
    fn a_process_reports_its_own_peak_memory() {
        let r = run_process(&mut Command::new("true")).unwrap();
        assert!(r.success);
        assert!(r.max_rss_kib > 0);
        let r = run_process(&mut Command::new("false")).unwrap();
        assert!(!r.success);
    }
}
