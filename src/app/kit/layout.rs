//! Where the windows go, by one rule: every window of the left and right sides and every
//! dialog across the centre is shown through [`show`] with its [`Slot`]. The window has three
//! columns: the left and right sides, whose windows are at most [`side_width`] wide so that
//! the board keeps at least half the window's shorter side, and the centre between them,
//! where dialogs stand under the move field, above the inspector's dock. The windows of a
//! column stack without overlapping; when they do not all fit in its height, the least
//! recently opened collapse to their title bars (a window the player expands counts as opened
//! then: the most recently opened wins). The plan is kept in egui's memory, made from the
//! windows shown in the last pass (their measured heights), so it needs no resource.

use bevy_egui::egui;

/// A column of the window.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Column {
    /// Down the left side.
    Left,
    /// Down the right side.
    Right,
    /// Between the sides: the dialogs.
    Centre,
}

/// Which end of its column a window stands at: the windows of the top stack from the top
/// down, those of the bottom from the bottom up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Edge {
    Top,
    Bottom,
}

/// A window's place in the layout.
#[derive(Clone, Copy, Debug)]
pub struct Slot {
    /// The window's egui id.
    pub id: &'static str,
    /// Its column.
    pub column: Column,
    /// The end of the column it stands at.
    pub edge: Edge,
    /// Its order in its column, top first.
    pub rank: u8,
    /// Its width (points, frame included), where the column leaves room for it.
    pub width: f32,
    /// The least height of content worth showing: short of that room, the window collapses
    /// (or another does).
    pub least: f32,
}

/// The gap between the window's edge and the windows, and between windows.
pub const MARGIN: f32 = 10.0;
/// The gap between two windows of a column.
pub const GAP: f32 = 8.0;
/// Where the centre column's dialogs start at the least: the move field and the AI's
/// thinking panel have the strip above, in the middle of the top.
pub const CENTRE_TOP: f32 = 64.0;
/// A collapsed window's height before one is measured.
const TITLE: f32 = 30.0;
/// A window's title bar and frame before they are measured.
const CHROME: f32 = 44.0;
/// The least content a window is given, whatever is left.
const LEAST_CONTENT: f32 = 40.0;

/// How wide a side window may be on a screen of `screen` (points): both sides together leave
/// the board half the screen's shorter side.
pub fn side_width(screen: egui::Rect) -> f32 {
    let shorter = screen.width().min(screen.height());
    ((screen.width() - shorter / 2.0) / 2.0 - 2.0 * MARGIN).max(120.0)
}

/// What the plan gives a window in a pass.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Place {
    /// The most of the screen it may take: its left, its width, and the top or the bottom it
    /// stands at (by its edge) with the most it may be high.
    pub rect: egui::Rect,
    /// Collapsed to its title bar.
    pub collapsed: bool,
    /// How high its content may be; past that it scrolls.
    pub content: f32,
}

/// A window as the plan sees it.
#[derive(Clone, Copy, Debug)]
pub struct Planned {
    /// Its slot.
    pub slot: Slot,
    /// When it was opened (or expanded by the player): the larger, the more recent.
    pub opened: u64,
    /// Its height with all its content shown, frame and title included.
    pub natural: f32,
    /// Its height less its content's.
    pub chrome: f32,
    /// Its height collapsed.
    pub title: f32,
    /// The player collapsed it (the plan leaves it so).
    pub folded: bool,
}

impl Planned {
    /// A window not measured yet.
    pub fn new(slot: Slot, opened: u64) -> Planned {
        Planned {
            slot,
            opened,
            natural: slot.least + CHROME,
            chrome: CHROME,
            title: TITLE,
            folded: false,
        }
    }

    /// The least height it is useful at.
    fn least(&self) -> f32 {
        self.natural.min(self.chrome + self.slot.least)
    }
}

/// Where each of `windows` goes on `screen`, in their order: the sides first (each at most
/// [`side_width`] wide), then the centre between them, from `centre_top` down to `dock`'s top
/// (the inspector's place; the screen's bottom without one).
pub fn plan(
    screen: egui::Rect,
    dock: Option<egui::Rect>,
    centre_top: f32,
    windows: &[Planned],
) -> Vec<Place> {
    let cap = side_width(screen);
    let side_width = |planned: &Planned| planned.slot.width.min(cap);
    let side_extent = |column: Column| {
        windows
            .iter()
            .filter(|planned| planned.slot.column == column)
            .map(side_width)
            .fold(None, |most: Option<f32>, w| {
                Some(most.map_or(w, |m| m.max(w)))
            })
    };
    let left = side_extent(Column::Left).map_or(screen.min.x, |w| screen.min.x + MARGIN + w);
    let right = side_extent(Column::Right).map_or(screen.max.x, |w| screen.max.x - MARGIN - w);
    let centre_bottom = dock.map_or(screen.max.y - MARGIN, |dock| dock.min.y - GAP);
    // The centre's dialogs are as wide as the room between the sides at most.
    let centre_cap = (right - left - 2.0 * MARGIN).max(120.0);
    let width = |planned: &Planned| match planned.slot.column {
        Column::Centre => planned.slot.width.min(centre_cap),
        _ => side_width(planned),
    };
    let mut places = vec![
        Place {
            rect: egui::Rect::NOTHING,
            collapsed: false,
            content: 0.0,
        };
        windows.len()
    ];
    for column in [Column::Left, Column::Right, Column::Centre] {
        let members: Vec<usize> = (0..windows.len())
            .filter(|&i| windows[i].slot.column == column)
            .collect();
        if members.is_empty() {
            continue;
        }
        let (top, bottom) = match column {
            Column::Centre => (centre_top.max(screen.min.y + MARGIN), centre_bottom),
            _ => (screen.min.y + MARGIN, screen.max.y - MARGIN),
        };
        let column_windows: Vec<Planned> = members.iter().map(|&i| windows[i]).collect();
        let (heights, collapsed) = heights(&column_windows, bottom - top);
        // Top to bottom by rank; the top's windows from the top down, the bottom's up.
        let mut order: Vec<usize> = (0..members.len()).collect();
        order.sort_by_key(|&k| (column_windows[k].slot.rank, column_windows[k].slot.id));
        let mut y = top;
        for &k in order
            .iter()
            .filter(|&&k| column_windows[k].slot.edge == Edge::Top)
        {
            let w = width(&column_windows[k]);
            let x = x_of(column, screen, (left, right), w);
            let rect = egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, heights[k]));
            places[members[k]] = place(rect, collapsed[k], &column_windows[k]);
            y += heights[k] + GAP;
        }
        let mut y = bottom;
        for &k in order
            .iter()
            .rev()
            .filter(|&&k| column_windows[k].slot.edge == Edge::Bottom)
        {
            let w = width(&column_windows[k]);
            let x = x_of(column, screen, (left, right), w);
            let rect =
                egui::Rect::from_min_max(egui::pos2(x, y - heights[k]), egui::pos2(x + w, y));
            places[members[k]] = place(rect, collapsed[k], &column_windows[k]);
            y -= heights[k] + GAP;
        }
    }
    places
}

fn place(rect: egui::Rect, collapsed: bool, planned: &Planned) -> Place {
    Place {
        rect,
        collapsed,
        content: (rect.height() - planned.chrome).max(LEAST_CONTENT),
    }
}

/// A window's left edge in its column.
fn x_of(column: Column, screen: egui::Rect, (left, right): (f32, f32), width: f32) -> f32 {
    match column {
        Column::Left => screen.min.x + MARGIN,
        Column::Right => screen.max.x - MARGIN - width,
        // In the middle of the room between the sides, as wide as that room at most.
        Column::Centre => ((left + right) / 2.0 - width / 2.0).max(left + MARGIN),
    }
}

/// How high each window of a column `room` high is, and which are collapsed: each at least
/// its least useful height (its title bar when collapsed); while they do not fit the least
/// recently opened collapses; what is left goes to the most recently opened first.
fn heights(windows: &[Planned], room: f32) -> (Vec<f32>, Vec<bool>) {
    let room = room - GAP * windows.len().saturating_sub(1) as f32;
    let mut collapsed: Vec<bool> = windows.iter().map(|w| w.folded).collect();
    let need = |collapsed: &[bool]| -> f32 {
        windows
            .iter()
            .zip(collapsed)
            .map(|(w, &c)| if c { w.title } else { w.least() })
            .sum()
    };
    while need(&collapsed) > room {
        let open: Vec<usize> = (0..windows.len()).filter(|&i| !collapsed[i]).collect();
        if open.len() <= 1 {
            break;
        }
        let oldest = open
            .into_iter()
            .min_by_key(|&i| windows[i].opened)
            .expect("two open windows");
        collapsed[oldest] = true;
    }
    let mut heights: Vec<f32> = windows
        .iter()
        .zip(&collapsed)
        .map(|(w, &c)| if c { w.title } else { w.least() })
        .collect();
    let mut left = room - heights.iter().sum::<f32>();
    let mut recent: Vec<usize> = (0..windows.len()).filter(|&i| !collapsed[i]).collect();
    recent.sort_by_key(|&i| std::cmp::Reverse(windows[i].opened));
    if left < 0.0 {
        // One window left open and still too little room: it gets what there is.
        if let Some(&only) = recent.first() {
            heights[only] = (heights[only] + left).max(windows[only].chrome + LEAST_CONTENT);
        }
        left = 0.0;
    }
    for i in recent {
        let more = (windows[i].natural - heights[i]).clamp(0.0, left);
        heights[i] += more;
        left -= more;
    }
    (heights, collapsed)
}

/// What the layout remembers of a window.
#[derive(Clone, Debug)]
struct Entry {
    planned: Planned,
    /// The pass it was last shown in.
    seen: u64,
    /// Where it was last shown.
    rect: egui::Rect,
    /// Its place in the plan of the pass it was last shown in.
    place: Option<Place>,
    /// How high its content would be with room enough, where the window says
    /// ([`want_content`]: content that fits itself to its room, such as the move list).
    wanted: Option<f32>,
    /// Two heights the window's content flipped between, a frame each (content measured
    /// against the place it was given): while it stays between them, the larger holds.
    flipping: Option<(f32, f32)>,
    /// The natural height before its last change.
    before_change: f32,
}

/// The layout's memory (in egui's).
#[derive(Clone, Default)]
struct Layout {
    entries: Vec<Entry>,
    /// Counts the openings.
    clock: u64,
    /// The inspector's dock.
    dock: Option<egui::Rect>,
}

impl Layout {
    /// The windows shown in the last pass or this one.
    fn shown(&self, pass: u64) -> impl Iterator<Item = &Entry> {
        self.entries
            .iter()
            .filter(move |entry| entry.seen + 1 >= pass)
    }

    /// Notes `slot` as shown in `pass`: opened now if it was not shown in the pass before.
    fn register(&mut self, slot: &Slot, pass: u64) {
        let fresh = match self
            .entries
            .iter()
            .position(|e| e.planned.slot.id == slot.id)
        {
            Some(index) => self.entries[index].seen + 1 < pass,
            None => true,
        };
        if fresh {
            self.clock += 1;
            self.entries.retain(|e| e.planned.slot.id != slot.id);
            self.entries.push(Entry {
                planned: Planned::new(*slot, self.clock),
                seen: pass,
                rect: egui::Rect::NOTHING,
                place: None,
                wanted: None,
                flipping: None,
                before_change: 0.0,
            });
        }
        if let Some(entry) = self
            .entries
            .iter_mut()
            .find(|e| e.planned.slot.id == slot.id)
        {
            entry.seen = pass;
            entry.planned.slot = *slot;
        }
    }

    fn place_of(&self, id: &str, screen: egui::Rect, pass: u64, centre_top: f32) -> Option<Place> {
        let shown: Vec<&Entry> = self.shown(pass).collect();
        let planned: Vec<Planned> = shown.iter().map(|entry| entry.planned).collect();
        let places = plan(screen, self.dock, centre_top, &planned);
        shown
            .iter()
            .zip(places)
            .find(|(entry, _)| entry.planned.slot.id == id)
            .map(|(_, place)| place)
    }

    fn entry(&mut self, id: &str) -> Option<&mut Entry> {
        self.entries.iter_mut().find(|e| e.planned.slot.id == id)
    }
}

fn memory_id() -> egui::Id {
    egui::Id::new("window layout")
}

fn with_layout<R>(ctx: &egui::Context, f: impl FnOnce(&mut Layout) -> R) -> R {
    ctx.data_mut(|data| f(data.get_temp_mut_or_default::<Layout>(memory_id())))
}

/// The areas (egui ids) whose bottom the centre column's dialogs stay under: the move field
/// and the AI's thinking panel, in the top middle.
pub const TOP_MIDDLE: [&str; 2] = ["move field", "ai thinking"];

/// Shows `window` at its slot's place: placed, as wide as its column allows, collapsed when
/// the plan says so, its content scrolling past the height it is given. Returns what `add`
/// returned (nothing while the window is collapsed or closed).
pub fn show<R>(
    ctx: &egui::Context,
    slot: &Slot,
    window: egui::Window<'_>,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> Option<R> {
    let pass = ctx.cumulative_pass_nr();
    let screen = ctx.content_rect();
    let centre_top = super::shown_rects(ctx, &TOP_MIDDLE)
        .into_iter()
        .map(|rect| rect.max.y + GAP)
        .fold(CENTRE_TOP, f32::max);
    let place = with_layout(ctx, |layout| {
        layout.register(slot, pass);
        let place = layout.place_of(slot.id, screen, pass, centre_top);
        if let Some(entry) = layout.entry(slot.id) {
            entry.place = place;
        }
        place
    })?;
    let id = egui::Id::new(slot.id);
    let collapsing_id = id.with("collapsing");
    let mut collapsing =
        egui::collapsing_header::CollapsingState::load_with_default_open(ctx, collapsing_id, true);
    if collapsing.is_open() == place.collapsed {
        collapsing.set_open(!place.collapsed);
        collapsing.store(ctx);
    }
    // Held by the corner nearest its column's edge and end, so that a window narrower or
    // shorter than its place (a title bar) stays against them.
    let x = match slot.column {
        Column::Right => place.rect.max.x - screen.max.x,
        _ => place.rect.min.x - screen.min.x,
    };
    let (y, vertical) = match slot.edge {
        Edge::Top => (place.rect.min.y - screen.min.y, egui::Align::Min),
        Edge::Bottom => (place.rect.max.y - screen.max.y, egui::Align::Max),
    };
    let horizontal = match slot.column {
        Column::Right => egui::Align::Max,
        _ => egui::Align::Min,
    };
    let (align, offset) = (egui::Align2([horizontal, vertical]), egui::vec2(x, y));
    let width = place.rect.width();
    let shown = window
        .id(id)
        .anchor(align, offset)
        .resizable(false)
        .collapsible(true)
        .min_width(width)
        .max_width(width)
        .default_width(width)
        // Room for all the content its place allows, in every pass (the window shows only as
        // much as there is): egui keeps a window's room from the pass before, so a window
        // whose place grew would stay as high as it was.
        .min_height(place.rect.height())
        .default_height(place.rect.height())
        .max_height(place.rect.height())
        .show(ctx, |ui| {
            // Both ways: content wider than the window's place scrolls too, rather than
            // widening the window past its column.
            let output = egui::ScrollArea::both()
                .id_salt("fitted")
                .max_height(place.content)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    add(ui)
                });
            (
                output.inner,
                output.content_size.y,
                output.inner_rect.height(),
            )
        });
    let open_now = egui::collapsing_header::CollapsingState::load(ctx, collapsing_id)
        .is_none_or(|state| state.is_open());
    let changed = with_layout(ctx, |layout| {
        let clock = layout.clock + 1;
        let entry = layout.entry(slot.id)?;
        let mut changed = false;
        if let Some(shown) = &shown {
            let outer = shown.response.rect;
            changed |= entry.rect != outer;
            entry.rect = outer;
            match shown.inner {
                Some((_, content, viewport)) if !place.collapsed && open_now => {
                    let chrome = (outer.height() - viewport).max(0.0);
                    let raw = chrome + content.max(entry.wanted.take().unwrap_or(0.0));
                    let near = |a: f32, b: f32| (a - b).abs() <= 0.5;
                    let planned = entry.planned.natural;
                    let natural = match entry.flipping {
                        Some((low, high)) if near(raw, low) || near(raw, high) => high,
                        _ => {
                            entry.flipping = None;
                            // Back to the height it had before the last change: it flips
                            // with its place; the larger holds while it does.
                            if !near(raw, planned) && near(raw, entry.before_change) {
                                entry.flipping = Some((raw.min(planned), raw.max(planned)));
                                raw.max(planned)
                            } else {
                                raw
                            }
                        }
                    };
                    if !near(natural, planned) {
                        entry.before_change = planned;
                        changed = true;
                    }
                    entry.planned.chrome = chrome;
                    entry.planned.natural = natural;
                }
                None if place.collapsed && !open_now => {
                    changed |= (entry.planned.title - outer.height()).abs() > 0.5;
                    entry.planned.title = outer.height();
                }
                _ => {}
            }
        }
        // The player opened or collapsed it by its title bar: opened now (it wins the room),
        // or collapsed until the player opens it again.
        if open_now == place.collapsed {
            changed = true;
            if open_now {
                entry.planned.opened = clock;
                entry.planned.folded = false;
                layout.clock = clock;
            } else {
                entry.planned.folded = true;
            }
        }
        Some(changed)
    });
    if changed == Some(true) {
        ctx.request_repaint();
    }
    shown.and_then(|shown| shown.inner).map(|(inner, ..)| inner)
}

/// How high the content of the window `id` may be in this pass (its place's), or `None`
/// before it is shown.
pub fn content_height(ctx: &egui::Context, id: &str) -> Option<f32> {
    with_layout(ctx, |layout| {
        layout
            .entry(id)
            .and_then(|entry| entry.place)
            .map(|place| place.content)
    })
}

/// Tells the layout how high the content of the window `id` would be with room enough, when
/// it fits itself to the room it is given (called while it is shown).
pub fn want_content(ctx: &egui::Context, id: &str, height: f32) {
    with_layout(ctx, |layout| {
        if let Some(entry) = layout.entry(id) {
            entry.wanted = Some(height);
        }
    });
}

/// The ids of the centre column's windows shown in the last pass: dialogs that come and go
/// and leave the board's frame as it is.
pub fn centre_ids(ctx: &egui::Context) -> Vec<&'static str> {
    let pass = ctx.cumulative_pass_nr();
    with_layout(ctx, |layout| {
        layout
            .shown(pass)
            .filter(|entry| entry.planned.slot.column == Column::Centre)
            .map(|entry| entry.planned.slot.id)
            .collect()
    })
}

/// Sets the inspector's dock (the board's frame keeps it free): the centre's dialogs end
/// above it.
pub fn set_dock(ctx: &egui::Context, dock: Option<egui::Rect>) {
    with_layout(ctx, |layout| layout.dock = dock);
}

/// The inspector's dock, where the board's frame left room for it.
pub fn dock(ctx: &egui::Context) -> Option<egui::Rect> {
    with_layout(ctx, |layout| layout.dock)
}

/// Every window's slot, in one table: the layout of the whole window.
pub mod slots {
    use super::{Column, Edge, Slot};

    const fn slot(
        id: &'static str,
        column: Column,
        edge: Edge,
        rank: u8,
        width: f32,
        least: f32,
    ) -> Slot {
        Slot {
            id,
            column,
            edge,
            rank,
            width,
            least,
        }
    }

    // The left side: the game (or the lesson, or the puzzle) above, the moves below.
    pub const GAME: Slot = slot("game panel", Column::Left, Edge::Top, 0, 250.0, 100.0);
    pub const LESSON: Slot = slot("learn window", Column::Left, Edge::Top, 0, 340.0, 160.0);
    pub const PUZZLE: Slot = slot("puzzles window", Column::Left, Edge::Top, 0, 340.0, 160.0);
    pub const MOVES: Slot = slot("moves panel", Column::Left, Edge::Bottom, 9, 250.0, 120.0);
    // The right side: watching, the classic games and the review from the top down, the
    // online game and the analysis from the bottom up.
    pub const WATCH: Slot = slot("watch panel", Column::Right, Edge::Top, 0, 240.0, 110.0);
    pub const LIBRARY: Slot = slot("library window", Column::Right, Edge::Top, 1, 330.0, 160.0);
    pub const REVIEW: Slot = slot("review window", Column::Right, Edge::Top, 2, 360.0, 220.0);
    pub const ONLINE: Slot = slot(
        "online window",
        Column::Right,
        Edge::Bottom,
        8,
        290.0,
        160.0,
    );
    pub const ANALYSIS: Slot = slot(
        super::super::ANALYSIS_PANEL,
        Column::Right,
        Edge::Bottom,
        9,
        260.0,
        60.0,
    );
    // The dialogs, across the centre.
    pub const GAME_OVER: Slot = slot("game over panel", Column::Centre, Edge::Top, 0, 380.0, 90.0);
    pub const NEW_GAME: Slot = slot(
        "new game dialog",
        Column::Centre,
        Edge::Top,
        1,
        420.0,
        160.0,
    );
    pub const SETTINGS: Slot = slot(
        "settings window",
        Column::Centre,
        Edge::Top,
        2,
        420.0,
        120.0,
    );
    pub const SAVE: Slot = slot("save window", Column::Centre, Edge::Top, 3, 360.0, 60.0);
    pub const OPEN: Slot = slot("open window", Column::Centre, Edge::Top, 4, 360.0, 60.0);
    pub const TEXT: Slot = slot("text window", Column::Centre, Edge::Top, 5, 420.0, 120.0);
}

/// A window that goes through the layout: `egui::Window::new(title).placed(&slots::GAME)`,
/// then `.show(ctx, add)` as egui's own.
pub trait Placed<'open> {
    /// The window at `slot`'s place.
    fn placed(self, slot: &'static Slot) -> PlacedWindow<'open>;
}

impl<'open> Placed<'open> for egui::Window<'open> {
    fn placed(self, slot: &'static Slot) -> PlacedWindow<'open> {
        PlacedWindow { window: self, slot }
    }
}

/// A window with its slot, to show ([`show`]).
pub struct PlacedWindow<'open> {
    window: egui::Window<'open>,
    slot: &'static Slot,
}

impl PlacedWindow<'_> {
    /// Shows it (see [`show`]).
    pub fn show<R>(self, ctx: &egui::Context, add: impl FnOnce(&mut egui::Ui) -> R) -> Option<R> {
        show(ctx, self.slot, self.window, add)
    }
}
