//! `perft`, `moves` and `play`: the rules engine on the command line, for every variant
//! (`--variant`, or the position string's prefix; docs/RULES.md, "Variants").

use std::io::Write;

use clap::Args;
use lasca_rules::{
    AnyPosition, Game, GamePosition, Position8, PositionVisitor, RuleSettings, Sandbox, Variant,
    perft_divide,
};

use super::{CliError, parse_position};

/// The variant to play: `lasca7` (Lasca 7x7), `lasca8` (Lasca 8x8) or `bashni`. Default: the
/// one the position's prefix names, else lasca7.
pub(super) fn parse_variant(text: &str) -> Result<Variant, String> {
    text.parse()
        .map_err(|error: lasca_rules::ParseVariantError| error.to_string())
}

/// Arguments of `lasca perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// How many plies deep to count.
    pub depth: u32,
    /// The position (RULES.md notation); the start if left out.
    #[arg(long)]
    pub position: Option<String>,
    /// Split the count at DEPTH by first move.
    #[arg(long)]
    pub divide: bool,
    /// The game: `lasca7`, `lasca8` or `bashni`. Default: the position's prefix, else lasca7.
    #[arg(long, value_parser = parse_variant)]
    pub variant: Option<Variant>,
}

/// Arguments of `lasca moves`.
#[derive(Args, Debug)]
pub struct MovesArgs {
    /// The position (RULES.md notation); the start if left out.
    #[arg(long)]
    pub position: Option<String>,
    /// The game: `lasca7`, `lasca8` or `bashni`. Default: the position's prefix, else lasca7.
    #[arg(long, value_parser = parse_variant)]
    pub variant: Option<Variant>,
}

/// Arguments of `lasca play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The position to start from; the start if left out.
    #[arg(long)]
    pub position: Option<String>,
    /// Moves to play in order, like c3-d4 or a3xc5xe3.
    #[arg(allow_hyphen_values = true)]
    pub moves: Vec<String>,
    /// The game: `lasca7`, `lasca8` or `bashni`. Default: the position's prefix, else lasca7.
    #[arg(long, value_parser = parse_variant)]
    pub variant: Option<Variant>,
}

/// The position a command works on: `text` (the start if `None`) in `variant` (if given, it
/// must agree with the position's prefix; without a prefix the text is read as that variant's).
pub(super) fn variant_position(
    variant: Option<Variant>,
    text: Option<&str>,
) -> Result<AnyPosition, CliError> {
    if let Some(text) = text.filter(|text| text.trim_start().starts_with("sandbox-")) {
        return sandbox_position(variant, text);
    }
    // A position without a prefix names lasca7 only if no --variant says otherwise.
    let named = match text {
        Some(text) => {
            Some(Variant::of_position(text).map_err(|e| CliError::Variant(e.to_string()))?)
                .filter(|named| *named != Variant::Lasca7)
        }
        None => None,
    };
    if let (Some(asked), Some(named)) = (variant, named)
        && asked != named
    {
        return Err(CliError::Variant(format!(
            "--variant {asked} but the position is a {named} position"
        )));
    }
    let variant = variant.or(named).unwrap_or_default();
    match variant.eight() {
        None => {
            let body = text.map(|text| {
                let text = text.trim_start();
                text.strip_prefix("lasca7:").unwrap_or(text)
            });
            parse_position(body).map(AnyPosition::from)
        }
        Some(eight) => match text {
            None => Ok(Position8::start(eight).into()),
            Some(text) => Position8::parse_board(eight, text)
                .map(AnyPosition::from)
                .map_err(CliError::Position),
        },
    }
}

fn write_lines(lines: impl IntoIterator<Item = String>) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    for line in lines {
        if writeln!(out, "{line}").is_err() {
            // A closed pipe (`| head`) is not an error worth a message.
            return Ok(());
        }
    }
    Ok(())
}

/// A sandbox string: its prefix names the variant, which `--variant` (if given) must be.
fn sandbox_position(variant: Option<Variant>, text: &str) -> Result<AnyPosition, CliError> {
    let named = text
        .trim_start()
        .strip_prefix("sandbox-")
        .and_then(|rest| rest.split_once(':'))
        .and_then(|(name, _)| name.parse::<Variant>().ok());
    let bad = |error: lasca_rules::SandboxError| CliError::Variant(format!("bad sandbox: {error}"));
    let Some(named) = named else {
        return Err(bad(lasca_rules::SandboxError::MissingPrefix));
    };
    if let Some(asked) = variant.filter(|asked| *asked != named) {
        return Err(CliError::Variant(format!(
            "--variant {asked} but the position is a sandbox of {named}"
        )));
    }
    match named.eight() {
        None => text.parse::<Sandbox>().map(AnyPosition::from).map_err(bad),
        Some(_) => text
            .parse::<Sandbox<Position8>>()
            .map(AnyPosition::from)
            .map_err(bad),
    }
}

/// `lasca perft`.
pub fn perft(args: &PerftArgs) -> Result<(), CliError> {
    variant_position(args.variant, args.position.as_deref())?.visit(PerftOf(args))
}

/// `lasca perft` on a position of any board: one count, compiled for each.
struct PerftOf<'a>(&'a PerftArgs);

impl<P: GamePosition> PositionVisitor<P> for PerftOf<'_> {
    type Output = Result<(), CliError>;

    fn visit_position(self, position: &P) -> Result<(), CliError> {
        let args = self.0;
        if args.divide {
            let split = perft_divide(position, args.depth);
            let total: u64 = split.iter().map(|(_, n)| n).sum();
            let lines = split.iter().map(|(mv, n)| format!("{mv} {n}"));
            return write_lines(lines.chain([format!("total {total}")]));
        }
        for depth in 1..=args.depth {
            write_lines([format!(
                "perft {depth} = {}",
                lasca_rules::perft(position, depth)
            )])?;
        }
        Ok(())
    }
}

/// `lasca moves`.
pub fn moves(args: &MovesArgs) -> Result<(), CliError> {
    let mut names: Vec<String> = variant_position(args.variant, args.position.as_deref())?
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    names.sort();
    write_lines(names)
}

/// `lasca play`: the moves checked in turn, then the position and the result, if any.
pub fn play(args: &PlayArgs) -> Result<(), CliError> {
    variant_position(args.variant, args.position.as_deref())?.visit(PlayFrom(&args.moves))
}

/// [`play_from`] on a position of any board.
struct PlayFrom<'a>(&'a [String]);

impl<P: GamePosition> PositionVisitor<P> for PlayFrom<'_> {
    type Output = Result<(), CliError>;

    fn visit_position(self, start: &P) -> Result<(), CliError> {
        play_from(*start, self.0)
    }
}

fn play_from<P: GamePosition>(start: P, moves: &[String]) -> Result<(), CliError> {
    let game = Game::replay(start, RuleSettings::default(), moves)?;
    let mut lines = vec![game.position().to_string()];
    if let Some(outcome) = game.outcome() {
        lines.push(format!("result: {outcome}"));
    }
    write_lines(lines)
}
