//! The window's panels that belong to no feature, one file each: the HUD, the move list, game
//! over, new game, the settings, save / open / text, the resume prompt, the column inspector,
//! the thinking and watch panels, the move field, the keys overlay and the UI scale. Panels
//! read resources and send requests; the controllers do the work.

mod frame;
mod game_over;
mod hud;
mod inspector;
mod keys_help;
mod move_entry;
mod moves;
mod new_game;
mod open;
mod opponent;
mod resume;
mod save;
mod scale;
mod settings;
mod text;
mod thinking;
mod typing;
mod watch;

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{
    EguiContext, EguiContextSettings, EguiContexts, EguiGlobalSettings, EguiInput,
    EguiPreUpdateSet, EguiPrimaryContextPass, EguiTextureHandle, PrimaryEguiContext, egui,
};

use crate::app::core::{
    AppMode, GameSet, KeyboardTaken, PanelCover, PointerTaken, SceneImage, WindowCamera,
};
use crate::app::kit::PanelSet;

/// Gives egui the game's fonts (`kit::fonts`), once, and tells the board where the panels lie
/// ([`PanelCover`]), which it asks at each click instead of bevy_egui's capture of the pointer
/// (that one blocks the board while egui still "wants the pointer" from frames before).
fn set_up_egui(
    mut contexts: EguiContexts,
    mut settings: Query<&mut EguiContextSettings>,
    mut cover: ResMut<PanelCover>,
    mut done: Local<bool>,
) -> Result {
    if !*done {
        for mut settings in &mut settings {
            settings.capture_pointer_input = false;
        }
        let ctx = contexts.ctx_mut()?;
        ctx.set_fonts(crate::app::kit::fonts::definitions());
        crate::app::kit::fonts::set_text_options(ctx);
        *cover = panel_cover(ctx.clone());
        *done = true;
    }
    Ok(())
}

/// The panels are drawn by the camera that draws on the window ([`WindowCamera`]): the
/// board's own, or the one that shows the scene's picture at a render scale under 1.
fn panels_on_the_window_camera(add: On<Add, WindowCamera>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .insert((EguiContext::default(), PrimaryEguiContext));
}

/// At a render scale under 1, the scene's picture ([`SceneImage`]) across the window, under
/// everything egui draws: an area of the background order, made in the first frame, so the
/// first of that order (the height labels and arrows are painted over it).
fn show_the_scene(
    mut contexts: EguiContexts,
    scene: Option<Res<SceneImage>>,
    mut texture: Local<Option<egui::TextureId>>,
) -> Result {
    let Some(scene) = scene else {
        return Ok(());
    };
    let id = *texture
        .get_or_insert_with(|| contexts.add_image(EguiTextureHandle::Strong(scene.0.clone())));
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("scene"))
        .order(egui::Order::Background)
        .fixed_pos(screen.min)
        .interactable(false)
        .show(ctx, |ui| {
            let whole = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
            ui.painter().image(id, screen, whole, egui::Color32::WHITE);
        });
    Ok(())
}

/// bevy_egui tells egui the modifier keys every frame, as an event, and egui answers any event
/// with a request for another frame, which bevy_egui passes on: the window would never rest.
/// Only a change of the modifiers goes on to egui (input of any other kind is left alone, and
/// egui's animations ask for their frames themselves).
fn pass_on_changed_modifiers_only(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| match event {
            egui::Event::ModifiersChanged(modifiers) => {
                let changed = *last != Some(*modifiers);
                *last = Some(*modifiers);
                changed
            }
            _ => true,
        });
    }
}

/// Puts every glyph the game can show into egui's atlas (`kit::fonts::warm_glyphs`): once the
/// game's fonts are in use (the pass after `set_up_egui` set them), and again at each new
/// scale or language.
fn warm_glyphs(
    mut contexts: EguiContexts,
    mut passes: Local<u32>,
    mut warmed: Local<Option<(f32, &'static str)>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    *passes = passes.saturating_add(1);
    let now = (ctx.pixels_per_point(), crate::i18n::language().code());
    if *passes >= 2 && *warmed != Some(now) {
        let characters = crate::app::kit::fonts::every_character(now.1);
        crate::app::kit::fonts::warm_glyphs(ctx, &characters);
        *warmed = Some(now);
    }
    Ok(())
}

/// Whether a window point (Bevy's logical pixels) lies on a panel of `ctx` as last laid out:
/// an interactive area (a window, the HUD), not the background layer the board's labels are
/// painted on. egui's own points are Bevy's divided by the UI scale (its zoom factor).
pub fn panel_cover(ctx: egui::Context) -> PanelCover {
    PanelCover::new(move |at: Vec2| {
        let zoom = ctx.zoom_factor();
        let point = egui::pos2(at.x / zoom, at.y / zoom);
        ctx.layer_id_at(point)
            .is_some_and(|layer| layer.order != egui::Order::Background)
    })
}

/// egui, and every panel of the shell.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(bevy_egui::EguiPlugin::default())
        .insert_resource(EguiGlobalSettings {
            auto_create_primary_context: false,
            ..default()
        })
        .add_observer(panels_on_the_window_camera)
        .init_resource::<new_game::NewGameDialog>()
        .init_resource::<game_over::GameOverPanel>()
        .init_resource::<moves::MoveList>()
        .init_resource::<save::SaveWindow>()
        .init_resource::<open::OpenWindow>()
        .init_resource::<text::TextWindow>()
        .init_resource::<settings::SettingsWindow>()
        .init_resource::<move_entry::MoveField>()
        .init_resource::<typing::HeldTyping>()
        .configure_sets(
            EguiPrimaryContextPass,
            (PanelSet::Record, PanelSet::Features, PanelSet::Prompts).chain(),
        )
        .add_systems(Update, follow_egui_focus.before(GameSet::Input))
        .add_systems(Update, frame::frame_the_board)
        .add_systems(
            PreUpdate,
            (
                pass_on_changed_modifiers_only,
                typing::hold_typing_after_a_panel_click,
            )
                .chain()
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            Update,
            (
                game_over::reopen_game_over_panel,
                save::show_on_request,
                open::show_on_request,
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                set_up_egui,
                show_the_scene.after(set_up_egui),
                warm_glyphs.after(scale::follow_ui_scale),
                scale::follow_ui_scale,
                move_entry::move_field,
                keys_help::keys_overlay,
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                hud::game_panel.run_if(in_state(AppMode::Play)),
                inspector::column_panel,
                inspector::height_labels,
                thinking::thinking_panel,
                watch::watch_panel,
                (new_game::new_game_dialog, game_over::game_over_panel),
                (
                    // The editor has its own panel; the edited position is no game to list.
                    moves::moves_panel.run_if(in_state(AppMode::Play)),
                    save::save_window,
                    open::open_window,
                    text::text_window,
                    settings::settings_window,
                )
                    .chain()
                    .in_set(PanelSet::Record),
                resume::resume_prompt.in_set(PanelSet::Prompts),
            ),
        );
}

/// A text field (or another egui widget) that wants the keyboard takes it from the game, and a
/// panel under the pointer takes the pointer from the board and the camera. Keys that came
/// after a click on a panel in this frame are the panels' too (`typing.rs`).
fn follow_egui_focus(
    egui: Option<Res<EguiWantsInput>>,
    held: Res<typing::HeldTyping>,
    mut keyboard: ResMut<KeyboardTaken>,
    mut pointer: ResMut<PointerTaken>,
) {
    if let Some(egui) = egui {
        keyboard.set_if_neq(KeyboardTaken(egui.wants_any_keyboard_input() || held.now));
        pointer.set_if_neq(PointerTaken(egui.wants_any_pointer_input()));
    }
}
