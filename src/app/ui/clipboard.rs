//! The system clipboard through the desktop's command-line tools: bevy_egui is built without
//! its clipboard feature, so egui itself can neither copy nor paste outside the window.

use std::io::Write;
use std::process::{Command, Stdio};

const COPY: &[(&str, &[&str])] = &[
    ("wl-copy", &[]),
    ("xclip", &["-selection", "clipboard"]),
    ("xsel", &["--clipboard", "--input"]),
    ("pbcopy", &[]),
    ("clip", &[]),
];
const PASTE: &[(&str, &[&str])] = &[
    ("wl-paste", &["--no-newline"]),
    ("xclip", &["-selection", "clipboard", "-o"]),
    ("xsel", &["--clipboard", "--output"]),
    ("pbpaste", &[]),
    ("powershell", &["-NoProfile", "-Command", "Get-Clipboard"]),
];
const NO_TOOL: &str = "No clipboard tool found (wl-clipboard, xclip or xsel): \
                       select the text above, or type it";

/// Copies `text`; says how, or why not.
pub(super) fn copy(text: &str) -> (String, bool) {
    for (tool, args) in COPY {
        let Ok(mut child) = Command::new(tool)
            .args(*args)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
        else {
            continue;
        };
        let written = child
            .stdin
            .take()
            .is_some_and(|mut stdin| stdin.write_all(text.as_bytes()).is_ok());
        if written && child.wait().is_ok_and(|status| status.success()) {
            return (format!("Copied to the clipboard ({tool})"), true);
        }
    }
    (NO_TOOL.into(), false)
}

/// The clipboard's text.
pub(super) fn paste() -> Result<String, String> {
    for (tool, args) in PASTE {
        if let Ok(output) = Command::new(tool)
            .args(*args)
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            && output.status.success()
        {
            return Ok(String::from_utf8_lossy(&output.stdout).into_owned());
        }
    }
    Err(NO_TOOL.into())
}
