//! Sounds: each move is turned into sound cues (headless, testable); the window plays them.
//!
//! The sounds are synthesised by `tools/make_sounds.py` into `assets/sounds/` and built into
//! the binary.

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use crate::app::core::{GameSet, MovePlayed, SoundEnabled, TurnState};

/// Something worth hearing.
#[derive(Message, Clone, Copy, PartialEq, Debug)]
pub enum SoundCue {
    /// A column stepped to a neighbouring square.
    Step,
    /// A column jumped (once per hop).
    Hop,
    /// A capture landed; `height` is the capturing column's height after it, heavier when taller.
    Capture {
        /// Men in the capturing column at the end of the move.
        height: usize,
    },
    /// A soldier became an officer.
    Promotion,
    /// A jumped column passed to the mover's side: a prisoner was freed.
    Liberation,
    /// The game ended.
    GameOver,
}

/// The cues a played move makes, in the order they happen.
pub fn cues_for(played: &MovePlayed) -> Vec<SoundCue> {
    let mv = played.mv;
    let mover = played.before.side_to_move();
    let mut cues = Vec::new();
    if !mv.is_capture() {
        cues.push(SoundCue::Step);
    } else {
        let jumped = played.before.jumped(mv);
        cues.extend(std::iter::repeat_n(SoundCue::Hop, jumped.len()));
        cues.push(SoundCue::Capture {
            height: played.after.men(mv.to()).len(),
        });
        let freed = jumped
            .iter()
            .any(|&over| played.after.commander(over).map(|man| man.colour) == Some(mover));
        if freed {
            cues.push(SoundCue::Liberation);
        }
    }
    let was_officer = played
        .before
        .commander(mv.from())
        .is_some_and(|man| man.officer);
    let is_officer = played
        .after
        .commander(mv.to())
        .is_some_and(|man| man.officer);
    if is_officer && !was_officer {
        cues.push(SoundCue::Promotion);
    }
    cues
}

/// The headless half: cues from moves and from the game's end.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .add_systems(Update, cue_moves.in_set(GameSet::Present))
        .add_systems(OnEnter(TurnState::GameOver), cue_game_over);
}

fn cue_moves(mut played: MessageReader<MovePlayed>, mut cues: MessageWriter<SoundCue>) {
    for played in played.read() {
        cues.write_batch(cues_for(played));
    }
}

fn cue_game_over(mut cues: MessageWriter<SoundCue>) {
    cues.write(SoundCue::GameOver);
}

/// The window half: loads the sounds and plays the cues.
pub(super) fn playback_plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds)
        .add_systems(Update, play_cues.in_set(GameSet::Present));
}

#[derive(Resource)]
struct Sounds {
    step: Handle<AudioSource>,
    hop: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    promotion: Handle<AudioSource>,
    liberation: Handle<AudioSource>,
    game_over: Handle<AudioSource>,
}

/// The sounds are built into the binary, so the game sounds the same wherever it is run from
/// (Bevy looks for `assets/` beside the executable, which `cargo install` does not copy).
fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |bytes: &'static [u8]| {
        sources.add(AudioSource {
            bytes: bytes.into(),
        })
    };
    commands.insert_resource(Sounds {
        step: add(include_bytes!("../../../assets/sounds/step.wav")),
        hop: add(include_bytes!("../../../assets/sounds/hop.wav")),
        capture: add(include_bytes!("../../../assets/sounds/capture.wav")),
        promotion: add(include_bytes!("../../../assets/sounds/promotion.wav")),
        liberation: add(include_bytes!("../../../assets/sounds/liberation.wav")),
        game_over: add(include_bytes!("../../../assets/sounds/game_over.wav")),
    });
}

fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<SoundCue>,
    enabled: Res<SoundEnabled>,
    sounds: Option<Res<Sounds>>,
) {
    let Some(sounds) = sounds else {
        cues.clear();
        return;
    };
    for &cue in cues.read() {
        if !enabled.0 {
            continue;
        }
        let (handle, volume, speed) = match cue {
            SoundCue::Step => (&sounds.step, 0.6, 1.0),
            SoundCue::Hop => (&sounds.hop, 0.6, 1.0),
            // Taller columns land lower and louder.
            SoundCue::Capture { height } => {
                let weight = (height.min(12) as f32 - 1.0) / 11.0;
                (&sounds.capture, 0.6 + 0.4 * weight, 1.15 - 0.45 * weight)
            }
            SoundCue::Promotion => (&sounds.promotion, 0.7, 1.0),
            SoundCue::Liberation => (&sounds.liberation, 0.7, 1.0),
            SoundCue::GameOver => (&sounds.game_over, 0.8, 1.0),
        };
        commands.spawn((
            AudioPlayer(handle.clone()),
            PlaybackSettings {
                volume: Volume::Linear(volume),
                speed,
                ..PlaybackSettings::DESPAWN
            },
        ));
    }
}
