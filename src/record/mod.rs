//! What the game keeps on disk and in text: saved games, autosave, settings, move lists.
//!
//! Nothing here depends on Bevy; the game's record panel and the command line use it.

mod gamefile;
mod lessons;
mod players;
mod puzzles;
mod saved;
mod settings;
mod text;

pub use gamefile::{
    GameFile, RESULTS, ReadError, ReadGames, ReadProblem, is_game_file, read_games, result_of,
    write_games,
};
pub use lessons::{
    BUILTIN as BUILTIN_LESSONS, Effects, Goal, GoalMiss, Lesson, LessonError, ReplyProblem, Step,
    StepProblem, TEXT_KEYS as LESSON_TEXT_KEYS, TRANSLATIONS as LESSON_TRANSLATIONS,
    builtin as builtin_lessons, builtin_text as builtin_lesson_text, check_lesson,
    check_lesson_text, check_step, effects_of, localise as localise_lessons, parse_lesson,
};
pub use players::{DEFAULT_LEVEL, ParsePlayerError, Player, Players};
pub use puzzles::{
    BUILTIN_PUZZLES, PuzzleEntry, PuzzleLineError, PuzzleProblem, START_DEVIATION, rate_history,
    read_puzzles, start_rating, write_puzzles,
};
pub use saved::{
    FORMAT_NAME, FORMAT_VERSION, LoadError, SavedGame, StoredMoveValue, StoredReview, StoredScore,
    autosave_path, data_dir, load_file, save_file, write_atomically,
};
pub use settings::{
    AI_DELAY_SECONDS, AI_PLY_LIMITS, AI_VS_AI_PLY_LIMIT, AnimationSpeed, BadSetting,
    CARRIED_DEVIATION, CameraPreset, Graphics, KeepAsideError, MAX_AI_DELAY_SECONDS, OnlineAccount,
    PuzzleHistory, PuzzleTry, RenderScale, START_PUZZLE_RATING, Settings, SettingsProblem, Theme,
    UI_SCALES, config_dir, ui_scale_in_range,
};
pub use text::{ImportError, Imported, MoveNumber, import_text, move_list_text};
