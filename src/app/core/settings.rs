//! The settings kept between runs, and the one mapping between the settings file and the
//! resources that hold what it says: [`UserSettings`] is read at the start, the resources are
//! filled from it, and what changes in them goes back into it and the file.

use std::path::Path;

use bevy::prelude::*;
use lasca_rules::RuleSettings;

use super::{
    AnimationSettings, GameSet, HouseRules, Look, NewGame, RecordFiles, Seats, SoundEnabled,
    StartView, Watch,
};
use crate::cli::GameArgs;
use crate::record::{Settings, SettingsProblem};
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UserSettings>().add_systems(
        Update,
        (follow_settings, store_settings, follow_start_view)
            .chain()
            .in_set(GameSet::Present),
    );
}

/// The settings kept between runs, as the player set them.
#[derive(Resource, Clone, Debug, Default)]
pub struct UserSettings {
    /// The settings now.
    pub settings: Settings,
    /// Why the file could not be read or written, for the settings window.
    pub warning: Option<String>,
    /// Why the file read at the start was not used.
    problem: Option<SettingsProblem>,
    /// What the file holds, so that only changes are written.
    stored: Settings,
}

impl UserSettings {
    /// Reads the settings file (defaults when there is none, or with a warning when it is
    /// broken).
    pub fn load(path: Option<&Path>) -> UserSettings {
        let (settings, problem) = path.map(Settings::load).unwrap_or_default();
        UserSettings {
            stored: settings.clone(),
            settings,
            warning: problem.as_ref().map(settings_problem_text),
            problem,
        }
    }

    /// The house rules new games start with (the settings' repetition rule).
    pub fn house_rules(&self) -> RuleSettings {
        RuleSettings {
            repetition_draw: self.settings.repetition_draw,
            ..RuleSettings::default()
        }
    }

    /// Words the start's warning again, in the language now in force (which the settings
    /// just read may have chosen).
    pub fn reword(&mut self) {
        if let Some(problem) = &self.problem {
            self.warning = Some(settings_problem_text(problem));
        }
    }
}

/// The look the command line and the settings ask for (the command line wins, for this run).
pub fn look_from(args: &GameArgs, settings: &Settings) -> Look {
    Look {
        theme: args.theme.unwrap_or(settings.theme),
        language: args.lang.or_else(|| {
            settings
                .language
                .as_deref()
                .and_then(crate::i18n::Language::from_code)
        }),
        ui_scale: args
            .ui_scale
            .map_or(settings.ui_scale, |percent| percent as f32 / 100.0),
    }
}

/// Fills the resources the settings set from `user` (the command line's `--speed` wins for
/// this run, and `look` is [`look_from`]'s): the look, the animation speed, the sound switch,
/// the watch panel's delay and ply limit and the house rules, then the settings themselves.
/// `follow_settings` brings what changes in them back.
pub fn insert_settings(world: &mut World, user: UserSettings, look: Look, args: &GameArgs) {
    let settings = &user.settings;
    world.insert_resource(AnimationSettings {
        speed: args.speed.unwrap_or(settings.animation_speed),
    });
    world.insert_resource(SoundEnabled(settings.sound));
    world.insert_resource(Watch {
        delay: settings.ai_delay_seconds,
        ply_limit: Some(settings.ai_ply_limit),
        ..Watch::default()
    });
    world.insert_resource(HouseRules(user.house_rules()));
    world.insert_resource(look);
    world.insert_resource(user);
}

/// Why the settings file was not used, or not all of it, and where the file as it was is kept.
pub fn settings_problem_text(problem: &SettingsProblem) -> String {
    let path = problem.path.display().to_string();
    let error = problem.error.as_str();
    let text = if !problem.broken {
        t!("record-settings-unreadable", path = path, error = error)
    } else if problem.whole_file() {
        t!("record-settings-broken", path = path, error = error)
    } else {
        let names: Vec<&str> = problem.fields.iter().map(|bad| bad.name.as_str()).collect();
        t!(
            "record-settings-bad-fields",
            path = path,
            names = names.join(", "),
            error = error
        )
    };
    match &problem.kept {
        Ok(kept) => t!(
            "record-settings-kept",
            warning = text,
            kept = kept.display().to_string()
        ),
        Err(why) => t!(
            "record-settings-not-kept",
            warning = text,
            error = why.to_string()
        ),
    }
}

/// Settings changed elsewhere are kept: the look (theme, language, scale), the HUD's speed, the
/// mute key, the players of the last new game (the default mode and levels), the watch panel's
/// delay and ply limit. The repetition rule goes to the rules of new games.
fn follow_settings(
    mut new_games: MessageReader<NewGame>,
    animation: Res<AnimationSettings>,
    sound: Res<SoundEnabled>,
    players: Res<Seats>,
    watch: Res<Watch>,
    look: Res<Look>,
    mut user: ResMut<UserSettings>,
    mut house: ResMut<HouseRules>,
) {
    if look.is_changed() && !look.is_added() {
        let language = look.language.map(|language| language.code().to_owned());
        let scale = look.clamped_scale();
        let settings = &user.settings;
        if settings.theme != look.theme
            || settings.language != language
            || settings.ui_scale != scale
        {
            let settings = &mut user.settings;
            settings.theme = look.theme;
            settings.language = language;
            settings.ui_scale = scale;
        }
    }
    if animation.is_changed()
        && !animation.is_added()
        && user.settings.animation_speed != animation.speed
    {
        user.settings.animation_speed = animation.speed;
    }
    if sound.is_changed() && !sound.is_added() && user.settings.sound != sound.0 {
        user.settings.sound = sound.0;
    }
    if new_games.read().count() > 0 && user.settings.players != players.0 {
        user.settings.players = players.0;
    }
    if user.settings.ai_delay_seconds != watch.delay {
        user.settings.ai_delay_seconds = watch.delay;
    }
    if let Some(limit) = watch.ply_limit
        && user.settings.ai_ply_limit != limit
    {
        user.settings.ai_ply_limit = limit;
    }
    if house.0.repetition_draw != user.settings.repetition_draw {
        house.0.repetition_draw = user.settings.repetition_draw;
    }
}

fn store_settings(files: Res<RecordFiles>, mut user: ResMut<UserSettings>) {
    if user.settings == user.stored {
        return;
    }
    let user = &mut *user;
    user.stored = user.settings.clone();
    if let Some(path) = &files.settings {
        user.warning = user.settings.save(path).err().map(|error| {
            t!(
                "notices-cannot-save-settings",
                path = path.display().to_string(),
                error = error.to_string()
            )
        });
    }
}

/// The Reset view follows the start view chosen in the settings.
fn follow_start_view(user: Res<UserSettings>, start: Option<ResMut<StartView>>) {
    if let Some(mut start) = start
        && user.is_changed()
        && !user.is_added()
        && start.0 != user.settings.camera
    {
        start.0 = user.settings.camera;
    }
}
