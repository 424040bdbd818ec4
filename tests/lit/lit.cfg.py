# agc's lit suite, for LLVM's own lit runner.
#
# `cargo test --test lit` runs these files with agc's harness (tests/src);
# this file lets LLVM's lit run the same files with LLVM's FileCheck and
# `not`, which keeps them valid FileCheck tests:
#
#   AGC=target/debug/agc lit -v tests/lit
#
# lit is /usr/lib/llvm-22/bin/lit (Debian's llvm-22-tools) or `pip install lit`.
# The `llvm-lit` test of `cargo test --test lit` does this when lit exists.

import os
import shutil
import subprocess

import lit.formats

config.name = "agc"
# execute_external: run RUN lines with bash, as agc's harness does.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".agc", ".ll", ".s", ".cl", ".test", ".txt"]
config.excludes = ["Inputs", "README.md", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
_repo = os.path.dirname(os.path.dirname(config.test_source_root))
config.test_exec_root = os.environ.get(
    "AGC_LIT_EXEC_ROOT", os.path.join(_repo, "target", "lit")
)


def _bindir():
    if os.environ.get("LLVM_BINDIR"):
        return os.environ["LLVM_BINDIR"]
    for tool in ("llvm-config-22", "llvm-config"):
        if shutil.which(tool):
            out = subprocess.run([tool, "--bindir"], capture_output=True, text=True)
            if out.returncode == 0:
                return out.stdout.strip()
    lit_config.fatal("LLVM's tools not found: install llvm-22 or set LLVM_BINDIR")


_llvm = _bindir()
config.available_features.add("llvm")

_agc = os.environ.get("AGC", os.path.join(_repo, "target", "debug", "agc"))


def _tool(name):
    # The word boundaries of LLVM's ToolSubst, as agc's harness uses them.
    return r"(?<![.\-^/\\<\w])%s(?![\w.\-])" % name


config.substitutions.append((_tool("agc"), _agc))
config.substitutions.append((_tool("FileCheck"), os.path.join(_llvm, "FileCheck")))
config.substitutions.append((_tool("not"), os.path.join(_llvm, "not")))
# The same LLVM tools agc's harness provides (tests/src/suite.rs LLVM_TOOLS).
for _name in ("llvm-mc", "llvm-objdump", "llvm-readelf", "llvm-dwarfdump", "ld.lld", "llc", "clang"):
    config.substitutions.append((_tool(_name.replace(".", r"\.")), os.path.join(_llvm, _name)))
