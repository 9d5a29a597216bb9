//! The real window under `xvfb-run` (Vulkan on lavapipe): `--screenshot` writes a 1280x720 PNG
//! that shows a scene, not one flat colour. Set `LASCA_SKIP_GPU_TESTS=1` to skip it.

use std::collections::HashSet;
use std::path::Path;
use std::process::Command;

#[path = "../../crates/online/tests/loopback/skip.rs"]
mod skip;

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

#[test]
fn screenshot_in_a_virtual_x_server_shows_the_board() {
    if std::env::var("LASCA_SKIP_GPU_TESTS").as_deref() == Ok("1") {
        skip::skipped("a GPU or lavapipe under Xvfb, turned off by LASCA_SKIP_GPU_TESTS=1");
        return;
    }
    assert!(
        on_path("xvfb-run"),
        "xvfb-run is not installed: install the Debian packages xvfb xauth mesa-vulkan-drivers \
         libvulkan1 (as .ci/run does), or set LASCA_SKIP_GPU_TESTS=1 to skip this test"
    );
    // Removed when the test ends, failed or not; the game's own folders are in it too.
    let home = tempfile::tempdir().expect("a temporary folder");
    let dir = home.path();
    let png = dir.join("shot.png");
    let mut xvfb = Command::new("xvfb-run");
    crate::isolate(&mut xvfb, dir);
    let output = xvfb
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_lasca"))
        .args(["--moves", "c3-d4 e5xc3 b2xd4 f6-e5 d4xf6 g7xe5"])
        .arg("--screenshot")
        .arg(&png)
        .args(["--frames", "5"])
        .env("WGPU_BACKEND", "vulkan")
        .env("XDG_RUNTIME_DIR", dir)
        .output()
        .expect("xvfb-run starts");
    assert!(
        output.status.success(),
        "lasca --screenshot failed ({}):\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    check_picture(&png);
}

fn check_picture(png: &Path) {
    let image = image::open(png)
        .unwrap_or_else(|error| panic!("{} is not a PNG: {error}", png.display()))
        .to_rgb8();
    assert_eq!(image.dimensions(), (1280, 720));
    let colours: HashSet<[u8; 3]> = image.pixels().map(|pixel| pixel.0).collect();
    assert!(
        colours.len() > 100,
        "the picture is nearly flat: {} colours",
        colours.len()
    );
}
