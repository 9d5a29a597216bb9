//! One entity per man, kept in step with the rules' position.
//!
//! [`Stacks`] mirrors the position with entities: each square's column as the men's entities,
//! top first. A played move is applied to the mirror exactly as the rules apply it to the
//! position (the column moves, each jumped commander goes to its bottom, the commander may be
//! promoted), so every man keeps its identity; the mirror is then checked against the position,
//! and a new game lays the men out afresh. Each man's [`Placement`] (square and height) and
//! rank come only from here.

use bevy::prelude::*;
use lasca_rules::{AnyPosition, AnySquare, Colour, Man, SQUARE8_COUNT};

use super::geometry::{Placement, column_top, rest_transform, square_centre};
use crate::app::core::{CurrentGame, GameReset, GameSet, MovePlayed};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Stacks>()
        .add_message::<MenMoved>()
        .add_message::<ShowPosition>()
        .add_message::<ShowMove>()
        .add_systems(Startup, lay_out_at_start)
        .add_systems(
            Update,
            (lay_out_after_reset, follow_moves)
                .chain()
                .in_set(GameSet::Sync),
        );
}

/// A man of the game: its side and rank. Its colour never changes; its rank may.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ManPiece {
    /// Whose man it is.
    pub colour: Colour,
    /// Promoted (moves both ways; marked face up and a band on its rim).
    pub officer: bool,
}

impl ManPiece {
    /// The rules crate's man.
    pub fn man(self) -> Man {
        Man {
            colour: self.colour,
            officer: self.officer,
        }
    }
}

/// The entities of each square's column, top first: the position, told in entities (by the
/// squares' index on either board).
#[derive(Resource, Debug, Default)]
pub struct Stacks {
    columns: [Vec<Entity>; SQUARE8_COUNT],
    /// The board's width the men stand on.
    size: u8,
}

impl Stacks {
    /// The men of the column on `square`, top first.
    pub fn column(&self, square: AnySquare) -> &[Entity] {
        if square.size() != self.size {
            return &[];
        }
        &self.columns[square.index()]
    }

    /// The width of the board the men stand on (7 before any are laid out).
    pub fn size(&self) -> u8 {
        self.size.max(7)
    }

    /// The tops of the columns taller than a game's columns get (more than a side's men on
    /// 7x7, which only a sandbox has), for the camera to frame.
    pub fn towers(&self) -> Vec<Vec3> {
        AnySquare::all(self.size())
            .filter(|&square| self.column(square).len() > lasca_rules::MEN_PER_SIDE)
            .map(|square| square_centre(square) + Vec3::Y * column_top(self.column(square).len()))
            .collect()
    }
}

/// A request to put the men on the squares of `0` instead of the game's position (looking back
/// at an earlier move, or back to the live game before a move is shown). The last one of a frame
/// wins over a [`GameReset`].
#[derive(Message, Clone, Copy, Debug)]
pub struct ShowPosition(pub AnyPosition);

/// Shows a move of the game's past being replayed (looking one ply forward): the men move as
/// they did, animated, and the turn does not change.
#[derive(Message, Clone, Copy, Debug)]
pub struct ShowMove(pub MovePlayed);

/// Men whose placement changed with a move, for the animations: the move, the position it was
/// played in, and each moved man's placement before it.
#[derive(Message, Clone, Debug)]
pub struct MenMoved {
    /// The move as the rules played it.
    pub played: MovePlayed,
    /// Each man that moved and where it stood before.
    pub from: Vec<(Entity, Placement)>,
    /// The commander promoted by this move, if any.
    pub promoted: Option<Entity>,
    /// For each hop, the man left on top of the jumped column (the freed or new commander).
    pub uncovered: Vec<Option<Entity>>,
}

fn lay_out_at_start(
    mut commands: Commands,
    rules: Res<CurrentGame>,
    mut stacks: ResMut<Stacks>,
    men: Query<(Entity, &ManPiece)>,
) {
    lay_out(&mut commands, &rules.position(), &mut stacks, &men);
}

fn lay_out_after_reset(
    mut commands: Commands,
    mut resets: MessageReader<GameReset>,
    mut shows: MessageReader<ShowPosition>,
    rules: Res<CurrentGame>,
    mut stacks: ResMut<Stacks>,
    men: Query<(Entity, &ManPiece)>,
) {
    let reset = resets.read().count() > 0;
    if let Some(ShowPosition(position)) = shows.read().last() {
        lay_out(&mut commands, position, &mut stacks, &men);
    } else if reset {
        lay_out(&mut commands, &rules.position(), &mut stacks, &men);
    }
}

/// Puts the men on the squares of `position`, reusing the entities of each colour (so a new
/// game from the start keeps the same 22 entities), spawning any missing and despawning any
/// left over.
fn lay_out(
    commands: &mut Commands,
    position: &AnyPosition,
    stacks: &mut Stacks,
    men: &Query<(Entity, &ManPiece)>,
) {
    let mut pool: Vec<(Entity, Colour)> = men.iter().map(|(e, man)| (e, man.colour)).collect();
    pool.sort_by_key(|&(entity, _)| std::cmp::Reverse(entity));
    *stacks = Stacks {
        size: position.size(),
        ..Stacks::default()
    };
    for (square, column) in position.columns() {
        let height = column.len();
        for (depth, man) in column.into_iter().enumerate() {
            let placement = Placement {
                square,
                level: height - 1 - depth,
            };
            let piece = ManPiece {
                colour: man.colour,
                officer: man.officer,
            };
            let components = (piece, placement, rest_transform(placement, man.officer));
            let entity = match pool.iter().position(|&(_, colour)| colour == man.colour) {
                Some(i) => {
                    let entity = pool.remove(i).0;
                    commands.entity(entity).insert(components);
                    entity
                }
                None => commands
                    .spawn((Name::new("man"), Visibility::default(), components))
                    .id(),
            };
            stacks.columns[square.index()].push(entity);
        }
    }
    for (entity, _) in pool {
        commands.entity(entity).despawn();
    }
}

/// Applies each played move to the entities as the rules applied it to the position.
fn follow_moves(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    mut replayed: MessageReader<ShowMove>,
    mut stacks: ResMut<Stacks>,
    mut men: Query<(Entity, &mut ManPiece, &mut Placement)>,
    mut moved: MessageWriter<MenMoved>,
) {
    let replayed = replayed.read().map(|show| &show.0);
    for &played in played.read().chain(replayed) {
        let before: Vec<(Entity, Placement)> = men.iter().map(|(e, _, p)| (e, *p)).collect();
        let mv = played.mv;
        if played.before.size() != stacks.size {
            relay(&mut commands, &played.after, &mut stacks, &mut men);
            continue;
        }
        let mut moving = std::mem::take(&mut stacks.columns[mv.from().index()]);
        let mut uncovered = Vec::new();
        for over in played.before.jumped(mv) {
            let jumped = &mut stacks.columns[over.index()];
            if !jumped.is_empty() {
                moving.push(jumped.remove(0));
            }
            uncovered.push(jumped.first().copied());
        }
        // Promoted by the move: on its last square, or (in bashni) on the way.
        let mut promoted = None;
        let now_officer = played
            .after
            .commander(mv.to())
            .is_some_and(|man| man.officer);
        if let Some(&commander) = moving.first()
            && let Ok((_, mut piece, _)) = men.get_mut(commander)
            && !piece.officer
            && now_officer
        {
            piece.officer = true;
            promoted = Some(commander);
        }
        stacks.columns[mv.to().index()] = moving;
        place_all(&stacks, &mut men);
        let from = before
            .into_iter()
            .filter(|&(entity, placement)| {
                men.get(entity).is_ok_and(|(_, _, now)| *now != placement)
            })
            .collect();
        if let Err(mismatch) = check(&stacks, played.after, &men) {
            error!("the men lost step with the position ({mismatch}); laying them out afresh");
            relay(&mut commands, &played.after, &mut stacks, &mut men);
            continue;
        }
        moved.write(MenMoved {
            played,
            from,
            promoted,
            uncovered,
        });
    }
}

/// Lays the men out afresh with mutable access (the rare repair path of [`follow_moves`]).
fn relay(
    commands: &mut Commands,
    position: &AnyPosition,
    stacks: &mut Stacks,
    men: &mut Query<(Entity, &mut ManPiece, &mut Placement)>,
) {
    let mut lens = men.transmute_lens::<(Entity, &ManPiece)>();
    lay_out(commands, position, stacks, &lens.query());
}

fn place_all(stacks: &Stacks, men: &mut Query<(Entity, &mut ManPiece, &mut Placement)>) {
    for square in AnySquare::all(stacks.size) {
        let column = stacks.column(square);
        for (depth, &entity) in column.iter().enumerate() {
            if let Ok((_, _, mut placement)) = men.get_mut(entity) {
                placement.set_if_neq(Placement {
                    square,
                    level: column.len() - 1 - depth,
                });
            }
        }
    }
}

/// A column whose entities are not the position's men.
#[derive(Debug, thiserror::Error)]
#[error("{square}: entities {entities:?}, position {position:?}")]
struct Mismatch {
    square: AnySquare,
    entities: Vec<Man>,
    position: Vec<Man>,
}

/// Checks the mirror against `position`: every column's men, top first, with their ranks.
fn check(
    stacks: &Stacks,
    position: AnyPosition,
    men: &Query<(Entity, &mut ManPiece, &mut Placement)>,
) -> Result<(), Mismatch> {
    for square in position.squares() {
        let column: Vec<Man> = stacks
            .column(square)
            .iter()
            .filter_map(|&entity| men.get(entity).ok().map(|(_, piece, _)| piece.man()))
            .collect();
        let wanted = position.men(square);
        if column != wanted {
            return Err(Mismatch {
                square,
                entities: column,
                position: wanted,
            });
        }
    }
    Ok(())
}
