//! The game's keys act on the game, and none acts while a panel has the keyboard (typing a file
//! name with an `m` in it must not mute the sound).

use bevy::prelude::*;
use lasca::app::{KeyboardTaken, KeysPlugin, SoundEnabled};
use lasca::record::AnimationSpeed;
use lasca_rules::Game;

use crate::app_with;

fn press(app: &mut App, key: KeyCode) {
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release_all();
    keys.clear();
    keys.press(key);
    app.update();
}

fn sound(app: &App) -> bool {
    app.world().resource::<SoundEnabled>().0
}

#[test]
fn no_key_acts_while_a_panel_has_the_keyboard() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    app.init_resource::<ButtonInput<KeyCode>>()
        .add_plugins(KeysPlugin);
    assert!(sound(&app));
    press(&mut app, KeyCode::KeyM);
    assert!(!sound(&app), "M mutes");
    app.insert_resource(KeyboardTaken(true));
    press(&mut app, KeyCode::KeyM);
    assert!(!sound(&app), "M typed into a text field changes nothing");
    app.insert_resource(KeyboardTaken(false));
    press(&mut app, KeyCode::KeyM);
    assert!(sound(&app), "M unmutes again");
}
