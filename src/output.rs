//! Writing output files.
//!
//! An existing regular file is removed and the output created anew rather
//! than truncated and rewritten in place, as linkers do. Besides never
//! writing through a hard link into another name's contents, this is what
//! makes rebuilding cheap on ext4: a file truncated and rewritten is
//! flushed to disk when it is closed (the file system's guard against
//! zero-length files after a crash, `auto_da_alloc`), and the blocks the
//! previous flush allocated are freed (and, on a `discard` mount, trimmed)
//! by the truncation. The next compile pays both, so on a compile of a
//! small kernel they cost about a tenth of the process's wall time. A new
//! file's data waits in the page cache like any other write. Symbolic
//! links, devices and pipes are written through as before, so
//! `-o /dev/stdout` and `-o link` behave as with any tool.

use std::path::Path;

/// Writes `bytes` to `path`, replacing a regular file there (see the module
/// documentation).
pub fn replace_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_file()) {
        // A failure here (a read-only directory, say) is reported by the
        // write below, which fails for the same reason or succeeds anyway.
        let _ = std::fs::remove_file(path);
    }
    std::fs::write(path, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The replaced file's contents are the new bytes, and another name
    /// hard-linked to the old file keeps the old contents (oracle: the
    /// file system, read back).
    #[test]
    fn replaces_the_name_not_the_inode() {
        let scratch = agc_tests::scratch_dir("agc-output-");
        let dir = scratch.path();
        let out = dir.join("k.o");
        let other = dir.join("other.o");
        std::fs::write(&out, b"old contents").unwrap();
        std::fs::hard_link(&out, &other).unwrap();
        replace_file(&out, b"new").unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), b"new");
        assert_eq!(std::fs::read(&other).unwrap(), b"old contents");
        replace_file(&dir.join("fresh.o"), b"x").unwrap();
        assert_eq!(std::fs::read(dir.join("fresh.o")).unwrap(), b"x");
    }
}
