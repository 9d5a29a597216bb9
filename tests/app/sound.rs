//! Sound cues: each kind of move makes its cue, headless (no audio device needed).

use bevy::prelude::*;
use lasca::app::play::SoundCue;
use lasca::record::AnimationSpeed;

use super::{app_at, play};

/// Every cue heard since the app started.
#[derive(Resource, Default)]
struct Heard(Vec<SoundCue>);

fn listen(mut cues: MessageReader<SoundCue>, mut heard: ResMut<Heard>) {
    heard.0.extend(cues.read().copied());
}

/// Plays `mv` from `position` and returns the cues it made.
fn cues(position: &str, mv: &str) -> Vec<SoundCue> {
    let mut app = app_at(position, AnimationSpeed::Instant);
    app.init_resource::<Heard>().add_systems(Last, listen);
    play(
        &mut app,
        mv.parse::<lasca_rules::Move>().expect("test move parses"),
    );
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
}

#[test]
fn each_kind_of_move_has_its_sound() {
    assert_eq!(cues("w c3:w g7:b", "c3-d4"), [SoundCue::Step]);
    assert_eq!(
        cues("w c1:w b2:b d2:b f4:b g7:b", "c1xe3xg5"),
        [
            SoundCue::Hop,
            SoundCue::Hop,
            SoundCue::Capture { height: 3 }
        ]
    );
    // Jumping the black commander frees the white man under it.
    assert_eq!(
        cues("w c3:w d4:bw g7:b", "c3xe5"),
        [
            SoundCue::Hop,
            SoundCue::Capture { height: 2 },
            SoundCue::Liberation
        ]
    );
    assert_eq!(
        cues("w d6:w g5:b", "d6-c7"),
        [SoundCue::Step, SoundCue::Promotion]
    );
}

#[test]
fn the_end_of_a_game_is_heard() {
    // Black's last column is taken: the game ends.
    let cues = cues("w c3:w d4:b", "c3xe5");
    assert_eq!(cues.last(), Some(&SoundCue::GameOver), "{cues:?}");
}
