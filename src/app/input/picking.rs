//! The pointer: picking observers on men and squares, clicks told from camera drags, and the
//! pointer left to the panels while one is under it ([`PointerTaken`]).
//!
//! A left click on a column or a square picks it (a drag that orbits the camera picks
//! nothing); a right click without a drag cancels. A drag that starts on one of the player's
//! own columns, on their turn, moves it: the column is picked, follows the pointer (the camera
//! holds still), and the square it is dropped on is picked; a drag anywhere else orbits. Every square's inlay (and every lit landing
//! mark) and every man gets its observers here when it is spawned, so the board layer knows
//! nothing of input.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_panorbit_camera::PanOrbitCamera;

use crate::app::board::{BoardSquare, ManPiece, Placement, SQUARE_SIZE, Stacks, square_centre};
use bevy::camera::{NormalizedRenderTarget, RenderTarget};
use bevy::picking::PickingSystems;
use bevy::picking::pointer::{Location, PointerLocation};
use lasca_rules::AnySquare;

use crate::app::core::{
    AppMode, BoardCursor, BoardInput, CurrentGame, DraggedColumn, GameSet, Inspection, PanelCover,
    PointerTaken, SceneImage, SceneScale, Seats, Selection, TurnState,
};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PressOrigin>()
        .init_resource::<ScenePixels>()
        .add_systems(
            PreUpdate,
            point_into_the_scene
                .after(PickingSystems::ProcessInput)
                .before(PickingSystems::Backend),
        )
        .add_observer(record_press)
        .add_observer(observe_square)
        .add_observer(observe_man)
        .init_resource::<HeldColumn>()
        .add_systems(Update, (track_presses, let_go).in_set(GameSet::Input))
        .add_systems(Update, keep_pointer_for_panels.in_set(GameSet::Present));
}

/// A new square inlay or landing mark: clicking it picks its square, hovering inspects it.
fn observe_square(add: On<Add, BoardSquare>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .observe(click_square)
        .observe(hover_square)
        .observe(unhover_square);
}

/// A new man: clicking it picks its column, hovering inspects it.
fn observe_man(add: On<Add, ManPiece>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .observe(click_man)
        .observe(hover_man)
        .observe(unhover_man)
        .observe(press_man)
        .observe(drag_man)
        .observe(drop_man);
}

/// Scene pixels per window pixel (logical) where the board's camera draws into a picture at
/// the render scale; 1 where it draws on the window.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
struct ScenePixels(f32);

impl Default for ScenePixels {
    fn default() -> ScenePixels {
        ScenePixels(1.0)
    }
}

impl ScenePixels {
    /// Where a pointer's location is in the window (logical pixels), for the panels' cover.
    fn window_point(self, location: &Location) -> Vec2 {
        match location.target {
            NormalizedRenderTarget::Image(_) => location.position / self.0,
            _ => location.position,
        }
    }
}

/// At a render scale under 1 the board's camera draws into a picture ([`SceneImage`]), so the
/// pointer, which Bevy places on the window, is placed on that picture, at its scale, before
/// the picking backends look for what is under it: then men and squares are hit as on the
/// window. Presses and releases keep their window positions.
fn point_into_the_scene(
    scene: Option<Res<SceneImage>>,
    scale: Res<SceneScale>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut pixels: ResMut<ScenePixels>,
    mut pointers: Query<&mut PointerLocation>,
) {
    let (Some(scene), Some(window)) = (scene, window) else {
        return;
    };
    let factor = window.scale_factor() * scale.0;
    pixels.set_if_neq(ScenePixels(factor));
    let Some(target) = RenderTarget::Image(scene.0.clone().into()).normalize(None) else {
        return;
    };
    for mut pointer in &mut pointers {
        if let Some(location) = pointer.location.as_mut()
            && matches!(location.target, NormalizedRenderTarget::Window(_))
        {
            location.target = target.clone();
            location.position *= factor;
        }
    }
}

/// The camera leaves the pointer to the panels while one is under it ([`PointerTaken`]), and
/// to a column held for dragging.
fn keep_pointer_for_panels(
    taken: Res<PointerTaken>,
    held: Res<HeldColumn>,
    mut cameras: Query<&mut PanOrbitCamera>,
) {
    let busy = taken.0 || held.0.is_some();
    for mut camera in &mut cameras {
        if camera.enabled == busy {
            camera.enabled = !busy;
        }
    }
}

/// A press that moves the pointer further than this (in pixels) is a drag, not a click.
const CLICK_SLOP: f32 = 6.0;

/// Where each mouse button was pressed, to tell clicks from drags.
#[derive(Resource, Default)]
struct PressOrigin {
    left: Option<Vec2>,
    right: Option<Vec2>,
}

fn cursor(window: &Single<&Window, With<PrimaryWindow>>) -> Option<Vec2> {
    window.cursor_position()
}

fn track_presses(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<PrimaryWindow>>,
    cover: Res<PanelCover>,
    mut origin: ResMut<PressOrigin>,
    mut inputs: MessageWriter<BoardInput>,
) {
    let at = cursor(&window);
    if buttons.just_pressed(MouseButton::Right) {
        origin.right = at;
    }
    if buttons.just_released(MouseButton::Right) {
        let still = matches!((origin.right, at), (Some(a), Some(b)) if a.distance(b) <= CLICK_SLOP);
        if still && !at.is_some_and(|at| cover.covers(at)) {
            inputs.write(BoardInput::Cancel);
        }
    }
}

/// Remembers where a press on a picked entity began; picking runs before `Update`, so the
/// click observers see the press of their own click.
fn record_press(press: On<Pointer<Press>>, mut origin: ResMut<PressOrigin>) {
    if press.button == PointerButton::Primary {
        origin.left = Some(press.pointer_location.position);
    }
}

/// Whether a click is a real click on the board: the left button, not the end of a drag, and
/// no panel at the click's position (the panel under it has it).
fn is_pick(
    click: &Pointer<Click>,
    origin: &PressOrigin,
    cover: &PanelCover,
    pixels: ScenePixels,
) -> bool {
    click.button == PointerButton::Primary
        && !cover.covers(pixels.window_point(&click.pointer_location))
        && origin
            .left
            .is_none_or(|at| at.distance(click.pointer_location.position) <= CLICK_SLOP)
}

/// A click is the mouse's turn: the keyboard's cursor goes until an arrow brings it back.
fn hide_cursor(cursor: &mut ResMut<BoardCursor>) {
    if cursor.cell.is_some() {
        cursor.cell = None;
    }
}

fn click_man(
    click: On<Pointer<Click>>,
    origin: Res<PressOrigin>,
    cover: Res<PanelCover>,
    pixels: Res<ScenePixels>,
    men: Query<&Placement>,
    mut inputs: MessageWriter<BoardInput>,
    mut cursor: ResMut<BoardCursor>,
) {
    if let Ok(placement) = men.get(click.entity)
        && is_pick(&click, &origin, &cover, *pixels)
    {
        inputs.write(BoardInput::Pick(placement.square));
        hide_cursor(&mut cursor);
    }
}

fn click_square(
    click: On<Pointer<Click>>,
    origin: Res<PressOrigin>,
    cover: Res<PanelCover>,
    pixels: Res<ScenePixels>,
    squares: Query<&BoardSquare>,
    mut inputs: MessageWriter<BoardInput>,
    mut cursor: ResMut<BoardCursor>,
) {
    if let Ok(square) = squares.get(click.entity)
        && is_pick(&click, &origin, &cover, *pixels)
    {
        inputs.write(BoardInput::Pick(square.0));
        hide_cursor(&mut cursor);
    }
}

fn hover_man(
    over: On<Pointer<Over>>,
    cover: Res<PanelCover>,
    pixels: Res<ScenePixels>,
    men: Query<&Placement>,
    mut inspection: ResMut<Inspection>,
) {
    if let Ok(placement) = men.get(over.entity)
        && !cover.covers(pixels.window_point(&over.pointer_location))
    {
        inspection.hovered = Some(placement.square);
    }
}

fn unhover_man(out: On<Pointer<Out>>, men: Query<&Placement>, mut inspection: ResMut<Inspection>) {
    // A spread column keeps the inspection while the pointer slips off its moving men.
    if let Ok(placement) = men.get(out.entity)
        && inspection.hovered == Some(placement.square)
        && !inspection.exploded
    {
        inspection.hovered = None;
    }
}

fn hover_square(
    over: On<Pointer<Over>>,
    cover: Res<PanelCover>,
    pixels: Res<ScenePixels>,
    squares: Query<&BoardSquare>,
    mut inspection: ResMut<Inspection>,
) {
    if let Ok(square) = squares.get(over.entity)
        && !cover.covers(pixels.window_point(&over.pointer_location))
    {
        inspection.hovered = Some(square.0);
    }
}

fn unhover_square(
    out: On<Pointer<Out>>,
    squares: Query<&BoardSquare>,
    mut inspection: ResMut<Inspection>,
) {
    if let Ok(square) = squares.get(out.entity)
        && inspection.hovered == Some(square.0)
        && !inspection.exploded
    {
        inspection.hovered = None;
    }
}

/// The player's column pressed on their turn: a drag from it moves it. Kept until the button
/// is let go.
#[derive(Resource, Default)]
struct HeldColumn(Option<AnySquare>);

/// Whether the column on `square` may be dragged now: the player's own, on their turn, with
/// the board live and no other move under way.
fn draggable(
    square: AnySquare,
    rules: &CurrentGame,
    seats: &Seats,
    state: TurnState,
    mode: AppMode,
) -> bool {
    let side = rules.side_to_move();
    state == TurnState::AwaitingMove
        && mode != AppMode::Edit
        && seats.get(side) == crate::record::Player::Human
        && rules
            .position()
            .commander(square)
            .is_some_and(|man| man.colour == side)
}

#[allow(clippy::too_many_arguments)]
fn press_man(
    press: On<Pointer<Press>>,
    men: Query<&Placement>,
    cover: Res<PanelCover>,
    pixels: Res<ScenePixels>,
    rules: Res<CurrentGame>,
    seats: Res<Seats>,
    state: Res<State<TurnState>>,
    mode: Res<State<AppMode>>,
    mut held: ResMut<HeldColumn>,
) {
    if press.button != PointerButton::Primary
        || cover.covers(pixels.window_point(&press.pointer_location))
    {
        return;
    }
    if let Ok(placement) = men.get(press.entity)
        && draggable(placement.square, &rules, &seats, *state.get(), *mode.get())
    {
        held.0 = Some(placement.square);
    }
}

/// The point of the board's surface under a pointer at `position` on the camera's picture.
fn board_point(camera: &Camera, transform: &GlobalTransform, position: Vec2) -> Option<Vec3> {
    let ray = camera.viewport_to_world(transform, position).ok()?;
    let distance = ray.intersect_plane(Vec3::ZERO, InfinitePlane3d::new(Vec3::Y))?;
    Some(ray.get_point(distance))
}

/// The playable square nearest `point` on a board `size` squares wide, if it lies within one.
pub fn square_at(point: Vec3, size: u8) -> Option<AnySquare> {
    AnySquare::all(size)
        .map(|square| {
            (
                square,
                square_centre(square).distance(Vec3::new(point.x, 0.0, point.z)),
            )
        })
        .filter(|&(_, distance)| distance <= 0.5 * SQUARE_SIZE)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(square, _)| square)
}

#[allow(clippy::too_many_arguments)]
fn drag_man(
    drag: On<Pointer<Drag>>,
    held: Res<HeldColumn>,
    selection: Res<Selection>,
    cameras: Query<(&Camera, &GlobalTransform), With<PanOrbitCamera>>,
    pixels: Res<ScenePixels>,
    mut dragged: ResMut<DraggedColumn>,
    mut inputs: MessageWriter<BoardInput>,
    mut cursor: ResMut<BoardCursor>,
) {
    let Some(square) = held.0 else {
        return;
    };
    if drag.button != PointerButton::Primary {
        return;
    }
    if dragged.0.is_none() && selection.from() != Some(square) {
        // The drag begins: the column is picked, its landings light.
        inputs.write(BoardInput::Pick(square));
        hide_cursor(&mut cursor);
    }
    let Ok((camera, transform)) = cameras.single() else {
        return;
    };
    // A drag's location may still be the window's (not moved onto the scene's picture).
    let location = &drag.pointer_location;
    let position = match location.target {
        NormalizedRenderTarget::Image(_) => location.position,
        _ => location.position * pixels.0,
    };
    if let Some(point) = board_point(camera, transform, position) {
        dragged.set_if_neq(DraggedColumn(Some((square, point))));
    }
}

fn drop_man(
    end: On<Pointer<DragEnd>>,
    mut held: ResMut<HeldColumn>,
    mut dragged: ResMut<DraggedColumn>,
    stacks: Res<Stacks>,
    mut inputs: MessageWriter<BoardInput>,
) {
    if end.button != PointerButton::Primary {
        return;
    }
    if let Some((from, point)) = dragged.0
        && let Some(target) = square_at(point, stacks.size())
        && target != from
    {
        inputs.write(BoardInput::Pick(target));
    }
    dragged.set_if_neq(DraggedColumn(None));
    held.0 = None;
}

/// The button let go anywhere ends a hold (a press on a column that was no drag).
fn let_go(
    buttons: Res<ButtonInput<MouseButton>>,
    mut held: ResMut<HeldColumn>,
    mut dragged: ResMut<DraggedColumn>,
) {
    if !buttons.pressed(MouseButton::Left) && (held.0.is_some() || dragged.0.is_some()) {
        held.0 = None;
        dragged.set_if_neq(DraggedColumn(None));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drop_lands_on_the_square_under_it() {
        for size in [7, 8] {
            for square in AnySquare::all(size) {
                let near = square_centre(square) + Vec3::new(0.3, 0.0, -0.2);
                assert_eq!(square_at(near, size), Some(square));
            }
        }
        // Between squares, or off the board: nowhere.
        let a1 = square_centre(AnySquare::all(7).next().expect("a1"));
        assert_eq!(square_at(a1 + Vec3::new(0.5, 0.0, -0.5), 7), None);
        assert_eq!(square_at(Vec3::new(9.0, 0.0, 0.0), 7), None);
    }
}
