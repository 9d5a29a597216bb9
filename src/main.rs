//! The `lasca` binary: the 3D game, or a headless subcommand.

fn main() -> std::process::ExitCode {
    lasca::cli::main()
}
