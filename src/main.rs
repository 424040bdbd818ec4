fn main() {
    println!("agc");
}
