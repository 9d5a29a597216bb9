# Lasca online in the browser. The words follow the desktop game's (assets/i18n/en).
page-title = Lasca online
app-name = Lasca
app-tagline = Emanuel Lasker's column draughts of 1911: a captured man is not removed, it goes under the column that jumped it.
language-switch-label = Language

## The connection banner
conn-connecting = Connecting…
conn-lost = Connection lost, reconnecting…
conn-offline = You are offline: reconnecting once the network is back. Your game waits.
conn-reconnected = Reconnected

## The lobby
lobby-new-game = Play a person
lobby-colour = Play
colour-white = White
colour-black = Black
colour-random = Random
lobby-variant = Game
variant-lasca7 = Lasca 7×7
variant-lasca8 = Lasca 8×8
variant-bashni = Bashni
lobby-clock = Clock
clock-none = No clock
clock-control = { $minutes } min + { $increment } s
lobby-public = List it in the open games
lobby-create = Create game
lobby-friends-game = A friend's game
lobby-code = Code
lobby-code-placeholder = e.g. ABC DEF 234
lobby-join = Join
lobby-watch = Watch
lobby-open-games = Open games
lobby-no-open-games = No open games. Create one, or ask a friend for a code.
lobby-entry = you play { $side } · { $control }
lobby-age = { $minutes ->
    [0] just now
    [one] 1 min ago
   *[other] { $minutes } min ago
  }
lobby-bad-code = “{ $code }” is not a game code: codes are 9 letters and digits.
lobby-rules = How to play: columns move diagonally forward, one square at a time; officers also move back. Capturing is compulsory: jump an enemy column, take its top man prisoner under yours, and go on jumping while you can. Whoever cannot move loses.

## The game
game-code = Game
game-copy-link = Copy link
game-sound = Sound on my move
game-link-copied = Link copied: send it to your friend.
game-copy-failed = Copy this link: { $link }
game-spectators = { $count ->
    [0] no spectators
    [one] 1 spectator
   *[other] { $count } spectators
  }
game-board = Board
game-flip = Flip board
game-resign = Resign
game-resign-confirm = Really resign? { $touch ->
    [yes] Tap
   *[no] Click
} again
game-withdraw = Withdraw
game-withdraw-confirm = Really withdraw? { $touch ->
    [yes] Tap
   *[no] Click
} again
game-cancel = Cancel
game-offer-draw = Offer draw
game-take-back = Take back
game-take-back-hover = Ask your opponent to take back your last move
game-rematch = Rematch
game-rematch-hover = Play again with colours swapped
game-accept = Accept
game-decline = Decline
game-to-lobby = New game
game-move-label = Type a move
game-move-placeholder = e.g. c3-d4
game-play = Play
game-moves = Moves
game-no-moves = No move yet.
game-clock-white = White's clock
game-clock-black = Black's clock
game-no-clock = —
game-rematch-link = Watch the rematch
game-loading = Opening the game…

## The players
side-white = White
side-black = Black
player-you = you
player-opponent = opponent
player-waiting = waiting for a player
player-online = online
player-offline = offline
player-unknown = status unknown
player-line = { $side } · { $who }

## What the game says
status-waiting-you = Waiting for your friend: send them the code or the link.
status-waiting = Waiting for a second player.
status-your-move = Your move ({ $side })
status-their-move = { $side } to move: waiting for your opponent
status-to-move = { $side } to move
status-over = Game over: { $result }
status-no-game = No game has this code.
hint-pick = { $touch ->
    [yes] Tap
   *[no] Click
} one of your columns, then a lit square.
hint-move-from = Move { $square }: { $touch ->
    [yes] tap
   *[no] click
} a lit square ({ $square } again cancels).
hint-go-on = Go on capturing: { $touch ->
    [yes] tap
   *[no] click
} a lit square.
hint-must-capture = Capture is compulsory: pick a column that can capture.
hint-you-play = You play { $side }.
hint-watching = You are watching.

## Why a pick or a move was refused, and other notices
msg-spectator = You are watching: only the players move.
msg-not-playing = The game is not on: no moves now.
msg-not-your-turn = It is { $side }'s move, not yours.
msg-not-your-column = That column is { $colour ->
    [white] White
   *[black] Black
  }'s.
msg-compulsory = Capture is compulsory: { $squares } must capture
msg-no-move = The column on { $square } cannot move.
msg-empty = { $square } is empty: pick one of your columns.
msg-finish-capture = Finish the capture on a lit square (Esc to start over).
msg-not-legal = { $move } is not a legal move here.
msg-not-legal-from = { $move } is not a legal move: the column on { $square } can play { $moves }.
msg-offline = Not connected: { $move } was not sent. Play it again once reconnected.
msg-offline-request = Not connected: try again once reconnected.
msg-resent = Your move { $move } is sent again.
msg-draw-offered = Draw offered: waiting for an answer.
msg-takeback-offered = Take-back asked: waiting for an answer.
msg-rematch-offered = Rematch offered: waiting for an answer.
msg-declined-draw = { $side } declined your draw offer.
msg-declined-takeback = { $side } declined your take-back request.
msg-declined-rematch = { $side } declined your rematch offer.
msg-taken-back = A move was taken back.
msg-rematch = The rematch: a new game, colours swapped.
offer-draw = { $side } offers a draw.
offer-takeback = { $side } asks to take back a move.
offer-rematch = { $side } offers a rematch.

## Results
result-no-columns = { $winner } wins: every { $loser } man is a prisoner
result-blocked = { $winner } wins: { $loser } has no legal move
result-time = { $winner } wins on time: { $loser }'s clock ran out
result-resignation = { $winner } wins: { $loser } resigned
result-repetition = Draw: the same position occurred three times
result-agreement = Draw by agreement
result-withdrawn = The game was withdrawn without a result
result-ply-limit = Draw: the game reached the 1,000-ply limit
result-abandoned = { $winner } wins: { $loser } left the game
result-over = Game over
live-played = { $side } played { $move }

## The server's refusals
error-bad-message = The server did not understand the request.
error-too-large = The request was too long.
error-rate-limited = Too many requests at once: wait a moment.
error-hello-first = The connection was not ready; try again.
error-unsupported-protocol = This page is older than the server: reload it.
error-no-such-game = No game has this code.
error-not-your-seat = This seat is not yours.
error-game-full = This game already has two players: you are watching.
error-not-playing = The game is not on: no moves now.
error-not-your-turn = It is not your move.
error-stale-ply = That move came too late: the board shows the game as it is.
error-illegal-move = The server refused the move as illegal.
error-no-offer = There is no such offer now.
error-too-many-games = You have too many unfinished games.
error-bad-value = A value was out of range.
error-server-error = The server could not store the change; nothing changed.
error-too-many-connections = Too many connections from your address.
error-too-many-watched = You are watching too many games.
error-slow-down = Too many unknown codes: wait a little, then try again.
error-too-many-watchers = This game has as many spectators as it takes: try again later.
error-server-full = The server takes no new games right now (it is short of disk space); games in progress go on.
error-busy = The computer is busy right now: try again in a moment.
error-too-many-computer-games = You have started many games against the computer this hour: wait a while.
error-too-many-analyses = An analysis you asked for is still running, or you have had today's analyses.
error-not-finished = A game is analysed once it is over.
error-other = The server refused the request.

## Men and columns
man-w = white soldier
man-W = white officer
man-b = black soldier
man-B = black officer
man-title-w = White soldier
man-title-W = White officer
man-title-b = Black soldier
man-title-B = Black officer
men-run = { $kind ->
    [w] { $count ->
        [one] 1 white soldier
       *[other] { $count } white soldiers
      }
    [W] { $count ->
        [one] 1 white officer
       *[other] { $count } white officers
      }
    [b] { $count ->
        [one] 1 black soldier
       *[other] { $count } black soldiers
      }
   *[B] { $count ->
        [one] 1 black officer
       *[other] { $count } black officers
      }
  }
square-empty = { $square }: empty
square-landing = { $label }, a landing
square-picked = { $label }, picked
square-men = { $square }: { $top }
square-men-under = { $square }: { $top }, under it { $under }
inspector-title = { $square }: { $side }'s column, { $count ->
    [one] 1 man
   *[other] { $count } men
  }
inspector-empty = { $square }: empty
inspector-commander = commander
inspector-prisoner = prisoner
inspector-hint = { $touch ->
    [yes] Tap
   *[no] Point at
} a column: its men are listed here, top to bottom.

## The computer, looking back, analysis
lobby-computer = Play the computer
lobby-level = Level
lobby-play-computer = Start the game
level-option = { $level } · { $name } (about { $rating })
level-name = level { $level }, { $name }
level-1 = Recruit
level-2 = Private
level-3 = Corporal
level-4 = Sergeant
level-5 = Lieutenant
level-6 = Captain
level-7 = Colonel
level-8 = Marshal
level-about-1 = Looks one move ahead and often picks a weaker move: a beginner can beat it.
level-about-2 = Looks two moves ahead, and still slips: good for learning the captures.
level-about-3 = Sees short combinations; makes the odd mistake.
level-about-4 = A careful club player: rarely leaves a man hanging.
level-about-5 = Plays its best move every time: a strong opponent.
level-about-6 = Sees deeper combinations: beat it and you play well.
level-about-7 = An expert: it thinks a fraction of a second a move.
level-about-8 = The engine at full strength, 2 seconds a move.
player-computer = computer, { $level }
status-computer-thinking = The computer is thinking
title-your-move = Your move · Lasca
review-first = First position
review-back = Previous move
review-next = Next move
review-last = Last move
review-live = Back to the game
review-keys = ← and → step through the moves; Home and End go to the start and the end. { $touch ->
    [yes] Tap
   *[no] Click
} a move to see it.
review-download = Download the game
review-ply = After { $move }
review-start = Starting position
analysis-ask = Computer analysis
analysis-progress = Analysing: { $done } of { $total } positions
analysis-graph = The computer's evaluation after each move (up: White better)
analysis-score = Evaluation { $score } { $better ->
    [white] (White is better)
    [black] (Black is better)
   *[even] (even)
}
analysis-class-best = Best move
analysis-class-good = Good move
analysis-class-inaccuracy = Inaccuracy: loses { $loss } men
analysis-class-mistake = Mistake: loses { $loss } men
analysis-class-blunder = Blunder: loses { $loss } men
analysis-better = better was { $move }
analysis-line = from here the computer would play { $line }

## Players, accounts and quick pairing (protocol 5)
account-signup = Sign up
account-login = Log in
account-logout = Log out
account-name = Name
account-password = Password
account-cancel = Cancel
account-signup-title = Make an account
account-login-title = Log in
account-guest = { $name } (guest)
account-error-bad_name = A name is 3 to 20 letters, digits, - or _.
account-error-reserved = That name is reserved: choose another.
account-error-taken = Someone has that name already.
account-error-bad_password = A password has at least 8 characters.
account-error-common_password = That password is one of the most common ones: choose another.
account-error-wrong_password = Wrong name or password.
account-error-throttled = Too many tries: wait { $seconds } s.
account-error-other = That did not work; try again.
lobby-play-now = Play now
lobby-play-now-rated = Rated games against a player near your rating, in seconds.
lobby-play-now-casual = Casual games against another guest. Sign up to play rated games.
lobby-seeking = Looking for an opponent: { $pool }…
lobby-seek-cancel = Cancel
player-name = { $name }
player-rated = { $name } ({ $rating })
player-change = { $change }

clock-days = { $days ->
    [one] 1 day a move
   *[other] { $days } days a move
}
lobby-your-games = Your games
lobby-your-turn = Your turn
lobby-their-turn = Their turn
lobby-waiting-opponent = Waiting for an opponent
lobby-against = against { $name }
lobby-open-game = Open

lobby-playing = Being played now
lobby-rated = rated

lobby-leaderboard = Leaderboard

lobby-rated-seek = Rated
lobby-range = Opponent's rating
lobby-range-any = Any

game-claim = Claim the win

account-manage = Account
account-manage-title = Your account
account-old-password = Password now
account-new-password = New password
account-change-password = Change the password
account-password-changed = The password is changed; every other session has ended.
account-everywhere-about = Lost a device, or logged in somewhere you should not have? This ends every session of your account, this one too.
account-logout-everywhere = Log out everywhere

## server: the page that is not there (src/web.rs writes it with these words)
notfound-title = Page not found
notfound-text = Nothing is at this address. A game's link is /g/ followed by the game's code.
notfound-lobby = To the lobby
