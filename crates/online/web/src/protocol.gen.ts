// The wire protocol's messages, generated from crates/online/src/protocol.rs by the
// test `protocol::typescript` of lasca-online. Do not edit: change protocol.rs, then
// run `LASCA_BLESS=1 cargo test -p lasca-online --lib typescript`.

export type Colour = "white" | "black";

export type Variant = "lasca7" | "lasca8" | "bashni";

export type SeatChoice = "white" | "black" | "random";

export type TimeControl = { 
/**
 * Seconds each side starts with: 1 to 10800 (three hours).
 */
initial_s: number, 
/**
 * Seconds added after each move: 0 to 600.
 */
increment_s: number, };

export type OfferKind = "draw" | "takeback" | "rematch";

export type Opponent = { "computer": number };

export type ComputerView = { 
/**
 * The computer's colour.
 */
colour: Colour, 
/**
 * Its level, 1 to 8.
 */
level: number, };

export type MoveClassView = "best" | "good" | "inaccuracy" | "mistake" | "blunder";

export type MoveAnalysis = { 
/**
 * How the move compares with the engine's choice.
 */
class: MoveClassView, 
/**
 * What it cost its side against the engine's choice, in centi-men (a man is 100).
 */
loss: number, 
/**
 * The engine's move where the played one loses 100 or more.
 */
better: string | null, 
/**
 * The engine's line from the position before the move, its move first.
 */
line: Array<string>, };

export type AnalysisView = { 
/**
 * Every position's score from White's view, from the start to the end (one more than the
 * moves), in centi-men, within ±1000 (ten men; a forced win is ±1000).
 */
scores: Array<number>, 
/**
 * Each move's analysis, in order (the first is ply 1's).
 */
moves: Array<MoveAnalysis>, 
/**
 * The nodes the engine searched each position with, at most.
 */
nodes: number, };

export type Status = "waiting" | "playing" | "ended";

export type EndReason = "no_columns" | "blocked" | "repetition" | "time" | "resignation" | "agreement" | "withdrawn" | "ply_limit" | "abandoned";

export type GameResult = { 
/**
 * The winner; `null` for a draw or a withdrawn game.
 */
winner: Colour | null, 
/**
 * Why.
 */
reason: EndReason, };

export type Clocks = { 
/**
 * White's time left, in milliseconds, when the message was sent.
 */
white_ms: number, 
/**
 * Black's time left.
 */
black_ms: number, 
/**
 * Whose clock is running now; `null` when none is.
 */
running: Colour | null, };

export type SeatView = { 
/**
 * Someone holds it.
 */
taken: boolean, 
/**
 * Its player is connected now.
 */
online: boolean, };

export type OfferView = { 
/**
 * What is offered.
 */
kind: OfferKind, 
/**
 * By whom.
 */
by: Colour, };

export type BoardView = { 
/**
 * The position after the moves, as docs/RULES.md writes positions (`w a1:w c1:bw ...`).
 */
position: string, 
/**
 * Every legal move of the side to move, sorted, in notation: a capture with its whole
 * path (`a3xc5xe7`). Empty unless the game is being played.
 */
legal: Array<string>, };

export type PlayerView = { 
/**
 * The name: an account's, or a guest's (`Guest-4821`).
 */
name: string, 
/**
 * Whether it is an account (its page is `/@/NAME`).
 */
account: boolean, 
/**
 * The rating for this game's variant and speed when it began (accounts).
 */
rating: number | null, 
/**
 * Whether that rating is provisional (deviation 110 or more: shown with `?`).
 */
provisional: boolean, 
/**
 * What the result changed it by, once a rated game is over.
 */
change: number | null, };

export type MyGame = { 
/**
 * Its code.
 */
code: string, 
/**
 * The player's colour in it.
 */
colour: Colour, 
/**
 * Whether the player is to move.
 */
your_turn: boolean, 
/**
 * The opponent's name, once someone sits there.
 */
opponent: string | null, 
/**
 * Its time control.
 */
time_control: TimeControl | null, 
/**
 * The game.
 */
variant: Variant, 
/**
 * Moves played so far.
 */
plies: number, };

export type PlayingEntry = { 
/**
 * Its code.
 */
code: string, 
/**
 * The game.
 */
variant: Variant, 
/**
 * Its time control.
 */
time_control: TimeControl | null, 
/**
 * Its players.
 */
players: PlayersView, 
/**
 * Moves played so far.
 */
plies: number, 
/**
 * Spectators now.
 */
spectators: number, };

export type PlayersView = { 
/**
 * White's player, once known.
 */
white: PlayerView | null, 
/**
 * Black's player.
 */
black: PlayerView | null, 
/**
 * Whether the result changes the players' ratings.
 */
rated: boolean, };

export type GameView = { 
/**
 * Its code.
 */
code: string, 
/**
 * Where it stands.
 */
status: Status, 
/**
 * The moves so far, in notation.
 */
moves: Array<string>, 
/**
 * Its time control; `null` for untimed.
 */
time_control: TimeControl | null, 
/**
 * The clocks, for a timed game.
 */
clocks: Clocks | null, 
/**
 * How it ended.
 */
result: GameResult | null, 
/**
 * White's seat.
 */
white: SeatView, 
/**
 * Black's seat.
 */
black: SeatView, 
/**
 * Offers waiting for an answer.
 */
offers: Array<OfferView>, 
/**
 * Whether the lobby lists it.
 */
public: boolean, 
/**
 * The code of the rematch, once agreed.
 */
rematch: string | null, 
/**
 * How many spectators follow it.
 */
spectators: number, 
/**
 * Version 3: the game, when it is not Lasca 7x7 (left out for Lasca 7x7).
 */
variant?: Variant, 
/**
 * Version 2: the board and the legal moves, for a client without a rules engine.
 */
board?: BoardView | null, 
/**
 * Version 4: the computer's seat, in a game against it (left out otherwise).
 */
computer?: ComputerView | null, 
/**
 * Version 4: whether the game's analysis is stored (`analyse` gets it at once); left out
 * when it is not.
 */
analysed?: boolean, 
/**
 * Version 5: who plays, by name, with ratings; left out when nobody is known (a game
 * of clients that said nothing of themselves).
 */
players?: PlayersView | null, };

export type LobbyEntry = { 
/**
 * Its code.
 */
code: string, 
/**
 * The colour the joiner gets.
 */
free: Colour, 
/**
 * Its time control.
 */
time_control: TimeControl | null, 
/**
 * Seconds since it was created.
 */
age_s: number, 
/**
 * The game, when it is not Lasca 7x7 (version 3; left out for Lasca 7x7).
 */
variant?: Variant, 
/**
 * Version 5: who waits, when known.
 */
player?: PlayerView | null, 
/**
 * Version 5: a rated seek (left out when casual).
 */
rated?: boolean, 
/**
 * Version 5: the ratings the seek accepts.
 */
range?: [number, number] | null, };

export type ErrorKind = "bad_message" | "too_large" | "rate_limited" | "hello_first" | "unsupported_protocol" | "no_such_game" | "not_your_seat" | "game_full" | "not_playing" | "not_your_turn" | "stale_ply" | "illegal_move" | "no_offer" | "too_many_games" | "bad_value" | "server_error" | "too_many_connections" | "too_many_watched" | "slow_down" | "too_many_watchers" | "server_full" | "busy" | "too_many_computer_games" | "too_many_analyses" | "not_finished";

export type ClientMessage = { "type": "hello", 
/**
 * Must be [`PROTOCOL_VERSION`].
 */
protocol: number, 
/**
 * The client's name and version, for the server's log.
 */
client: string, } | { "type": "create", 
/**
 * The creator's colour.
 */
colour: SeatChoice, 
/**
 * The time control; `null` for none.
 */
clock: TimeControl | null, 
/**
 * Whether the lobby lists it.
 */
public: boolean, 
/**
 * The game: `lasca7` (the default), `lasca8` or `bashni` (version 3). Left out for
 * `lasca7`, so that a server before version 3 (which refuses unknown fields) still
 * takes a Lasca 7x7 game's `create` from this client.
 */
variant?: Variant, 
/**
 * A request id the client picks (0 to 4294967295), or none. The same `create` sent
 * again with the same `rid` on the same connection (a double click), while its game is
 * in memory, gets that game back (`seat` and `state` again) instead of a new one, and
 * counts against no limit but the rate. Left out when there is none, so that a server
 * that does not know it (it refuses unknown fields) still takes this client's `create`.
 */
rid?: number | null, 
/**
 * Version 4: who takes the other seat; left out for a person who joins by the code.
 * A game against the computer starts at once, is never public, and a take-back in it
 * needs no consent.
 */
opponent?: Opponent | null, } | { "type": "join", 
/**
 * The game's code.
 */
code: string, } | { "type": "resume", 
/**
 * The game's code.
 */
code: string, 
/**
 * The seat's secret, from `seat`.
 */
token: string, } | { "type": "watch", 
/**
 * The game's code.
 */
code: string, } | { "type": "unwatch", 
/**
 * The game's code.
 */
code: string, } | { "type": "lobby" } | { "type": "analyse", 
/**
 * The game's code.
 */
code: string, } | { "type": "replay", 
/**
 * The game's code.
 */
code: string, } | { "type": "move", 
/**
 * The game's code.
 */
code: string, 
/**
 * The mover's seat secret.
 */
token: string, 
/**
 * How many plies the game has before this move, so that a repeated send is refused.
 */
ply: number, 
/**
 * The move in the notation of RULES.md, e.g. `c3-d4` or `a3xc5xe7`.
 */
move: string, } | { "type": "resign", 
/**
 * The game's code.
 */
code: string, 
/**
 * The seat's secret.
 */
token: string, } | { "type": "offer", 
/**
 * The game's code.
 */
code: string, 
/**
 * The seat's secret.
 */
token: string, 
/**
 * What is offered.
 */
kind: OfferKind, } | { "type": "answer", 
/**
 * The game's code.
 */
code: string, 
/**
 * The seat's secret.
 */
token: string, 
/**
 * Which offer.
 */
kind: OfferKind, 
/**
 * Yes or no.
 */
accept: boolean, } | { "type": "post", 
/**
 * The maker's colour.
 */
colour: SeatChoice, 
/**
 * The time control (a clock, or days a move); `null` for none (casual only).
 */
clock: TimeControl | null, 
/**
 * The game.
 */
variant: Variant, 
/**
 * Whether the result changes both players' ratings.
 */
rated: boolean, 
/**
 * The ratings accepted, lowest and highest (rated seeks).
 */
range: [number, number] | null, } | { "type": "claim", 
/**
 * The game's code.
 */
code: string, 
/**
 * The claimer's seat secret (empty: the seat of the connection's player).
 */
token: string, } | { "type": "mine" } | { "type": "seek", 
/**
 * The pool.
 */
pool: string, } | { "type": "unseek" } | { "type": "ping", 
/**
 * Echoed back.
 */
id: number, };

export type ServerMessage = { "type": "welcome", 
/**
 * The protocol version the server speaks.
 */
protocol: number, 
/**
 * The server's name and version.
 */
server: string, } | { "type": "seat", 
/**
 * The game's code, to send to a friend.
 */
code: string, 
/**
 * Your colour.
 */
colour: Colour, 
/**
 * Your secret.
 */
token: string, } | { "type": "state", 
/**
 * The game.
 */
game: GameView, } | { "type": "moved", 
/**
 * The game's code.
 */
code: string, 
/**
 * How many plies the game had before it.
 */
ply: number, 
/**
 * The move.
 */
move: string, 
/**
 * The clocks after it.
 */
clocks: Clocks | null, 
/**
 * Version 2: the board after it, with the next legal moves.
 */
board?: BoardView | null, } | { "type": "presence", 
/**
 * The game's code.
 */
code: string, 
/**
 * White's seat.
 */
white: SeatView, 
/**
 * Black's seat.
 */
black: SeatView, 
/**
 * Version 3: how many spectators follow the game now (left out for versions 1 and 2,
 * which get exactly the `presence` they always got).
 */
spectators?: number | null, } | { "type": "offered", 
/**
 * The game's code.
 */
code: string, 
/**
 * What.
 */
kind: OfferKind, 
/**
 * By whom.
 */
by: Colour, } | { "type": "declined", 
/**
 * The game's code.
 */
code: string, 
/**
 * What.
 */
kind: OfferKind, 
/**
 * Who declined.
 */
by: Colour, } | { "type": "ended", 
/**
 * The game's code.
 */
code: string, 
/**
 * How.
 */
result: GameResult, 
/**
 * The clocks at the end.
 */
clocks: Clocks | null, } | { "type": "lobby", 
/**
 * The games.
 */
games: Array<LobbyEntry>, 
/**
 * Version 5: games being played now, to watch (left out when there are none, and
 * for earlier versions).
 */
playing?: Array<PlayingEntry>, } | { "type": "error", 
/**
 * Why, for programs.
 */
kind: ErrorKind, 
/**
 * Why, for people.
 */
message: string, } | { "type": "mine", 
/**
 * The games.
 */
games: Array<MyGame>, } | { "type": "seeking", 
/**
 * The pool it waits in.
 */
pool: string | null, 
/**
 * Whether the game it waits for is rated.
 */
rated: boolean, } | { "type": "pong", 
/**
 * The ping's id.
 */
id: number, } | { "type": "analysis_progress", 
/**
 * The game's code.
 */
code: string, 
/**
 * Positions searched.
 */
done: number, 
/**
 * Positions to search (one more than the moves).
 */
total: number, } | { "type": "replay", 
/**
 * The game's code.
 */
code: string, 
/**
 * The position before each move and after the last, as docs/RULES.md writes
 * positions: `positions[i]` is the board after `i` plies (one more than the moves).
 */
positions: Array<string>, } | { "type": "analysis", 
/**
 * The game's code.
 */
code: string, 
/**
 * The analysis.
 */
analysis: AnalysisView, };
