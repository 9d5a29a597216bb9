//! `lasca lessons`: list the lessons, or check lesson files as the game's lesson test does.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use super::CliError;
use crate::record::{BUILTIN_LESSONS, Lesson, LessonError, check_lesson_text, parse_lesson};

/// Arguments of `lasca lessons`.
#[derive(Args, Debug)]
pub struct LessonsArgs {
    /// What to do; without one, list the shipped lessons.
    #[command(subcommand)]
    pub action: Option<LessonsAction>,
}

/// What `lasca lessons` does.
#[derive(Subcommand, Debug)]
pub enum LessonsAction {
    /// Read every step of lesson files and prove its solutions, that its task leaves a choice
    /// and that its scripted replies are forced or the only good ones (the shipped lessons
    /// when no path is given; a folder means its `.lesson` files).
    Check {
        /// Lesson files or folders.
        paths: Vec<PathBuf>,
    },
}

/// Runs `lasca lessons`.
pub fn run(args: &LessonsArgs) -> Result<(), CliError> {
    match &args.action {
        None => {
            for (id, text) in BUILTIN_LESSONS {
                match parse_lesson(id, text) {
                    Ok(lesson) => println!(
                        "{id}: {} ({} steps): {}",
                        lesson.title,
                        lesson.steps.len(),
                        lesson.about
                    ),
                    Err(error) => println!("{error}"),
                }
            }
            Ok(())
        }
        Some(LessonsAction::Check { paths }) => check(paths),
    }
}

fn check(paths: &[PathBuf]) -> Result<(), CliError> {
    let mut texts: Vec<(String, String)> = Vec::new();
    if paths.is_empty() {
        texts.extend(
            BUILTIN_LESSONS
                .iter()
                .map(|(id, text)| ((*id).to_owned(), (*text).to_owned())),
        );
    }
    for path in paths {
        for file in lesson_files(path)? {
            let text = std::fs::read_to_string(&file).map_err(|source| CliError::Read {
                path: file.clone(),
                source,
            })?;
            let id = file
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
            texts.push((id, text));
        }
    }
    let mut failed = 0;
    for (id, text) in &texts {
        let errors: Vec<LessonError> = check_lesson_text(id, text);
        if errors.is_empty()
            && let Ok(lesson) = parse_lesson(id, text)
        {
            println!("ok    {}", summary(&lesson));
        }
        for error in &errors {
            println!("FAIL  {error}");
        }
        failed += usize::from(!errors.is_empty());
    }
    match failed {
        0 => Ok(()),
        _ => Err(CliError::Lessons {
            failed,
            of: texts.len(),
        }),
    }
}

fn summary(lesson: &Lesson) -> String {
    format!(
        "{}: {} ({} steps)",
        lesson.id,
        lesson.title,
        lesson.steps.len()
    )
}

/// A file, or a folder's `.lesson` files in order of name.
fn lesson_files(path: &Path) -> Result<Vec<PathBuf>, CliError> {
    if !path.is_dir() {
        return Ok(vec![path.to_owned()]);
    }
    let entries = std::fs::read_dir(path).map_err(|source| CliError::Read {
        path: path.to_owned(),
        source,
    })?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|file| file.extension().is_some_and(|e| e == "lesson"))
        .collect();
    files.sort();
    Ok(files)
}
