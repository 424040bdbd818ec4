fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--write-large") {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/large.agc");
        std::fs::write(&path, agc_bench::gen::large_file()).expect("write benches/large.agc");
    }
}
