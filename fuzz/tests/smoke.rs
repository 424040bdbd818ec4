//! A short fuzz run inside `cargo test`: a few hundred generated kernels
//! through parse → verify → print → optimize → interpret, with the
//! interpreter as the oracle for every optimization level. A long run is
//! `cargo run --release -p agc-fuzz -- --seconds 3600`.

#[test]
fn generated_kernels_survive_every_stage() {
    for seed in 0..300 {
        let data = agc_fuzz::bytes_from_seed(seed, 256 + (seed as usize * 37) % 2048);
        let result = std::panic::catch_unwind(|| agc_fuzz::check(&data));
        assert!(
            result.is_ok(),
            "finding with seed {seed}: replay with `agc-fuzz --seed {seed} --seconds 1`"
        );
    }
}

#[test]
fn generator_builds_nontrivial_kernels() {
    // Guard against a generator that silently gives up: most seeds must
    // produce a kernel with real work in it.
    let mut built = 0;
    let mut insts = 0;
    for seed in 0..100 {
        let data = agc_fuzz::bytes_from_seed(seed, 1024);
        if let Ok(g) = agc_fuzz::gen::generate(&mut arbitrary::Unstructured::new(&data)) {
            built += 1;
            insts += g.module.functions[g.kernel].num_placed_insts();
        }
    }
    assert!(built >= 90, "only {built} of 100 seeds built a kernel");
    assert!(
        insts / built >= 30,
        "kernels average only {} instructions",
        insts / built
    );
}

#[test]
fn raw_text_never_panics_the_parser() {
    for seed in 0..2000 {
        let data = agc_fuzz::bytes_from_seed(seed, (seed as usize % 300) + 1);
        let text = String::from_utf8_lossy(&data);
        let _ = agc_ir::parse_module(&text);
    }
}
