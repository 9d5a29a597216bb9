var Y=class{constructor(e){this.value=e}valueOf(){return this.value}},$=class extends Y{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},R=class extends Y{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},J=class t extends Y{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof Y)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof Y&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var ht=100,yn="\u2068",bn="\u2069";function wn(t,e,n){if(n===e||n instanceof R&&e instanceof R&&n.value===e.value)return!0;if(e instanceof R&&typeof n=="string"){let r=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===r)return!0}return!1}function ft(t,e,n){return e[n]?de(t,e[n].value):(t.reportError(new RangeError("No default")),new $)}function We(t,e){let n=[],r=Object.create(null);for(let a of e)a.type==="narg"?r[a.name]=ve(t,a.value):n.push(ve(t,a));return{positional:n,named:r}}function ve(t,e){switch(e.type){case"str":return e.value;case"num":return new R(e.value,{minimumFractionDigits:e.precision});case"var":return vn(t,e);case"mesg":return kn(t,e);case"term":return $n(t,e);case"func":return zn(t,e);case"select":return En(t,e);default:return new $}}function vn(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new $(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new $(`$${e}`);if(n instanceof Y)return n;switch(typeof n){case"string":return n;case"number":return new R(n);case"object":if(J.supportsValue(n))return new J(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new $(`$${e}`)}}function kn(t,{name:e,attr:n}){let r=t.bundle._messages.get(e);if(!r)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new $(e);if(n){let a=r.attributes[n];return a?de(t,a):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new $(`${e}.${n}`))}return r.value?de(t,r.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new $(e))}function $n(t,{name:e,attr:n,args:r}){let a=`-${e}`,i=t.bundle._terms.get(a);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${a}`)),new $(a);if(n){let u=i.attributes[n];if(u){t.params=We(t,r).named;let p=de(t,u);return t.params=null,p}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new $(`${a}.${n}`)}t.params=We(t,r).named;let l=de(t,i.value);return t.params=null,l}function zn(t,{name:e,args:n}){let r=t.bundle._functions[e];if(!r)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new $(`${e}()`);if(typeof r!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new $(`${e}()`);try{let a=We(t,n);return r(a.positional,a.named)}catch(a){return t.reportError(a),new $(`${e}()`)}}function En(t,{selector:e,variants:n,star:r}){let a=ve(t,e);if(a instanceof $)return ft(t,n,r);for(let i of n){let l=ve(t,i.key);if(wn(t,a,l))return de(t,i.value)}return ft(t,n,r)}function Fe(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new $;t.dirty.add(e);let n=[],r=t.bundle._useIsolating&&e.length>1;for(let a of e){if(typeof a=="string"){n.push(t.bundle._transform(a));continue}if(t.placeables++,t.placeables>ht)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${ht}`);r&&n.push(yn),n.push(ve(t,a).toString(t)),r&&n.push(bn)}return t.dirty.delete(e),n.join("")}function de(t,e){return typeof e=="string"?t.bundle._transform(e):Fe(t,e)}var Me=class{constructor(e,n,r){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=r}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let r=this.bundle._intls.get(e);r||(r={},this.bundle._intls.set(e,r));let a=JSON.stringify(n);return r[a]||(r[a]=new e(this.bundle.locales,n)),r[a]}};function Ke(t,e){let n=Object.create(null);for(let[r,a]of Object.entries(t))e.includes(r)&&(n[r]=a.valueOf());return n}var yt=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function bt(t,e){let n=t[0];if(n instanceof $)return new $(`NUMBER(${n.valueOf()})`);if(n instanceof R)return new R(n.valueOf(),{...n.opts,...Ke(e,yt)});if(n instanceof J)return new R(n.toNumber(),{...Ke(e,yt)});throw new TypeError("Invalid argument to NUMBER")}var xn=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function wt(t,e){let n=t[0];if(n instanceof $)return new $(`DATETIME(${n.valueOf()})`);if(n instanceof J||n instanceof R)return new J(n,Ke(e,xn));throw new TypeError("Invalid argument to DATETIME")}var vt=new Map;function kt(t){let e=Array.isArray(t)?t.join(" "):t,n=vt.get(e);return n===void 0&&(n=new Map,vt.set(e,n)),n}var ke=class{constructor(e,{functions:n,useIsolating:r=!0,transform:a=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:bt,DATETIME:wt,...n},this._useIsolating=r,this._transform=a,this._intls=kt(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let r=[];for(let a=0;a<e.body.length;a++){let i=e.body[a];if(i.id.startsWith("-")){if(n===!1&&this._terms.has(i.id)){r.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(n===!1&&this._messages.has(i.id)){r.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return r}formatPattern(e,n=null,r=null){if(typeof e=="string")return this._transform(e);let a=new Me(this,r,n);try{return Fe(a,e).toString(a)}catch(i){if(a.errors&&i instanceof Error)return a.errors.push(i),new $().toString(a);throw i}}};var Ve=/^(-?[a-zA-Z][\w-]*) *= */gm,$t=/\.([a-zA-Z][\w-]*) *= */y,Sn=/\*?\[/y,Ge=/(-?[0-9]+(?:\.([0-9]+))?)/y,Tn=/([a-zA-Z][\w-]*)/y,zt=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Ln=/^[A-Z][A-Z0-9_-]*$/,je=/([^{}\n\r]+)/y,Cn=/([^\\"\n\r]*)/y,Et=/\\([\\"])/y,xt=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Mn=/^\n+/,St=/ +$/,jn=/ *\r?\n/g,Pn=/( *)$/,An=/{\s*/y,Tt=/\s*}/y,_n=/\[\s*/y,Nn=/\s*] */y,Rn=/\s*\(\s*/y,On=/\s*->\s*/y,Dn=/\s*:\s*/y,qn=/\s*,?\s*/y,Bn=/\s+/y,$e=class{constructor(e){this.body=[],Ve.lastIndex=0;let n=0;for(;;){let c=Ve.exec(e);if(c===null)break;n=Ve.lastIndex;try{this.body.push(p(c[1]))}catch(m){if(m instanceof SyntaxError)continue;throw m}}function r(c){return c.lastIndex=n,c.test(e)}function a(c,m){if(e[n]===c)return n++,!0;if(m)throw new m(`Expected ${c}`);return!1}function i(c,m){if(r(c))return n=c.lastIndex,!0;if(m)throw new m(`Expected ${c.toString()}`);return!1}function l(c){c.lastIndex=n;let m=c.exec(e);if(m===null)throw new SyntaxError(`Expected ${c.toString()}`);return n=c.lastIndex,m}function u(c){return l(c)[1]}function p(c){let m=v(),w=h();if(m===null&&Object.keys(w).length===0)throw new SyntaxError("Expected message value or attributes");return{id:c,value:m,attributes:w}}function h(){let c=Object.create(null);for(;r($t);){let m=u($t),w=v();if(w===null)throw new SyntaxError("Expected attribute value");c[m]=w}return c}function v(){let c;if(r(je)&&(c=u(je)),e[n]==="{"||e[n]==="}")return g(c?[c]:[],1/0);let m=G();return m?c?g([c,m],m.length):(m.value=ue(m.value,Mn),g([m],m.length)):c?ue(c,St):null}function g(c=[],m){for(;;){if(r(je)){c.push(u(je));continue}if(e[n]==="{"){c.push(M());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let U=G();if(U){c.push(U),m=Math.min(m,U.length);continue}break}let w=c.length-1,F=c[w];typeof F=="string"&&(c[w]=ue(F,St));let we=[];for(let U of c)U instanceof Pe&&(U=U.value.slice(0,U.value.length-m)),U&&we.push(U);return we}function M(){i(An,SyntaxError);let c=E();if(i(Tt))return c;if(i(On)){let m=V();return i(Tt,SyntaxError),{type:"select",selector:c,...m}}throw new SyntaxError("Unclosed placeable")}function E(){if(e[n]==="{")return M();if(r(zt)){let[,c,m,w=null]=l(zt);if(c==="$")return{type:"var",name:m};if(i(Rn)){let F=ae();if(c==="-")return{type:"term",name:m,attr:w,args:F};if(Ln.test(m))return{type:"func",name:m,args:F};throw new SyntaxError("Function names must be all upper-case")}return c==="-"?{type:"term",name:m,attr:w,args:[]}:{type:"mesg",name:m,attr:w}}return N()}function ae(){let c=[];for(;;){switch(e[n]){case")":return n++,c;case void 0:throw new SyntaxError("Unclosed argument list")}c.push(P()),i(qn)}}function P(){let c=E();return c.type!=="mesg"?c:i(Dn)?{type:"narg",name:c.name,value:N()}:c}function V(){let c=[],m=0,w;for(;r(Sn);){a("*")&&(w=m);let F=x(),we=v();if(we===null)throw new SyntaxError("Expected variant value");c[m++]={key:F,value:we}}if(m===0)return null;if(w===void 0)throw new SyntaxError("Expected default variant");return{variants:c,star:w}}function x(){i(_n,SyntaxError);let c;return r(Ge)?c=Z():c={type:"str",value:u(Tn)},i(Nn,SyntaxError),c}function N(){if(r(Ge))return Z();if(e[n]==='"')return te();throw new SyntaxError("Invalid expression")}function Z(){let[,c,m=""]=l(Ge),w=m.length;return{type:"num",value:parseFloat(c),precision:w}}function te(){a('"',SyntaxError);let c="";for(;;){if(c+=u(Cn),e[n]==="\\"){c+=b();continue}if(a('"'))return{type:"str",value:c};throw new SyntaxError("Unclosed string literal")}}function b(){if(r(Et))return u(Et);if(r(xt)){let[,c,m]=l(xt),w=parseInt(c||m,16);return w<=55295||57344<=w?String.fromCodePoint(w):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function G(){let c=n;switch(i(Bn),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return D(e.slice(c,n))}return e[n-1]===" "?D(e.slice(c,n)):!1}function ue(c,m){return c.replace(m,"")}function D(c){let m=c.replace(jn,`
`),w=Pn.exec(c)[1].length;return new Pe(m,w)}}},Pe=class{constructor(e,n){this.value=e,this.length=n}};var Lt=`# Lasca online in the browser. The words follow the desktop game's (assets/i18n/en).
page-title = Lasca online
app-name = Lasca
app-tagline = Emanuel Lasker's column draughts of 1911: a captured man is not removed, it goes under the column that jumped it.
language-switch-label = Language

## The connection banner
conn-connecting = Connecting\u2026
conn-lost = Connection lost, reconnecting\u2026
conn-offline = You are offline: reconnecting once the network is back. Your game waits.
conn-reconnected = Reconnected

## The lobby
lobby-new-game = Play a person
lobby-colour = Play
colour-white = White
colour-black = Black
colour-random = Random
lobby-variant = Game
variant-lasca7 = Lasca 7\xD77
variant-lasca8 = Lasca 8\xD78
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
lobby-entry = you play { $side } \xB7 { $control }
lobby-age = { $minutes ->
    [0] just now
    [one] 1 min ago
   *[other] { $minutes } min ago
  }
lobby-bad-code = \u201C{ $code }\u201D is not a game code: codes are 9 letters and digits.
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
game-no-clock = \u2014
game-rematch-link = Watch the rematch
game-loading = Opening the game\u2026

## The players
side-white = White
side-black = Black
player-you = you
player-opponent = opponent
player-waiting = waiting for a player
player-online = online
player-offline = offline
player-unknown = status unknown
player-line = { $side } \xB7 { $who }

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
level-option = { $level } \xB7 { $name } (about { $rating })
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
title-your-move = Your move \xB7 Lasca
review-first = First position
review-back = Previous move
review-next = Next move
review-last = Last move
review-live = Back to the game
review-keys = \u2190 and \u2192 step through the moves; Home and End go to the start and the end. { $touch ->
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
lobby-seeking = Looking for an opponent: { $pool }\u2026
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
`;var Ct=`# Lasca online im Browser. Die W\xF6rter folgen denen des Desktop-Spiels (assets/i18n/de).
page-title = Lasca im Netz
app-name = Lasca
app-tagline = Emanuel Laskers S\xE4ulendame von 1911: ein geschlagener Stein verschwindet nicht, er kommt unter die S\xE4ule, die ihn \xFCbersprungen hat.
language-switch-label = Sprache

## Das Verbindungsband
conn-connecting = Verbinde\u2026
conn-lost = Verbindung verloren, verbinde neu\u2026
conn-offline = Kein Netz: die Verbindung kommt wieder, sobald das Netz da ist. Deine Partie wartet.
conn-reconnected = Wieder verbunden

## Die Startseite
lobby-new-game = Gegen einen Menschen spielen
lobby-colour = Farbe
colour-white = Wei\xDF
colour-black = Schwarz
colour-random = Zuf\xE4llig
lobby-variant = Spiel
variant-lasca7 = Lasca 7\xD77
variant-lasca8 = Lasca 8\xD78
variant-bashni = Baschni
lobby-clock = Uhr
clock-none = Ohne Uhr
clock-control = { $minutes } min + { $increment } s
lobby-public = Bei den offenen Partien zeigen
lobby-create = Partie erstellen
lobby-friends-game = Die Partie eines Freundes
lobby-code = Partiecode
lobby-code-placeholder = z. B. ABC DEF 234
lobby-join = Beitreten
lobby-watch = Zuschauen
lobby-open-games = Offene Partien
lobby-no-open-games = Keine offenen Partien. Erstelle eine, oder frag einen Freund nach seinem Code.
lobby-entry = du spielst { $side } \xB7 { $control }
lobby-age = { $minutes ->
    [0] gerade eben
    [one] vor 1 min
   *[other] vor { $minutes } min
  }
lobby-bad-code = \u201E{ $code }\u201C ist kein Partiecode: Codes sind 9 Buchstaben und Ziffern.
lobby-rules = So wird gespielt: S\xE4ulen ziehen schr\xE4g vorw\xE4rts, ein Feld weit; Offiziere auch r\xFCckw\xE4rts. Schlagen ist Pflicht: \xFCberspringe eine gegnerische S\xE4ule, nimm ihren obersten Stein gefangen unter deine, und schlage weiter, solange es geht. Wer nicht mehr ziehen kann, verliert.

## Die Partie
game-code = Partie
game-copy-link = Link kopieren
game-sound = Ton, wenn ich am Zug bin
game-link-copied = Link kopiert: schick ihn deinem Freund.
game-copy-failed = Kopiere diesen Link: { $link }
game-spectators = { $count ->
    [0] keine Zuschauer
    [one] 1 Zuschauer
   *[other] { $count } Zuschauer
  }
game-board = Brett
game-flip = Brett drehen
game-resign = Aufgeben
game-resign-confirm = Wirklich aufgeben? Noch einmal { $touch ->
    [yes] tippen
   *[no] klicken
}
game-withdraw = Zur\xFCckziehen
game-withdraw-confirm = Wirklich zur\xFCckziehen? Noch einmal { $touch ->
    [yes] tippen
   *[no] klicken
}
game-cancel = Abbrechen
game-offer-draw = Remis anbieten
game-take-back = Zur\xFCcknehmen
game-take-back-hover = Den Gegner bitten, deinen letzten Zug zur\xFCckzunehmen
game-rematch = Revanche
game-rematch-hover = Noch einmal spielen, mit getauschten Farben
game-accept = Annehmen
game-decline = Ablehnen
game-to-lobby = Neue Partie
game-move-label = Zug eintippen
game-move-placeholder = z. B. c3-d4
game-play = Ziehen
game-moves = Z\xFCge
game-no-moves = Noch kein Zug.
game-clock-white = Uhr von Wei\xDF
game-clock-black = Uhr von Schwarz
game-no-clock = \u2014
game-rematch-link = Der Revanche zuschauen
game-loading = Die Partie wird ge\xF6ffnet\u2026

## Die Spieler
side-white = Wei\xDF
side-black = Schwarz
player-you = du
player-opponent = Gegner
player-waiting = wartet auf einen Spieler
player-online = verbunden
player-offline = abwesend
player-unknown = Status unbekannt
player-line = { $side } \xB7 { $who }

## Was die Partie sagt
status-waiting-you = Warte auf deinen Freund: schick ihm den Code oder den Link.
status-waiting = Warte auf einen zweiten Spieler.
status-your-move = Du bist am Zug ({ $side })
status-their-move = { $side } am Zug: warte auf deinen Gegner
status-to-move = { $side } am Zug
status-over = Partie vorbei: { $result }
status-no-game = Keine Partie hat diesen Code.
hint-pick = { $touch ->
    [yes] Tippe
   *[no] Klicke
} eine deiner S\xE4ulen an, dann ein leuchtendes Feld.
hint-move-from = { $square } ziehen: { $touch ->
    [yes] tippe
   *[no] klicke
} ein leuchtendes Feld an (noch einmal { $square } hebt auf).
hint-go-on = Weiter schlagen: { $touch ->
    [yes] tippe
   *[no] klicke
} ein leuchtendes Feld an.
hint-must-capture = Schlagen ist Pflicht: w\xE4hle eine S\xE4ule, die schlagen kann.
hint-you-play = Du spielst { $side }.
hint-watching = Du schaust zu.

## Warum eine Wahl oder ein Zug nicht geht, und andere Meldungen
msg-spectator = Du schaust zu: nur die Spieler ziehen.
msg-not-playing = Die Partie l\xE4uft nicht: jetzt kein Zug.
msg-not-your-turn = { $side } ist am Zug, nicht du.
msg-not-your-column = Diese S\xE4ule geh\xF6rt { $colour ->
    [white] Wei\xDF
   *[black] Schwarz
  }.
msg-compulsory = Schlagzwang: { $squares } muss schlagen
msg-no-move = Die S\xE4ule auf { $square } kann nicht ziehen.
msg-empty = { $square } ist leer: w\xE4hle eine deiner S\xE4ulen.
msg-finish-capture = Beende den Schlag auf einem leuchtenden Feld (Esc f\xE4ngt neu an).
msg-not-legal = { $move } ist hier kein erlaubter Zug.
msg-not-legal-from = { $move } ist kein erlaubter Zug: Die S\xE4ule auf { $square } kann { $moves } ziehen.
msg-offline = Nicht verbunden: { $move } wurde nicht gesendet. Zieh noch einmal, sobald die Verbindung steht.
msg-offline-request = Nicht verbunden: versuch es noch einmal, sobald die Verbindung steht.
msg-resent = Dein Zug { $move } wird noch einmal gesendet.
msg-draw-offered = Remis angeboten: warte auf Antwort.
msg-takeback-offered = Zur\xFCcknahme erbeten: warte auf Antwort.
msg-rematch-offered = Revanche angeboten: warte auf Antwort.
msg-declined-draw = { $side } hat dein Remisangebot abgelehnt.
msg-declined-takeback = { $side } hat deine Bitte um Zur\xFCcknahme abgelehnt.
msg-declined-rematch = { $side } hat deine Revanche abgelehnt.
msg-taken-back = Ein Zug wurde zur\xFCckgenommen.
msg-rematch = Die Revanche: eine neue Partie, mit getauschten Farben.
offer-draw = { $side } bietet Remis an.
offer-takeback = { $side } bittet um Zur\xFCcknahme eines Zuges.
offer-rematch = { $side } bietet eine Revanche an.

## Ergebnisse
result-no-columns = { $winner } gewinnt: jeder Stein von { $loser } ist gefangen
result-blocked = { $winner } gewinnt: { $loser } hat keinen erlaubten Zug
result-time = { $winner } gewinnt auf Zeit: die Uhr von { $loser } ist abgelaufen
result-resignation = { $winner } gewinnt: { $loser } hat aufgegeben
result-repetition = Remis: dieselbe Stellung kam dreimal vor
result-agreement = Remis nach Vereinbarung
result-withdrawn = Die Partie wurde ohne Ergebnis zur\xFCckgezogen
result-ply-limit = Remis: die Partie hat die Grenze von 1.000 Halbz\xFCgen erreicht
result-over = Partie vorbei
live-played = { $side } zog { $move }

## Was der Server ablehnt
error-bad-message = Der Server hat die Anfrage nicht verstanden.
error-too-large = Die Anfrage war zu lang.
error-rate-limited = Zu viele Anfragen auf einmal: warte einen Augenblick.
error-hello-first = Die Verbindung war noch nicht bereit; versuch es noch einmal.
error-unsupported-protocol = Diese Seite ist \xE4lter als der Server: lade sie neu.
error-no-such-game = Keine Partie hat diesen Code.
error-not-your-seat = Dieser Platz geh\xF6rt dir nicht.
error-game-full = Diese Partie hat schon zwei Spieler: du schaust zu.
error-not-playing = Die Partie l\xE4uft nicht: jetzt kein Zug.
error-not-your-turn = Du bist nicht am Zug.
error-stale-ply = Der Zug kam zu sp\xE4t: das Brett zeigt die Partie, wie sie steht.
error-illegal-move = Der Server hat den Zug als unerlaubt abgelehnt.
error-no-offer = Ein solches Angebot gibt es gerade nicht.
error-too-many-games = Du hast zu viele unbeendete Partien.
error-bad-value = Ein Wert lag au\xDFerhalb des Erlaubten.
error-server-error = Der Server konnte die \xC4nderung nicht speichern; nichts wurde ge\xE4ndert.
error-too-many-connections = Zu viele Verbindungen von deiner Adresse.
error-too-many-watched = Du schaust zu vielen Partien zu.
error-slow-down = Zu viele unbekannte Codes: warte ein wenig, dann versuch es noch einmal.
error-too-many-watchers = Diese Partie hat schon so viele Zuschauer, wie sie aufnimmt: versuch es sp\xE4ter noch einmal.
error-server-full = Der Server nimmt gerade keine neuen Partien an (wenig Speicherplatz); laufende Partien gehen weiter.
error-busy = Der Computer ist gerade ausgelastet: versuch es gleich noch einmal.
error-too-many-computer-games = Du hast in dieser Stunde viele Partien gegen den Computer begonnen: warte eine Weile.
error-too-many-analyses = Eine Analyse, die du angefordert hast, l\xE4uft noch, oder du hast die Analysen f\xFCr heute verbraucht.
error-not-finished = Eine Partie wird analysiert, wenn sie zu Ende ist.
error-other = Der Server hat die Anfrage abgelehnt.

## Steine und S\xE4ulen
man-w = wei\xDFer Soldat
man-W = wei\xDFer Offizier
man-b = schwarzer Soldat
man-B = schwarzer Offizier
man-title-w = Wei\xDFer Soldat
man-title-W = Wei\xDFer Offizier
man-title-b = Schwarzer Soldat
man-title-B = Schwarzer Offizier
men-run = { $kind ->
    [w] { $count ->
        [one] 1 wei\xDFer Soldat
       *[other] { $count } wei\xDFe Soldaten
      }
    [W] { $count ->
        [one] 1 wei\xDFer Offizier
       *[other] { $count } wei\xDFe Offiziere
      }
    [b] { $count ->
        [one] 1 schwarzer Soldat
       *[other] { $count } schwarze Soldaten
      }
   *[B] { $count ->
        [one] 1 schwarzer Offizier
       *[other] { $count } schwarze Offiziere
      }
  }
square-empty = { $square }: leer
square-landing = { $label }, ein Zielfeld
square-picked = { $label }, gew\xE4hlt
square-men = { $square }: { $top }
square-men-under = { $square }: { $top }, darunter { $under }
inspector-title = { $square }: S\xE4ule von { $side }, { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
  }
inspector-empty = { $square }: leer
inspector-commander = Anf\xFChrer
inspector-prisoner = Gefangener
inspector-hint = { $touch ->
    [yes] Tippe eine S\xE4ule an
   *[no] Zeig auf eine S\xE4ule
}: hier stehen ihre Steine, von oben nach unten.

## Der Computer, Nachspielen, Analyse
lobby-computer = Gegen den Computer spielen
lobby-level = Stufe
lobby-play-computer = Partie beginnen
level-option = { $level } \xB7 { $name } (etwa { $rating })
level-name = Stufe { $level }, { $name }
level-1 = Rekrut
level-2 = Gefreiter
level-3 = Korporal
level-4 = Feldwebel
level-5 = Leutnant
level-6 = Hauptmann
level-7 = Oberst
level-8 = Marschall
level-about-1 = Schaut einen Zug voraus und w\xE4hlt oft einen schw\xE4cheren: Anf\xE4nger k\xF6nnen ihn schlagen.
level-about-2 = Schaut zwei Z\xFCge voraus und patzt noch: gut, um das Schlagen zu lernen.
level-about-3 = Sieht kurze Kombinationen, macht hin und wieder einen Fehler.
level-about-4 = Ein sorgf\xE4ltiger Vereinsspieler: l\xE4sst selten einen Stein h\xE4ngen.
level-about-5 = Spielt jedes Mal seinen besten Zug: ein starker Gegner.
level-about-6 = Sieht tiefere Kombinationen: wer ihn schl\xE4gt, spielt gut.
level-about-7 = Ein Experte: denkt Sekundenbruchteile pro Zug.
level-about-8 = Die volle St\xE4rke des Programms, 2 Sekunden pro Zug.
player-computer = Computer, { $level }
status-computer-thinking = Der Computer denkt nach
title-your-move = Du bist am Zug \xB7 Lasca
review-first = Anfangsstellung
review-back = Vorheriger Zug
review-next = N\xE4chster Zug
review-last = Letzter Zug
review-live = Zur\xFCck zur Partie
review-keys = \u2190 und \u2192 gehen durch die Z\xFCge, Pos1 und Ende zum Anfang und zum Ende. { $touch ->
    [yes] Tippe
   *[no] Klicke
} einen Zug an, um ihn zu sehen.
review-download = Partie herunterladen
review-ply = Nach { $move }
review-start = Anfangsstellung
analysis-ask = Computeranalyse
analysis-progress = Analyse: { $done } von { $total } Stellungen
analysis-graph = Die Bewertung des Computers nach jedem Zug (oben: Wei\xDF steht besser)
analysis-score = Bewertung { $score } { $better ->
    [white] (Wei\xDF steht besser)
    [black] (Schwarz steht besser)
   *[even] (ausgeglichen)
}
analysis-class-best = Bester Zug
analysis-class-good = Guter Zug
analysis-class-inaccuracy = Ungenauigkeit: verliert { $loss } Steine
analysis-class-mistake = Fehler: verliert { $loss } Steine
analysis-class-blunder = Grober Fehler: verliert { $loss } Steine
analysis-better = besser war { $move }
analysis-line = von hier aus spielt der Computer { $line }

## Players, accounts and quick pairing (protocol 5)
account-signup = Registrieren
account-login = Anmelden
account-logout = Abmelden
account-name = Name
account-password = Passwort
account-cancel = Abbrechen
account-signup-title = Konto anlegen
account-login-title = Anmelden
account-guest = { $name } (Gast)
account-error-bad_name = Ein Name hat 3 bis 20 Buchstaben, Ziffern, - oder _.
account-error-reserved = Dieser Name ist reserviert: w\xE4hle einen anderen.
account-error-taken = Diesen Namen hat schon jemand.
account-error-bad_password = Ein Passwort hat mindestens 8 Zeichen.
account-error-common_password = Dieses Passwort geh\xF6rt zu den h\xE4ufigsten: w\xE4hle ein anderes.
account-error-wrong_password = Name oder Passwort falsch.
account-error-throttled = Zu viele Versuche: warte { $seconds } s.
account-error-other = Das hat nicht geklappt; versuch es noch einmal.
lobby-play-now = Sofort spielen
lobby-play-now-rated = Gewertete Partien gegen jemanden deiner Wertung, in Sekunden.
lobby-play-now-casual = Ungewertete Partien gegen einen anderen Gast. Mit einem Konto spielst du gewertet.
lobby-seeking = Suche einen Gegner: { $pool }\u2026
lobby-seek-cancel = Abbrechen
player-name = { $name }
player-rated = { $name } ({ $rating })
player-change = { $change }

clock-days = { $days ->
    [one] 1 Tag je Zug
   *[other] { $days } Tage je Zug
}
lobby-your-games = Deine Partien
lobby-your-turn = Du bist am Zug
lobby-their-turn = Gegner am Zug
lobby-waiting-opponent = Wartet auf einen Gegner
lobby-against = gegen { $name }
lobby-open-game = \xD6ffnen

lobby-playing = Laufende Partien
lobby-rated = gewertet

lobby-leaderboard = Bestenliste
`;var Mt=`# Lasca online w przegl\u0105darce. S\u0142owa s\u0105 takie jak w grze na komputer (assets/i18n/pl):
# pion, \u017Co\u0142nierz, oficer, kolumna, dow\xF3dca, jeniec, bicie; strony to \u201EBia\u0142e\u201D i \u201ECzarne\u201D
# (liczba mnoga: \u201EBia\u0142e wygrywaj\u0105\u201D, \u201ECzarne odrzuci\u0142y\u201D).
page-title = Lasca online
app-name = Lasca
app-tagline = Warcaby kolumnowe Emanuela Laskera z 1911 roku: zbity pion nie znika z planszy, lecz trafia pod kolumn\u0119, kt\xF3ra go przeskoczy\u0142a.
language-switch-label = J\u0119zyk

## Pasek po\u0142\u0105czenia
conn-connecting = \u0141\u0105czenie\u2026
conn-lost = Utracono po\u0142\u0105czenie, \u0142\u0105cz\u0119 ponownie\u2026
conn-offline = Brak sieci: po\u0142\u0105cz\u0119 ponownie, gdy tylko sie\u0107 wr\xF3ci. Twoja partia czeka.
conn-reconnected = Po\u0142\u0105czono ponownie

## Poczekalnia
lobby-new-game = Zagraj z cz\u0142owiekiem
lobby-colour = Kolor
colour-white = Bia\u0142e
colour-black = Czarne
colour-random = Losowo
lobby-variant = Gra
variant-lasca7 = Lasca 7\xD77
variant-lasca8 = Lasca 8\xD78
variant-bashni = Baszni
lobby-clock = Zegar
clock-none = Bez zegara
clock-control = { $minutes } min + { $increment } s
lobby-public = Poka\u017C w\u015Br\xF3d otwartych partii
lobby-create = Utw\xF3rz parti\u0119
lobby-friends-game = Partia znajomego
lobby-code = Kod
lobby-code-placeholder = np. ABC DEF 234
lobby-join = Do\u0142\u0105cz
lobby-watch = Ogl\u0105daj
lobby-open-games = Otwarte partie
lobby-no-open-games = Brak otwartych partii. Utw\xF3rz now\u0105 albo popro\u015B znajomego o kod.
lobby-entry = grasz: { $side } \xB7 { $control }
lobby-age = { $minutes ->
    [0] przed chwil\u0105
    [one] minut\u0119 temu
    [few] { $minutes } minuty temu
    [many] { $minutes } minut temu
   *[other] { $minutes } minuty temu
  }
lobby-bad-code = \u201E{ $code }\u201D nie jest kodem partii: kod to 9 liter i cyfr.
lobby-rules = Jak gra\u0107: kolumny id\u0105 po przek\u0105tnej do przodu, o jedno pole; oficerowie tak\u017Ce do ty\u0142u. Bicie jest obowi\u0105zkowe: przeskocz kolumn\u0119 przeciwnika, we\u017A jej g\xF3rny pion do niewoli pod swoj\u0105 kolumn\u0119 i bij dalej, dop\xF3ki mo\u017Cesz. Kto nie mo\u017Ce wykona\u0107 ruchu, przegrywa.

## Partia
game-code = Partia
game-copy-link = Kopiuj link
game-sound = D\u017Awi\u0119k, gdy m\xF3j ruch
game-link-copied = Skopiowano link: wy\u015Blij go znajomemu.
game-copy-failed = Skopiuj ten link: { $link }
game-spectators = { $count ->
    [0] brak widz\xF3w
    [one] 1 widz
    [few] { $count } widz\xF3w
    [many] { $count } widz\xF3w
   *[other] { $count } widza
  }
game-board = Plansza
game-flip = Obr\xF3\u0107 plansz\u0119
game-resign = Poddaj si\u0119
game-resign-confirm = Na pewno si\u0119 podda\u0107? { $touch ->
    [yes] Dotknij
   *[no] Kliknij
} jeszcze raz
game-withdraw = Wycofaj
game-withdraw-confirm = Na pewno wycofa\u0107? { $touch ->
    [yes] Dotknij
   *[no] Kliknij
} jeszcze raz
game-cancel = Anuluj
game-offer-draw = Zaproponuj remis
game-take-back = Cofnij ruch
game-take-back-hover = Popro\u015B przeciwnika o cofni\u0119cie twojego ostatniego ruchu
game-rematch = Rewan\u017C
game-rematch-hover = Zagraj jeszcze raz, z zamienionymi kolorami
game-accept = Przyjmij
game-decline = Odrzu\u0107
game-to-lobby = Nowa partia
game-move-label = Wpisz ruch
game-move-placeholder = np. c3-d4
game-play = Zagraj
game-moves = Ruchy
game-no-moves = Jeszcze bez ruchu.
game-clock-white = Zegar bia\u0142ych
game-clock-black = Zegar czarnych
game-no-clock = \u2014
game-rematch-link = Ogl\u0105daj rewan\u017C
game-loading = Otwieranie partii\u2026

## Gracze
side-white = Bia\u0142e
side-black = Czarne
player-you = ty
player-opponent = przeciwnik
player-waiting = miejsce wolne
player-online = online
player-offline = nieobecny
player-unknown = status nieznany
player-line = { $side } \xB7 { $who }

## Co m\xF3wi partia
status-waiting-you = Czekam na znajomego: wy\u015Blij mu kod albo link.
status-waiting = Czekam na drugiego gracza.
status-your-move = Tw\xF3j ruch ({ $side })
status-their-move = { $side } na ruchu: czekam na przeciwnika
status-to-move = { $side } na ruchu
status-over = Koniec partii: { $result }
status-no-game = Nie ma partii o tym kodzie.
hint-pick = { $touch ->
    [yes] Dotknij jednej ze swoich kolumn, potem pod\u015Bwietlonego pola.
   *[no] Kliknij jedn\u0105 ze swoich kolumn, potem pod\u015Bwietlone pole.
}
hint-move-from = Ruch z { $square }: { $touch ->
    [yes] dotknij pod\u015Bwietlonego pola
   *[no] kliknij pod\u015Bwietlone pole
} ({ $square } jeszcze raz anuluje).
hint-go-on = Bij dalej: { $touch ->
    [yes] dotknij pod\u015Bwietlonego pola.
   *[no] kliknij pod\u015Bwietlone pole.
}
hint-must-capture = Bicie jest obowi\u0105zkowe: wybierz kolumn\u0119, kt\xF3ra mo\u017Ce bi\u0107.
hint-you-play = Grasz: { $side }.
hint-watching = Ogl\u0105dasz.

## Dlaczego wyb\xF3r lub ruch odrzucono, i inne komunikaty
msg-spectator = Ogl\u0105dasz: ruchy wykonuj\u0105 tylko gracze.
msg-not-playing = Partia si\u0119 nie toczy: teraz nie mo\u017Cna wykona\u0107 ruchu.
msg-not-your-turn = Teraz ruch maj\u0105 { $side }, nie ty.
msg-not-your-column = Ta kolumna nale\u017Cy do { $colour ->
    [white] Bia\u0142ych
   *[black] Czarnych
  }.
msg-compulsory = Bicie jest obowi\u0105zkowe: bi\u0107 musi { $squares }
msg-no-move = Kolumna na { $square } nie mo\u017Ce wykona\u0107 ruchu.
msg-empty = Pole { $square } jest puste: wybierz jedn\u0105 ze swoich kolumn.
msg-finish-capture = Doko\u0144cz bicie na pod\u015Bwietlonym polu (Esc zaczyna od nowa).
msg-not-legal = { $move } nie jest tu dozwolonym ruchem.
msg-not-legal-from = { $move } nie jest dozwolonym ruchem: kolumna na { $square } mo\u017Ce zagra\u0107 { $moves }.
msg-offline = Brak po\u0142\u0105czenia: nie wys\u0142ano ruchu { $move }. Zagraj go jeszcze raz, gdy po\u0142\u0105czenie wr\xF3ci.
msg-offline-request = Brak po\u0142\u0105czenia: spr\xF3buj jeszcze raz, gdy po\u0142\u0105czenie wr\xF3ci.
msg-resent = Tw\xF3j ruch { $move } zostaje wys\u0142any ponownie.
msg-draw-offered = Zaproponowano remis: czekam na odpowied\u017A.
msg-takeback-offered = Poproszono o cofni\u0119cie ruchu: czekam na odpowied\u017A.
msg-rematch-offered = Zaproponowano rewan\u017C: czekam na odpowied\u017A.
msg-declined-draw = { $side } odrzuci\u0142y twoj\u0105 propozycj\u0119 remisu.
msg-declined-takeback = { $side } odrzuci\u0142y twoj\u0105 pro\u015Bb\u0119 o cofni\u0119cie ruchu.
msg-declined-rematch = { $side } odrzuci\u0142y twoj\u0105 propozycj\u0119 rewan\u017Cu.
msg-taken-back = Cofni\u0119to ruch.
msg-rematch = Rewan\u017C: nowa partia, z zamienionymi kolorami.
offer-draw = { $side } proponuj\u0105 remis.
offer-takeback = { $side } prosz\u0105 o cofni\u0119cie ruchu.
offer-rematch = { $side } proponuj\u0105 rewan\u017C.

## Wyniki
result-no-columns = { $winner } wygrywaj\u0105: ka\u017Cdy pion przeciwnika ({ $loser }) jest je\u0144cem
result-blocked = { $winner } wygrywaj\u0105: { $loser } nie maj\u0105 dozwolonego ruchu
result-time = { $winner } wygrywaj\u0105 na czas: { $loser } przekroczy\u0142y czas
result-resignation = { $winner } wygrywaj\u0105: { $loser } podda\u0142y si\u0119
result-repetition = Remis: ta sama pozycja wyst\u0105pi\u0142a trzy razy
result-agreement = Remis za porozumieniem
result-withdrawn = Parti\u0119 wycofano bez wyniku
result-ply-limit = Remis: partia osi\u0105gn\u0119\u0142a limit 1000 posuni\u0119\u0107
result-over = Koniec partii
live-played = { $side } zagra\u0142y { $move }

## Czego odmawia serwer
error-bad-message = Serwer nie zrozumia\u0142 \u017C\u0105dania.
error-too-large = \u017B\u0105danie by\u0142o za d\u0142ugie.
error-rate-limited = Za du\u017Co \u017C\u0105da\u0144 naraz: poczekaj chwil\u0119.
error-hello-first = Po\u0142\u0105czenie nie by\u0142o jeszcze gotowe; spr\xF3buj ponownie.
error-unsupported-protocol = Ta strona jest starsza ni\u017C serwer: od\u015Bwie\u017C j\u0105.
error-no-such-game = Nie ma partii o tym kodzie.
error-not-your-seat = To miejsce nie nale\u017Cy do ciebie.
error-game-full = Ta partia ma ju\u017C dw\xF3ch graczy: ogl\u0105dasz.
error-not-playing = Partia si\u0119 nie toczy: teraz nie mo\u017Cna wykona\u0107 ruchu.
error-not-your-turn = To nie tw\xF3j ruch.
error-stale-ply = Ten ruch przyszed\u0142 za p\xF3\u017Ano: plansza pokazuje parti\u0119 w obecnym stanie.
error-illegal-move = Serwer odrzuci\u0142 ruch jako niedozwolony.
error-no-offer = Nie ma teraz takiej propozycji.
error-too-many-games = Masz za du\u017Co niedoko\u0144czonych partii.
error-bad-value = Warto\u015B\u0107 by\u0142a poza dozwolonym zakresem.
error-server-error = Serwer nie m\xF3g\u0142 zapisa\u0107 zmiany; nic nie zosta\u0142o zmienione.
error-too-many-connections = Za du\u017Co po\u0142\u0105cze\u0144 z twojego adresu.
error-too-many-watched = Ogl\u0105dasz za du\u017Co partii.
error-slow-down = Za du\u017Co nieznanych kod\xF3w: odczekaj chwil\u0119, potem spr\xF3buj ponownie.
error-too-many-watchers = Ta partia ma ju\u017C najwi\u0119ksz\u0105 liczb\u0119 widz\xF3w: spr\xF3buj p\xF3\u017Aniej.
error-server-full = Serwer nie przyjmuje teraz nowych partii (brak miejsca na dysku); trwaj\u0105ce partie tocz\u0105 si\u0119 dalej.
error-busy = Komputer jest teraz zaj\u0119ty: spr\xF3buj za chwil\u0119.
error-too-many-computer-games = W tej godzinie rozpocz\u0105\u0142e\u015B ju\u017C wiele partii z komputerem: odczekaj chwil\u0119.
error-too-many-analyses = Zam\xF3wiona analiza jeszcze trwa albo wykorzysta\u0142e\u015B ju\u017C dzisiejsze analizy.
error-not-finished = Parti\u0119 analizuje si\u0119 po jej zako\u0144czeniu.
error-other = Serwer odrzuci\u0142 \u017C\u0105danie.

## Piony i kolumny
man-w = bia\u0142y \u017Co\u0142nierz
man-W = bia\u0142y oficer
man-b = czarny \u017Co\u0142nierz
man-B = czarny oficer
man-title-w = Bia\u0142y \u017Co\u0142nierz
man-title-W = Bia\u0142y oficer
man-title-b = Czarny \u017Co\u0142nierz
man-title-B = Czarny oficer
men-run = { $kind ->
    [w] { $count ->
        [one] 1 bia\u0142y \u017Co\u0142nierz
        [few] { $count } bia\u0142ych \u017Co\u0142nierzy
        [many] { $count } bia\u0142ych \u017Co\u0142nierzy
       *[other] { $count } bia\u0142ego \u017Co\u0142nierza
      }
    [W] { $count ->
        [one] 1 bia\u0142y oficer
        [few] { $count } bia\u0142ych oficer\xF3w
        [many] { $count } bia\u0142ych oficer\xF3w
       *[other] { $count } bia\u0142ego oficera
      }
    [b] { $count ->
        [one] 1 czarny \u017Co\u0142nierz
        [few] { $count } czarnych \u017Co\u0142nierzy
        [many] { $count } czarnych \u017Co\u0142nierzy
       *[other] { $count } czarnego \u017Co\u0142nierza
      }
   *[B] { $count ->
        [one] 1 czarny oficer
        [few] { $count } czarnych oficer\xF3w
        [many] { $count } czarnych oficer\xF3w
       *[other] { $count } czarnego oficera
      }
  }
square-empty = { $square }: puste
square-landing = { $label }, pole docelowe
square-picked = { $label }, wybrana
square-men = { $square }: { $top }
square-men-under = { $square }: { $top }, pod nim { $under }
inspector-title = { $square }: kolumna ({ $side }), { $count ->
    [one] 1 pion
    [few] { $count } piony
    [many] { $count } pion\xF3w
   *[other] { $count } piona
  }
inspector-empty = { $square }: puste
inspector-commander = dow\xF3dca
inspector-prisoner = jeniec
inspector-hint = { $touch ->
    [yes] Dotknij kolumny
   *[no] Najed\u017A na kolumn\u0119
}: tu zobaczysz jej piony, od g\xF3ry do do\u0142u.

## Komputer, przegl\u0105danie partii, analiza
lobby-computer = Zagraj z komputerem
lobby-level = Poziom
lobby-play-computer = Rozpocznij parti\u0119
level-option = { $level } \xB7 { $name } (oko\u0142o { $rating })
level-name = poziom { $level }, { $name }
level-1 = Rekrut
level-2 = Szeregowy
level-3 = Kapral
level-4 = Sier\u017Cant
level-5 = Porucznik
level-6 = Kapitan
level-7 = Pu\u0142kownik
level-8 = Marsza\u0142ek
level-about-1 = Patrzy jeden ruch naprz\xF3d i cz\u0119sto wybiera s\u0142abszy: pocz\u0105tkuj\u0105cy mo\u017Ce go pokona\u0107.
level-about-2 = Patrzy dwa ruchy naprz\xF3d i wci\u0105\u017C si\u0119 myli: dobry do nauki bicia.
level-about-3 = Widzi kr\xF3tkie kombinacje; czasem pope\u0142nia b\u0142\u0105d.
level-about-4 = Staranny gracz klubowy: rzadko zostawia piona bez ochrony.
level-about-5 = Za ka\u017Cdym razem gra sw\xF3j najlepszy ruch: silny przeciwnik.
level-about-6 = Widzi g\u0142\u0119bsze kombinacje: kto go pokona, gra dobrze.
level-about-7 = Ekspert: my\u015Bli u\u0142amek sekundy nad ruchem.
level-about-8 = Pe\u0142na si\u0142a programu, 2 sekundy na ruch.
player-computer = komputer, { $level }
status-computer-thinking = Komputer my\u015Bli
title-your-move = Tw\xF3j ruch \xB7 Lasca
review-first = Pozycja pocz\u0105tkowa
review-back = Poprzedni ruch
review-next = Nast\u0119pny ruch
review-last = Ostatni ruch
review-live = Wr\xF3\u0107 do partii
review-keys = \u2190 i \u2192 przechodz\u0105 przez ruchy, Home i End na pocz\u0105tek i na koniec. { $touch ->
    [yes] Dotknij ruchu
   *[no] Kliknij ruch
}, aby go zobaczy\u0107.
review-download = Pobierz parti\u0119
review-ply = Po { $move }
review-start = Pozycja pocz\u0105tkowa
analysis-ask = Analiza komputerowa
analysis-progress = Analiza: { $done } z { $total } pozycji
analysis-graph = Ocena komputera po ka\u017Cdym ruchu (w g\xF3r\u0119: lepiej stoj\u0105 bia\u0142e)
analysis-score = Ocena { $score } { $better ->
    [white] (lepiej stoj\u0105 bia\u0142e)
    [black] (lepiej stoj\u0105 czarne)
   *[even] (r\xF3wnowaga)
}
analysis-class-best = Najlepszy ruch
analysis-class-good = Dobry ruch
analysis-class-inaccuracy = Niedok\u0142adno\u015B\u0107: traci { $loss } piona
analysis-class-mistake = B\u0142\u0105d: traci { $loss } piona
analysis-class-blunder = Powa\u017Cny b\u0142\u0105d: traci { $loss } piona
analysis-better = lepszy by\u0142 { $move }
analysis-line = st\u0105d komputer zagra\u0142by { $line }

## Players, accounts and quick pairing (protocol 5)
account-signup = Za\u0142\xF3\u017C konto
account-login = Zaloguj si\u0119
account-logout = Wyloguj si\u0119
account-name = Nazwa
account-password = Has\u0142o
account-cancel = Anuluj
account-signup-title = Nowe konto
account-login-title = Logowanie
account-guest = { $name } (go\u015B\u0107)
account-error-bad_name = Nazwa ma od 3 do 20 liter, cyfr, - lub _.
account-error-reserved = Ta nazwa jest zastrze\u017Cona: wybierz inn\u0105.
account-error-taken = Kto\u015B ju\u017C ma t\u0119 nazw\u0119.
account-error-bad_password = Has\u0142o ma co najmniej 8 znak\xF3w.
account-error-common_password = To has\u0142o jest jednym z najcz\u0119stszych: wybierz inne.
account-error-wrong_password = Z\u0142a nazwa lub has\u0142o.
account-error-throttled = Zbyt wiele pr\xF3b: poczekaj { $seconds } s.
account-error-other = Nie uda\u0142o si\u0119; spr\xF3buj ponownie.
lobby-play-now = Graj teraz
lobby-play-now-rated = Partie rankingowe z graczem o podobnym rankingu, w kilka sekund.
lobby-play-now-casual = Partie towarzyskie z innym go\u015Bciem. Za\u0142\xF3\u017C konto, by gra\u0107 rankingowo.
lobby-seeking = Szukam przeciwnika: { $pool }\u2026
lobby-seek-cancel = Anuluj
player-name = { $name }
player-rated = { $name } ({ $rating })
player-change = { $change }

clock-days = { $days ->
    [one] 1 dzie\u0144 na ruch
   *[other] { $days } dni na ruch
}
lobby-your-games = Twoje partie
lobby-your-turn = Tw\xF3j ruch
lobby-their-turn = Ruch przeciwnika
lobby-waiting-opponent = Czeka na przeciwnika
lobby-against = z { $name }
lobby-open-game = Otw\xF3rz

lobby-playing = Trwaj\u0105ce partie
lobby-rated = rankingowa

lobby-leaderboard = Ranking
`;var Wn={en:Lt,de:Ct,pl:Mt},Fn=["en","de","pl"];function jt(t){return!!t&&Fn.includes(t)}function Kn(){let t=new URLSearchParams(location.search).get("lang");if(jt(t))return t;let e=navigator.languages&&navigator.languages.length>0?navigator.languages:[navigator.language];for(let n of e){let r=(n||"").toLowerCase().split(/[-_]/)[0];if(jt(r))return r}return"en"}var ne=Kn(),Ue=new ke(ne,{useIsolating:!1});Ue.addResource(new $e(Wn[ne]));var Vn=typeof matchMedia=="function"&&matchMedia("(pointer: coarse)").matches?"yes":"no";function s(t,e){let n=Ue.getMessage(t);return n?.value?Ue.formatPattern(n.value,{touch:Vn,...e}):t}function Ye(t){return new Intl.ListFormat(ne,{type:"disjunction"}).format(t)}function Pt(t=document){document.documentElement.lang=ne,document.title=s("page-title");for(let e of t.querySelectorAll("[data-l10n]"))e.textContent=s(e.dataset.l10n);for(let e of t.querySelectorAll("[data-l10n-aria]"))e.setAttribute("aria-label",s(e.dataset.l10nAria));for(let e of t.querySelectorAll("[data-l10n-title]"))e.title=s(e.dataset.l10nTitle);for(let e of t.querySelectorAll("[data-l10n-placeholder]"))e.placeholder=s(e.dataset.l10nPlaceholder)}var ie="abcdefgh";function ze(t){return t==="lasca7"?7:8}function Ee(t){let e=[];for(let n=1;n<=t;n++)for(let r=0;r<t;r++)(r+n)%2===1&&e.push(ie[r]+n);return e}var Jo=Ee(7);function me(t){return[ie.indexOf(t[0]??""),Number(t.slice(1))]}function se(t,e,n=7){return t<0||t>=n||e<1||e>n||(t+e)%2!==1?null:ie[t]+e}function xe(t){return t==="w"||t==="W"?"white":"black"}function pe(t){return t==="W"||t==="B"}function At(t){return t==="white"?"black":"white"}function O(t){let e=t.trim(),n="lasca7",r=/^(lasca8|bashni):\s*/.exec(e);r&&(n=r[1],e=e.slice(r[0].length));let[a,...i]=e.split(/\s+/),l=new Map;for(let u of i){let[p,h]=u.split(":");p&&h&&l.set(p,[...h])}return{side:a==="b"?"black":"white",columns:l,variant:n}}function _t(t){let e=[t.side==="white"?"w":"b"];for(let r of Ee(ze(t.variant))){let a=t.columns.get(r);a&&a.length>0&&e.push(`${r}:${a.join("")}`)}let n=e.join(" ");return t.variant==="lasca7"?n:`${t.variant}: ${n}`}function Nt(t){let e=new Map;for(let[n,r]of t.columns)e.set(n,[...r]);return{side:t.side,columns:e,variant:t.variant}}function q(t){return t.split(/[-x]/)}function Se(t){return t.includes("x")}function Je(t,e,n){let[r,a]=me(e),[i,l]=me(n),u=Math.abs(i-r);if(u<2||u!==Math.abs(l-a))return null;let p=Math.sign(i-r),h=Math.sign(l-a);for(let v=1;v<u;v++){let g=ie[r+v*p]+(a+v*h);if(g!==e&&(t.columns.get(g)?.length??0)>0)return g}return null}function Rt(t,e,n){let r=t.columns.get(e);if(!r)return null;t.columns.delete(e);let a=Je(t,e,n);if(a){let u=t.columns.get(a),p=u?.shift();p&&r.push(p),u&&u.length===0&&t.columns.delete(a)}let i=r[0],l=me(n)[1];return i==="w"&&l===ze(t.variant)&&(r[0]="W"),i==="b"&&l===1&&(r[0]="B"),t.columns.set(n,r),a}function Xe(t){return t%2===0?"white":"black"}var Gn="http://www.w3.org/2000/svg",A=100,oe=36,Ae=21,le=9,Qe=300;function _(t,e={}){let n=document.createElementNS(Gn,t);for(let[r,a]of Object.entries(e))n.setAttribute(r,String(a));return n}var Un=t=>new Promise(e=>setTimeout(e,t));function Ot(t,e){if(!e||e.length===0)return s("square-empty",{square:t});let n=s(`man-${e[0]}`),r=[],a=1;for(;a<e.length;){let i=a;for(;i<e.length&&e[i]===e[a];)i++;r.push(s("men-run",{kind:e[a],count:i-a})),a=i}return r.length===0?s("square-men",{square:t,top:n}):s("square-men-under",{square:t,top:n,under:r.join(", ")})}function et(t){let e=t.length,n=e>1?Math.min(le,38/(e-1)):0,a=50-((e-1)*n+le)/2,i="";for(let l=e-1;l>=0;l--){let u=t[l],p=a+l*n,h=u.toLowerCase();i+=`<g class="man m-${h}${pe(u)?" officer":""}"><path class="side" d="M${50-oe} ${p}v${le}a${oe} ${Ae} 0 0 0 ${2*oe} 0v${-le}z"/>`+(pe(u)?`<path class="band" d="M${50-oe} ${p+le-3}a${oe} ${Ae} 0 0 0 ${2*oe} 0"/>`:"")+`<ellipse class="top" cx="50" cy="${p}" rx="${oe}" ry="${Ae}"/><ellipse class="rim" cx="50" cy="${p}" rx="${oe-8}" ry="${Ae-5}"/>`,l===0&&pe(u)&&(i+=`<path class="crown" d="M36 ${p+7}L32 ${p-7}L41 ${p-1}L50 ${p-11}L59 ${p-1}L68 ${p-7}L64 ${p+7}Z"/>`),i+="</g>"}if(e>=4){let l=Math.max(13,a-12);i+=`<g class="height"><circle cx="86" cy="${l}" r="13"/><text x="86" y="${l}" dy="0.36em">${e}</text></g>`}return i}var _e=class{constructor(e,n){this.svg=e;this.events=n;e.append(this.backLayer,this.squareLayer,this.coordLayer,this.animLayer,this.arrowLayer),e.addEventListener("pointerleave",()=>this.events.inspect(null));let r=_("marker",{id:"arrow-head",viewBox:"0 0 10 10",refX:6,refY:5,markerWidth:3,markerHeight:3,orient:"auto"});r.append(_("path",{d:"M0,0 L10,5 L0,10 z"}));let a=_("defs");a.append(r),e.prepend(a),this.build(7)}svg;events;flipped=!1;squares=new Map;squareLayer=_("g",{class:"squares"});coordLayer=_("g",{class:"coords","aria-hidden":"true"});backLayer=_("g",{class:"back","aria-hidden":"true"});animLayer=_("g",{class:"anim","aria-hidden":"true"});arrowLayer=_("g",{class:"arrow","aria-hidden":"true"});shown={side:"white",columns:new Map,variant:"lasca7"};size=7;aim=[2,3];build(e){this.size=e,this.svg.setAttribute("viewBox",`0 0 ${e*A} ${e*A}`),this.svg.dataset.size=String(e),this.squares.clear(),this.squareLayer.replaceChildren();for(let n of Ee(e)){let r=_("g",{class:"square","data-square":n,role:"button",tabindex:-1});r.append(_("rect",{width:A,height:A}),_("circle",{class:"hint",cx:50,cy:50,r:15}),_("g",{class:"column","data-square":n,"aria-hidden":"true"})),r.addEventListener("click",()=>{this.events.activate(n)}),r.addEventListener("pointerenter",()=>this.events.inspect(n)),r.addEventListener("focus",()=>{this.aim=Dt(n),this.rove(n),this.events.inspect(n)}),r.addEventListener("keydown",a=>this.key(a,n)),this.squares.set(n,r)}this.layout(),this.rove(this.squares.has("c3")?"c3":Ee(e)[0])}rove(e){for(let[n,r]of this.squares)r.setAttribute("tabindex",n===e?"0":"-1")}get isFlipped(){return this.flipped}setFlipped(e){this.flipped=e,this.layout()}cell(e){let[n,r]=me(e),a=this.size;return this.flipped?[(a-1-n)*A,(r-1)*A]:[n*A,(a-r)*A]}layout(){this.svg.dataset.flipped=String(this.flipped);let e=this.size,n=[...this.squares.keys()].sort((i,l)=>this.cell(i)[1]-this.cell(l)[1]||this.cell(i)[0]-this.cell(l)[0]);for(let i of n){let l=this.squares.get(i),[u,p]=this.cell(i);l.setAttribute("transform",`translate(${u} ${p})`),this.squareLayer.append(l)}let r="";for(let i=0;i<e;i++)for(let l=0;l<e;l++)(i+l)%2===(e===7?1:0)&&(r+=`<rect x="${l*A}" y="${i*A}" width="${A}" height="${A}"/>`);this.backLayer.innerHTML=r;let a="";for(let i=0;i<e;i++){let l=this.flipped?ie[e-1-i]:ie[i],u=this.flipped?i+1:e-i;a+=`<text class="file" x="${i*A+94}" y="${e*A-6}">${l}</text>`,a+=`<text class="rank" x="5" y="${i*A+18}">${u}</text>`}this.coordLayer.innerHTML=a}show(e,n,r){ze(e.variant)!==this.size&&this.build(ze(e.variant)),this.shown=Nt(e),this.svg.dataset.position=r??_t(e),this.svg.dataset.ply=String(n),this.drawColumns()}get position(){return this.shown}drawColumns(){for(let[e,n]of this.squares){let r=this.shown.columns.get(e);this.drawColumn(e,r),n.setAttribute("aria-label",Ot(e,r))}}drawColumn(e,n){let r=this.squares.get(e).querySelector(".column");r.innerHTML=n&&n.length>0?et(n):""}mark(e){for(let[n,r]of this.squares){let a=r.classList,i=e.selected===n,l=e.landings.has(n);a.toggle("selected",i),a.toggle("landing",l),r.setAttribute("aria-pressed",String(i));let u=Ot(n,this.shown.columns.get(n));r.setAttribute("aria-label",l?s("square-landing",{label:u}):i?s("square-picked",{label:u}):u),a.toggle("path",e.path.includes(n)&&e.selected!==n),a.toggle("last-from",e.lastFrom===n),a.toggle("last-to",e.lastTo===n)}}arrow(e){if(this.arrowLayer.replaceChildren(),this.svg.dataset.arrow=e??"",!e)return;let n=a=>{let[i,l]=this.cell(a);return`${i+A/2},${l+A/2}`},r=q(e).map(n).join(" ");this.arrowLayer.append(_("polyline",{points:r,"marker-end":"url(#arrow-head)"}))}focus(e){this.squares.get(e)?.focus()}async animate(e,n=0){let r=q(e),a=document.hidden||matchMedia("(prefers-reduced-motion: reduce)").matches;for(let i=n;i+1<r.length;i++){let l=r[i],u=r[i+1];a||await this.hop(l,u),Rt(this.shown,l,u),this.drawColumns()}this.animLayer.replaceChildren()}async hop(e,n){let r=this.shown.columns.get(e);if(!r)return;let a=Je(this.shown,e,n),[i,l]=this.cell(e),[u,p]=this.cell(n),h=u-i,v=p-l,g=[];if(a){let P=this.shown.columns.get(a);if(P&&P.length>0){this.drawColumn(a,P.slice(1));let[V,x]=this.cell(a),N=_("g",{transform:`translate(${V} ${x})`}),Z=_("g",{class:"column prisoner"});Z.innerHTML=et([P[0]]),N.append(Z),this.animLayer.append(N);let te=(P.length-1)*Math.min(le,38/Math.max(1,P.length-1))/2,b=r.length*Math.min(le,38/Math.max(1,r.length))/2;g.push(Z.animate([{transform:`translate(0px, ${-te}px)`},{transform:`translate(${u-V}px, ${p-x+b}px)`}],{duration:Qe,easing:"ease-in",fill:"forwards"}))}}this.drawColumn(e,void 0);let M=_("g",{transform:`translate(${i} ${l})`}),E=_("g",{class:"column moving"});E.innerHTML=et(r),M.append(E),this.animLayer.append(M);let ae=a?38:0;g.push(E.animate([{transform:"translate(0px, 0px)"},{transform:`translate(${h/2}px, ${v/2-ae}px)`,offset:.5},{transform:`translate(${h}px, ${v}px)`}],{duration:Qe,easing:"ease-in-out",fill:"forwards"})),await Promise.race([Promise.all(g.map(P=>P.finished)),Un(Qe+60)]).catch(()=>{}),this.animLayer.replaceChildren()}key(e,n){let r={ArrowUp:[0,1],ArrowDown:[0,-1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key==="Enter"||e.key===" "){e.preventDefault(),this.events.activate(n);return}if(e.key==="Escape"){e.preventDefault(),this.events.cancel();return}let a=r[e.key];if(!a)return;e.preventDefault();let i=this.flipped?-1:1,[l,u]=[a[0]*i,a[1]*i],[p,h]=Dt(n),v=null;if(u!==0){let g=h+u,M=this.aim[0],E=this.size;v=se(M,g,E)??se(p+1,g,E)??se(p-1,g,E),v&&(this.aim=[M,g])}else{let g=p+l,M=this.aim[1],E=this.size;v=se(g,M,E)??se(g,h+1,E)??se(g,h-1,E),v&&(this.aim=[g,M])}if(v){let g=this.aim;this.squares.get(v)?.focus(),this.aim=g}}},Dt=me;var tt=t=>`lasca.seat.${t}`;function X(t){try{let e=JSON.parse(localStorage.getItem(tt(t))??"null");if(e&&typeof e.token=="string"&&(e.colour==="white"||e.colour==="black"))return e}catch{}return null}function qt(t,e){try{localStorage.setItem(tt(t),JSON.stringify({token:e.token,colour:e.colour}))}catch{}}function Bt(t){try{localStorage.removeItem(tt(t))}catch{}}function Ne(t){return t.replace(/[\s-]+/g,"").toUpperCase()}var Yn=/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]+$/;function It(t){return(t.length===9||t.length===6)&&Yn.test(t)}function ce(t){return t.replace(/(.{3})(?=.)/g,"$1 ")}function Zt(t){let e=Math.max(0,Math.floor(t)),n=Math.floor(e/1e3);if(n>=86400)return`${Math.floor(n/86400)}d ${Math.floor(n%86400/3600)}h`;let r=Math.floor(n/3600),a=Math.floor(n%3600/60),i=String(n%60).padStart(2,"0");return e<1e4?`${a}:${i}.${Math.floor(e/100)%10}`:r>0?`${r}:${String(a).padStart(2,"0")}:${i}`:`${a}:${i}`}var y=t=>document.getElementById(t),Jn=[800,1100,1600,1700,2e3,2250,2700,2900];function j(t){return s(t==="white"?"side-white":"side-black")}function nt(t){return t?t.increment_s===0&&t.initial_s>=86400&&t.initial_s%86400===0?s("clock-days",{days:t.initial_s/86400}):s("clock-control",{minutes:Math.round(t.initial_s/60),increment:t.increment_s}):s("clock-none")}function Ht(t){return s("level-name",{level:t,name:s(`level-${t}`)})}function Xn(t){if(t==="none")return null;if(t.endsWith("d"))return{initial_s:Number(t.slice(0,-1))*86400,increment_s:0};let[e,n]=t.split("+").map(Number);return{initial_s:(e??5)*60,increment_s:n??0}}var Re=class{constructor(e){this.host=e}host;rid=0;creating=!1;setup(){for(let a of[y("create-clock"),y("computer-clock")])for(let i of a.options){let[l,u]=i.value.split("+");u&&(i.textContent=s("clock-control",{minutes:Number(l),increment:Number(u)})),i.value.endsWith("d")&&(i.textContent=s("clock-days",{days:Number(i.value.slice(0,-1))}))}let e=y("computer-level");e.replaceChildren(...Jn.map((a,i)=>{let l=document.createElement("option");return l.value=String(i+1),l.textContent=s("level-option",{level:i+1,name:s(`level-${i+1}`),rating:a}),l.selected=i===1,l}));let n=()=>y("computer-level-about").textContent=s(`level-about-${e.value}`);e.addEventListener("change",n),n(),y("computer-form").addEventListener("submit",a=>{a.preventDefault(),this.create(y("computer-colour").value,y("computer-clock").value,!1,y("computer-variant").value,Number(e.value))}),y("create-form").addEventListener("submit",a=>{a.preventDefault(),this.create(y("create-colour").value,y("create-clock").value,y("create-public").checked,y("create-variant").value,null)});let r=()=>{let a=Ne(y("join-code").value);return It(a)?(y("join-error").textContent="",a):(y("join-error").textContent=s("lobby-bad-code",{code:a||y("join-code").value}),null)};y("join-form").addEventListener("submit",a=>{a.preventDefault();let i=r();i&&this.host.open(i,!1)}),y("watch-button").addEventListener("click",()=>{let a=r();a&&this.host.open(a,!0)}),setInterval(()=>{!this.host.inGame()&&!document.hidden&&(this.host.send({type:"lobby"}),this.host.send({type:"mine"}))},5e3)}create(e,n,r,a,i){if(this.creating)return;this.rid=this.rid+1>>>0;let l={type:"create",colour:e,clock:Xn(n),public:r,variant:a,rid:this.rid,...i!==null?{opponent:{computer:i}}:{}};if(!this.host.send(l)){this.error(s("msg-offline-request"));return}this.creating=!0,y("create-button").disabled=!0,y("computer-button").disabled=!0}answered(){this.creating=!1,y("create-button").disabled=!1,y("computer-button").disabled=!1}error(e){y("join-error").textContent=e,y("computer-error").textContent=e}renderMine(e){y("my-games").hidden=e.length===0,y("my-games-list").replaceChildren(...e.map(n=>{let r=document.createElement("li");r.dataset.code=n.code,r.dataset.turn=String(n.your_turn);let a=document.createElement("strong");a.className="turn",a.textContent=s(n.your_turn?"lobby-your-turn":n.opponent?"lobby-their-turn":"lobby-waiting-opponent");let i=document.createElement("span"),l=[n.opponent?s("lobby-against",{name:n.opponent}):ce(n.code),nt(n.time_control)];n.variant!=="lasca7"&&l.unshift(s(`variant-${n.variant}`)),i.textContent=l.join(" \xB7 ");let u=document.createElement("button");return u.type="button",u.className=n.your_turn?"primary":"",u.textContent=s("lobby-open-game"),u.addEventListener("click",()=>this.host.open(n.code,!1)),r.append(a,i,u),r}))}renderPlaying(e){y("playing").hidden=e.length===0,y("playing-list").replaceChildren(...e.map(n=>{let r=document.createElement("li");r.dataset.code=n.code;let a=document.createElement("strong"),i=h=>h?h.rating===null?h.name:`${h.name} (${h.rating}${h.provisional?"?":""})`:"?";a.textContent=`${i(n.players.white)} \u2013 ${i(n.players.black)}`;let l=document.createElement("span"),u=[nt(n.time_control)];n.variant!=="lasca7"&&u.unshift(s(`variant-${n.variant}`)),n.players.rated&&u.push(s("lobby-rated")),l.textContent=u.join(" \xB7 ");let p=document.createElement("button");return p.type="button",p.className="join",p.textContent=s("lobby-watch"),p.addEventListener("click",()=>this.host.open(n.code,!0)),r.append(a,l,p),r}))}render(e){y("lobby-list").replaceChildren(...e.map(r=>{let a=document.createElement("li");a.dataset.code=r.code;let i=document.createElement("strong");i.textContent=ce(r.code);let l=document.createElement("span");l.textContent=s("lobby-entry",{side:j(r.free),control:nt(r.time_control)}),r.variant&&r.variant!=="lasca7"&&(a.dataset.variant=r.variant,l.textContent=`${s(`variant-${r.variant}`)} \xB7 ${l.textContent}`);let u=document.createElement("span");u.className="age",u.textContent=s("lobby-age",{minutes:Math.floor(r.age_s/60)});let p=document.createElement("button");return p.type="button",p.className="join primary",p.textContent=s("lobby-join"),p.addEventListener("click",()=>this.host.open(r.code,!1)),a.append(i,l,u,p),a})),y("lobby-empty").hidden=e.length>0}};var Qn=[250,500,1e3,2e3],eo=3e3,to=2e4,no=1e4,Oe=class{constructor(e,n,r){this.url=e;this.onMessage=n;this.onState=r;addEventListener("online",()=>{this.greeted||this.retryNow()}),addEventListener("offline",()=>{this.greeted||this.onState("offline",!1)})}url;onMessage;onState;socket=null;attempt=0;greeted=!1;everConnected=!1;retryTimer=0;pingTimer=0;pongTimer=0;pingId=0;get ready(){return this.greeted&&this.socket?.readyState===WebSocket.OPEN}start(){this.open()}send(e){return!this.ready||!this.socket?!1:(this.socket.send(JSON.stringify(e)),!0)}open(){clearTimeout(this.retryTimer),this.greeted=!1;let e;try{e=new WebSocket(this.url)}catch{this.scheduleRetry();return}this.socket=e,e.onmessage=n=>{if(typeof n.data!="string")return;let r;try{r=JSON.parse(n.data)}catch{return}if(!(!r||typeof r.type!="string")){if(this.heard(),r.type==="welcome"){let a={type:"hello",protocol:5,client:"lasca-web 0.2"};e.send(JSON.stringify(a)),this.greeted=!0,this.attempt=0;let i=this.everConnected;this.everConnected=!0,this.onState("connected",i),this.schedulePing();return}r.type!=="pong"&&this.onMessage(r)}},e.onclose=()=>{this.socket===e&&(this.socket=null,this.greeted=!1,clearTimeout(this.pingTimer),clearTimeout(this.pongTimer),this.scheduleRetry())},e.onerror=()=>e.close()}scheduleRetry(){let e=Qn[this.attempt]??eo;this.attempt++;let n=navigator.onLine===!1;this.onState(n?"offline":this.everConnected?"reconnecting":"connecting",!1),this.retryTimer=window.setTimeout(()=>this.open(),e)}retryNow(){this.socket||(clearTimeout(this.retryTimer),this.open())}heard(){clearTimeout(this.pongTimer),this.greeted&&this.schedulePing()}schedulePing(){clearTimeout(this.pingTimer),this.pingTimer=window.setTimeout(()=>{if(!this.ready||!this.socket)return;let e=this.socket;e.send(JSON.stringify({type:"ping",id:++this.pingId})),this.pongTimer=window.setTimeout(()=>e.close(),no)},to)}};var S=t=>document.getElementById(t),oo="http://www.w3.org/2000/svg";function Wt(t,e=!1){return new Intl.NumberFormat(ne,{minimumFractionDigits:1,maximumFractionDigits:1,signDisplay:e?"exceptZero":"auto"}).format(t/100)}function ro(t,e){return`${Math.floor((e-1)/2)+1}${e%2===1?".":"\u2026"} ${t[e-1]??""}`}var Te=300,Q=90,De=class{constructor(e){this.host=e;S("review-first").addEventListener("click",()=>this.go(0)),S("review-back").addEventListener("click",()=>this.go(this.ply-1)),S("review-next").addEventListener("click",()=>this.go(this.ply+1)),S("review-last").addEventListener("click",()=>this.go(Number.MAX_SAFE_INTEGER)),S("review-live").addEventListener("click",()=>this.close()),S("analyse").addEventListener("click",()=>this.askAnalysis()),S("graph").addEventListener("click",n=>this.graphClick(n)),addEventListener("keydown",n=>this.key(n))}host;active=!1;ply=0;positions=[];forCode=null;wanted=null;analysis=null;progress=null;asked=!1;stale=!1;reset(){this.active=!1,this.positions=[],this.forCode=null,this.wanted=null,this.analysis=null,this.progress=null,this.asked=!1}gameShown(e){e.status==="ended"&&e.analysed&&!this.analysis&&!this.asked&&this.askAnalysis(),this.renderPanel()}go(e){let n=this.host.game(),r=this.host.code();if(!n||!r)return;let a=Math.max(0,Math.min(e,n.moves.length));if(this.forCode!==r||this.positions.length!==n.moves.length+1){this.wanted=a,this.host.send({type:"replay",code:r});return}this.active=n.status==="ended"||a<n.moves.length,this.ply=a,this.host.render()}close(){this.active&&(this.stale=!0),this.active=!1,this.host.render()}takeClosed(){let e=this.stale;return this.stale=!1,e}receive(e){let n=this.host.code();switch(e.type){case"replay":if(e.code!==n)return!0;if(this.positions=e.positions,this.forCode=n,this.wanted!==null){let r=this.wanted;this.wanted=null,this.go(r)}return!0;case"analysis_progress":return e.code===n&&(this.progress={done:e.done,total:e.total}),this.renderPanel(),!0;case"analysis":return e.code!==n||this.onAnalysis(e),!0;default:return!1}}refused(){this.asked=!1,this.progress=null,this.renderPanel()}onAnalysis(e){this.analysis=e.analysis,this.progress=null,this.host.render()}askAnalysis(){let e=this.host.code();!e||this.asked||this.host.send({type:"analyse",code:e})&&(this.asked=!0,this.renderPanel())}key(e){let n=this.host.game();if(!n||S("game").hidden||e.altKey||e.ctrlKey||e.metaKey)return;let r=e.target;if(r instanceof Element&&r.closest("#board, input, select, textarea"))return;let a=this.active?this.ply:n.moves.length,l={ArrowLeft:a-1,ArrowRight:a+1,Home:0,End:n.moves.length}[e.key];l!==void 0&&(e.preventDefault(),e.key==="End"&&n.status!=="ended"?this.close():this.go(l))}graphClick(e){let n=this.analysis?.scores;if(!n||n.length<2)return;let r=S("graph").getBoundingClientRect(),a=(e.clientX-r.left)/Math.max(1,r.width);this.go(Math.round(a*(n.length-1)))}drawBoard(){let e=this.host.game(),n=this.host.board;if(!this.active||!e||this.positions.length===0)return n.arrow(null),!1;let r=this.positions[this.ply]??this.positions[this.positions.length-1];n.show(O(r),this.ply,r);let a=this.ply>0?q(e.moves[this.ply-1]):null;return n.mark({selected:null,landings:new Set,path:[],lastFrom:a?a[0]:null,lastTo:a?a[a.length-1]:null}),n.arrow(this.analysis?.moves[this.ply]?.line[0]??null),!0}classOf(e){return this.analysis?.moves[e]?.class}renderPanel(){let e=this.host.game(),n=this.host.code(),r=S("review");if(r.hidden=!e||e.moves.length===0,!e||!n)return;let a=e.status==="ended",i=this.active?this.ply:e.moves.length;r.dataset.ply=String(i),r.dataset.active=String(this.active),S("review-ply").textContent=i===0?s("review-start"):s("review-ply",{move:ro(e.moves,i),ply:i,plies:e.moves.length}),S("review-first").disabled=i===0,S("review-back").disabled=i===0,S("review-next").disabled=i>=e.moves.length,S("review-last").disabled=i>=e.moves.length,S("review-live").hidden=!this.active||a;let l=S("download");l.href=`/g/${n}.pgn`,l.setAttribute("download",`lasca-${n}.pgn`);let u=S("analyse");u.hidden=!a||this.analysis!==null,u.disabled=this.asked;let p=S("analysis-progress");p.hidden=!this.progress,p.textContent=this.progress?s("analysis-progress",{done:this.progress.done,total:this.progress.total}):"",this.renderAnalysis(i)}renderAnalysis(e){let n=this.analysis,r=S("graph"),a=S("analysis-move");if(r.style.display=n?"":"none",a.hidden=!n,!n)return;r.setAttribute("viewBox",`0 0 ${Te} ${Q}`),r.setAttribute("preserveAspectRatio","none");let i=n.scores.length,l=x=>i>1?x/(i-1)*Te:0,u=x=>Q/2-Math.max(-1e3,Math.min(1e3,x))/1e3*(Q/2-4),p=n.scores.map((x,N)=>`${l(N).toFixed(1)},${u(x).toFixed(1)}`).join(" "),h=(x,N)=>{let Z=document.createElementNS(oo,x);for(let[te,b]of Object.entries(N))Z.setAttribute(te,String(b));return Z},v=[h("rect",{class:"area",x:0,y:0,width:Te,height:Q}),h("polygon",{class:"white-area",points:`0,${Q} ${p} ${Te},${Q}`}),h("line",{class:"zero",x1:0,y1:Q/2,x2:Te,y2:Q/2}),h("line",{class:"now",x1:l(e),y1:0,x2:l(e),y2:Q})];n.moves.forEach((x,N)=>{(x.class==="inaccuracy"||x.class==="mistake"||x.class==="blunder")&&v.push(h("circle",{class:x.class,cx:l(N+1),cy:u(n.scores[N+1]??0),r:3.5}))}),r.replaceChildren(...v),r.setAttribute("aria-label",s("analysis-graph"));let g=e>0?n.moves[e-1]:void 0,M=n.moves[e],E=n.scores[e]??0,ae=E>25?"white":E<-25?"black":"even",P=[];g?(P.push(s(`analysis-class-${g.class}`,{loss:Wt(g.loss)})),g.better&&P.push(s("analysis-better",{move:g.better})),a.dataset.class=g.class):delete a.dataset.class;let V=[s("analysis-score",{score:Wt(E,!0),better:ae})];M&&M.line.length>0&&V.push(s("analysis-line",{line:M.line.join(" ")})),a.textContent=[P.join(" \xB7 "),V.join(" \xB7 ")].filter(x=>x).join(`
`)}};var k=t=>document.getElementById(t),ao=[[3,2],[5,3],[10,5],[15,10]],B=null;async function Kt(){try{let t=await fetch("/api/me",{credentials:"same-origin",cache:"no-store"});t.ok&&(B=await t.json())}catch{B=null}Vt()}function Vt(){let t=k("account-name");B?.account?(t.textContent=B.name,t.href=`/@/${encodeURIComponent(B.name)}`):(t.textContent=B?s("account-guest",{name:B.name}):"",t.removeAttribute("href")),k("account-signup").hidden=!B||B.account,k("account-login").hidden=!B||B.account,k("account-logout").hidden=!B?.account,k("play-now-about").textContent=s(B?.account?"lobby-play-now-rated":"lobby-play-now-casual")}var Gt="signup";function Ft(t){Gt=t,k("account-title").textContent=s(t==="signup"?"account-signup-title":"account-login-title"),k("account-submit").textContent=s(t==="signup"?"account-signup":"account-login"),k("account-field-password").autocomplete=t==="signup"?"new-password":"current-password",k("account-error").textContent="",k("account-dialog").showModal(),k("account-field-name").focus()}async function Ut(t,e){return fetch(t,{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json"},body:JSON.stringify(e)})}async function io(){let t=k("account-field-name").value.trim(),e=k("account-field-password").value,n=k("account-error");try{let r=await Ut(Gt==="signup"?"/api/signup":"/api/login",{name:t,password:e});if(r.ok){location.reload();return}let a=await r.json().catch(()=>({})),i=Number(r.headers.get("retry-after")??"0"),l=`account-error-${a.error??"other"}`,u=s(l,{seconds:i});n.textContent=u===l?s("account-error-other"):u}catch{n.textContent=s("account-error-other")}}var at=null;function so(t){let[e,n]=t.split("-"),[r,a]=(n??"").split("+").map(Number);return`${s(`variant-${e}`)} \xB7 ${s("clock-control",{minutes:r??0,increment:a??0})}`}function ot(t){let e=k("pool-variant").value;k("pools").replaceChildren(...ao.map(([n,r])=>{let a=`${e}-${n}+${r}`,i=document.createElement("button");return i.type="button",i.className="pool primary",i.dataset.pool=a,i.textContent=s("clock-control",{minutes:n,increment:r}),i.disabled=at!==null,i.addEventListener("click",()=>{k("seek-error").textContent="",t.send({type:"seek",pool:a})||(k("seek-error").textContent=s("msg-offline-request"))}),i}))}var rt=null;function Yt(t){at=t,k("seeking").hidden=t===null,k("seeking-text").textContent=t?s("lobby-seeking",{pool:so(t)}):"",rt&&ot(rt)}function Jt(t){at===null&&(k("seek-error").textContent=t)}function Xt(t){rt=t,k("account-signup").addEventListener("click",()=>Ft("signup")),k("account-login").addEventListener("click",()=>Ft("login")),k("account-logout").addEventListener("click",async()=>{await Ut("/api/logout",{}).catch(()=>{}),location.reload()}),k("account-cancel").addEventListener("click",()=>k("account-dialog").close()),k("account-form").addEventListener("submit",e=>{e.preventDefault(),io()}),k("pool-variant").addEventListener("change",()=>ot(t)),k("seek-cancel").addEventListener("click",()=>t.send({type:"unseek"})),ot(t),Vt()}var d=t=>document.getElementById(t),o={code:null,game:null,legal:[],position:"",me:null,role:null,opening:null,watchOnly:!1,pick:[],pending:null,clockBase:null,inspected:null,resignArmed:0,identityTried:null,wasConnected:!1,presenceKnown:!1,joinedFull:!1};function H(){return O(o.position).side}function W(){return o.role==="player"&&o.game?.status==="playing"&&o.me===H()}function ge(t){let e=q(t);return[e[0],e[e.length-1]]}function L(t,e){let n=d("message");n.dataset.kind=t,n.textContent=e}var Qt="";function qe(t){let e=d("live");e.textContent=t===Qt?`${t}\xA0`:t,Qt=e.textContent}function Be(t,e){o.clockBase=t?{clocks:t,at:e}:null,it()}function lo(t){if(!o.clockBase)return null;let{clocks:e,at:n}=o.clockBase,r=t==="white"?e.white_ms:e.black_ms,a=e.running===t&&o.game?.status==="playing";return Math.max(0,r-(a?performance.now()-n:0))}function it(){for(let t of["white","black"]){let e=d(`clock-${t}`),n=o.game?.time_control?lo(t):null,r=n!==null&&o.clockBase?.clocks.running===t&&o.game?.status==="playing",a=n===null?s("game-no-clock"):Zt(n);e.textContent!==a&&(e.textContent=a),e.dataset.running=String(r),e.classList.toggle("low",n!==null&&n<2e4)}}setInterval(it,200);function st(){let t=o.game?.result;if(!t)return s("result-over");let e=t.winner?j(t.winner):"",n=t.winner?j(At(t.winner)):"",r=`result-${t.reason.replace(/_/g,"-")}`,a=s(r,{winner:e,loser:n});return a===r?s("result-over"):a}function f(){if(!o.code)return;let t=o.game?.status==="playing",e=o.game?.status==="ended",n=o.role==="player";if(!C.drawBoard()){C.takeClosed()&&o.game&&z.show(O(o.position),o.game.moves.length,o.position);let b=o.game&&o.game.moves.length>0?ge(o.game.moves[o.game.moves.length-1]):null;z.mark({selected:o.pick[0]??null,landings:ct(),path:o.pick,lastFrom:o.pending?ge(o.pending.move)[0]:b?.[0]??null,lastTo:o.pending?ge(o.pending.move)[1]:b?.[1]??null})}d("board").classList.toggle("my-turn",W()&&!C.active),document.title=W()?s("title-your-move"):s("page-title");let r=o.game?.computer??null,a=!!r&&t&&H()===r.colour;for(let b of["white","black"]){let G=o.game?.[b],ue=d(`player-${b}`),D,c;if(r&&r.colour===b)D=a?"thinking":"computer",c=s("player-computer",{level:Ht(r.level)});else if(!G||!G.taken)D="waiting",c=s("player-waiting");else if(o.me===b&&n)D="you",c=s("player-you");else if(!o.presenceKnown)D="unknown",c=n?`${s("player-opponent")} \xB7 ${s("player-unknown")}`:s("player-unknown");else{D=G.online?"online":"offline";let w=s(G.online?"player-online":"player-offline");c=n?`${s("player-opponent")} \xB7 ${w}`:w,!G.online&&n?D="offline":n&&(D="opponent")}let m=o.game?.players?.[b];if(m&&!(r&&r.colour===b)){let w=m.rating===null?null:`${m.rating}${m.provisional?"?":""}`,F=w===null?s("player-name",{name:m.name}):s("player-rated",{name:m.name,rating:w});m.change!==null&&(F+=` ${m.change>=0?"+":"\u2212"}${Math.abs(m.change)}`),c=D==="you"?`${F} \xB7 ${c}`:F+(D==="offline"?` \xB7 ${s("player-offline")}`:"")}ue.textContent=s("player-line",{side:j(b),who:c}),ue.dataset.state=D,d(`seat-${b}`).classList.toggle("to-move",t&&H()===b)}d("seat-white").style.order=z.isFlipped?"0":"1",d("seat-black").style.order=z.isFlipped?"1":"0";let i;o.game?o.game.status==="waiting"?i=s(n?"status-waiting-you":"status-waiting"):e?i=s("status-over",{result:st()}):n?i=W()?s("status-your-move",{side:j(o.me)}):s("status-their-move",{side:j(H())}):i=s("status-to-move",{side:j(H())}):i=s("game-loading"),a&&(i=s("status-computer-thinking")),d("status").classList.toggle("thinking",a),d("message").dataset.kind==="no_such_game"&&(i=s("status-no-game")),d("status").textContent=i;let l="";o.game&&n&&W()?o.pick.length===1?l=s("hint-move-from",{square:o.pick[0]}):o.pick.length>1?l=s("hint-go-on"):l=o.legal.some(Se)?s("hint-must-capture"):s("hint-pick"):o.game&&n&&o.me?l=s("hint-you-play",{side:j(o.me)}):o.game&&o.role==="spectator"&&(l=s("hint-watching")),d("hint").textContent=l;let u=n&&o.me?o.game?.offers.find(b=>b.by!==o.me):void 0,p=d("offer");p.hidden=!u,u&&(d("offer-text").textContent=s(`offer-${u.kind}`,{side:j(u.by)}),p.dataset.kind=u.kind);let h=o.game?.status==="waiting",v=d("resign");v.hidden=!n||e||!o.game;let g=o.resignArmed>0;v.textContent=s(h?g?"game-withdraw-confirm":"game-withdraw":g?"game-resign-confirm":"game-resign"),v.classList.toggle("confirm",g),d("resign-cancel").hidden=!g||v.hidden;let M=d("offer-draw");M.hidden=!n||!t,M.disabled=!!o.game?.offers.some(b=>b.kind==="draw"&&b.by===o.me);let E=d("offer-takeback");E.hidden=!n||!t;let ae=o.game?o.game.moves.some((b,G)=>Xe(G)===o.me):!1;E.disabled=!ae||!!o.game?.offers.some(b=>b.kind==="takeback"&&b.by===o.me);let P=d("offer-rematch");P.hidden=!n||!e||o.game?.result?.reason==="withdrawn",P.disabled=!!o.game?.rematch||!!o.game?.offers.some(b=>b.kind==="rematch"&&b.by===o.me);let V=d("rematch-link");V.hidden=!(o.game?.rematch&&o.role==="spectator"),o.game?.rematch&&(V.href=Le(`/g/${o.game.rematch}`));let x=d("move-input");d("move-form").hidden=!n||!t,d("sound-toggle").hidden=!n||e,x.disabled=!1,co(),C.renderPanel();let N=o.game?.variant??"lasca7",Z=d("variant");Z.textContent=s(`variant-${N}`),Z.dataset.variant=N;let te=d("code");te.textContent=ce(o.code),te.dataset.code=o.code,d("spectators").textContent=o.game&&o.presenceKnown?s("game-spectators",{count:o.game.spectators}):"",d("game").dataset.status=o.game?.status??"loading",d("game").dataset.role=o.role??"",it(),lt()}function co(){let t=d("moves"),e=o.game?.moves??[],n=C.active?C.ply:-1,r=C.analysis?"a":"",a=`${e[e.length-1]??""}|${n}|${r}`;t.children.length===e.length&&t.dataset.key===a||(t.replaceChildren(...e.map((i,l)=>{let u=document.createElement("li");u.textContent=i,u.className=Xe(l),u.dataset.ply=String(l+1);let p=C.classOf(l);return p&&(u.dataset.class=p),l+1===n&&u.classList.add("shown"),u})),t.dataset.key=a,t.dataset.last=e[e.length-1]??"",t.classList.toggle("empty",e.length===0),t.dataset.empty=s("game-no-moves"),t.scrollTop=t.scrollHeight)}function en(t){return s(`man-title-${t}`)}function lt(){let t=d("inspector"),e=o.inspected??o.pick[0]??null;if(!e){t.replaceChildren(Object.assign(document.createElement("p"),{className:"note",textContent:s("inspector-hint")}));return}let n=z.position.columns.get(e),r=document.createElement("h3");if(!n||n.length===0){r.textContent=s("inspector-empty",{square:e}),t.replaceChildren(r);return}let a=xe(n[0]);r.textContent=s("inspector-title",{square:e,side:j(a),count:n.length});let i=document.createElement("ol");n.forEach((l,u)=>{let p=document.createElement("li"),h=document.createElement("span");h.className=`disc m-${l.toLowerCase()}${pe(l)?" officer":""}`;let v=u===0?s("inspector-commander"):xe(l)!==a?s("inspector-prisoner"):"";p.append(h,document.createTextNode(v?`${en(l)} \xB7 ${v}`:en(l))),i.append(p)}),t.replaceChildren(r,i)}var tn=new URLSearchParams(location.search).get("lang");function Le(t){return tn?`${t}?lang=${tn}`:t}function ut(){let t=/^\/g\/([^/]+)\/?$/.exec(location.pathname);if(t){let e=Ne(decodeURIComponent(t[1]));fe(e,!1)}else Ce()}function he(t){history.pushState(null,"",Le(t))}function on(t,e){he(`/g/${t}`),fe(t,e)}function Ce(){o.code&&o.role==="spectator"&&T.send({type:"unwatch",code:o.code}),o.code=null,o.game=null,o.role=null,o.opening=null,d("game").hidden=!0,d("lobby").hidden=!1,T.send({type:"lobby"}),T.send({type:"mine"})}function fe(t,e,n=!0){o.code&&o.code!==t&&o.role==="spectator"&&T.send({type:"unwatch",code:o.code}),o.code=t,o.watchOnly=e,o.game=null,C.reset(),o.legal=[],o.position="",o.pick=[],o.pending=null,o.role=null,o.me=X(t)?.colour??null,z.setFlipped(o.me==="black"),z.show(O("w"),0);let r=!d("lobby").hidden;d("lobby").hidden=!0,d("game").hidden=!1,r&&window.scrollTo(0,0),L("",""),f(),n&&T.ready&&ye()}function ye(){if(!o.code)return;let t=X(o.code);t&&!o.watchOnly?(o.opening="resume",T.send({type:"resume",code:o.code,token:t.token})):!o.watchOnly&&o.role!=="spectator"&&o.identityTried!==o.code?(o.identityTried=o.code,o.opening="resume",T.send({type:"resume",code:o.code,token:""})):!o.watchOnly&&o.role!=="spectator"?(o.opening="join",T.send({type:"join",code:o.code})):(o.opening="watch",T.send({type:"watch",code:o.code}))}addEventListener("popstate",ut);var nn=0;function rn(t,e){let n=d("connection");clearTimeout(nn),t==="connected"?(n.dataset.state="connected",n.textContent=e?s("conn-reconnected"):"",e&&(nn=window.setTimeout(()=>n.textContent="",3e3)),o.wasConnected=!0,o.code?ee(()=>ye()):(T.send({type:"lobby"}),T.send({type:"mine"}))):(o.presenceKnown=!1,K.answered(),n.dataset.state=t==="offline"?"offline":"reconnecting",n.textContent=s(t==="offline"?"conn-offline":t==="connecting"&&!o.wasConnected?"conn-connecting":"conn-lost")),f()}var an="lasca.sound",be=null;function dt(){try{return localStorage.getItem(an)==="on"}catch{return!1}}function sn(t){try{localStorage.setItem(an,t?"on":"off")}catch{}t&&(be??=new AudioContext)}function ln(){if(!dt()||typeof AudioContext!="function")return;be??=new AudioContext;let t=be.currentTime;for(let[e,n]of[660,880].entries()){let r=be.createOscillator(),a=be.createGain();r.frequency.value=n,a.gain.setValueAtTime(1e-4,t+e*.12),a.gain.exponentialRampToValueAtTime(.15,t+e*.12+.02),a.gain.exponentialRampToValueAtTime(1e-4,t+e*.12+.2),r.connect(a).connect(be.destination),r.start(t+e*.12),r.stop(t+e*.12+.22)}}function cn(){let t=d("move-input").value.trim().toLowerCase();return!t||!W()?[]:o.legal.filter(e=>e.startsWith(t))}function Ie(){let t=d("move-input"),e=d("move-suggestions"),n=cn(),a=n.length===1&&n[0]===t.value.trim().toLowerCase()?[]:n.slice(0,12);e.replaceChildren(...a.map(i=>{let l=document.createElement("li");return l.textContent=i,l.setAttribute("role","option"),l.dataset.move=i,l})),t.setAttribute("aria-expanded",String(a.length>0))}function un(){let t=d("move-input");t.addEventListener("input",Ie),t.addEventListener("keydown",e=>{if(e.key!=="Tab"||e.shiftKey)return;let n=cn();if(n.length===0)return;let r=n[0];for(let a of n)for(;!a.startsWith(r);)r=r.slice(0,-1);r.length>t.value.trim().length&&(e.preventDefault(),t.value=r,Ie())}),d("move-suggestions").addEventListener("click",e=>{let n=e.target.closest("li")?.dataset.move;n&&(t.value=n,ee(()=>gt(n)))}),d("move-form").addEventListener("submit",e=>{e.preventDefault();let n=t.value;ee(()=>gt(n))})}function pt(t){if(!o.code)return;let e=X(o.code);e&&(T.send(t(o.code,e.token))||(L("offline",s("msg-offline-request")),f()))}function mt(t){pt((e,n)=>({type:"offer",code:e,token:n,kind:t}))}function dn(){let t=0,e=()=>{o.resignArmed=0,clearTimeout(t),f()};d("resign").addEventListener("click",()=>{if(o.resignArmed===0){o.resignArmed=1,t=window.setTimeout(e,5e3),f();return}e(),pt((a,i)=>({type:"resign",code:a,token:i}))}),d("resign-cancel").addEventListener("click",()=>{e(),d("resign").focus()}),d("offer-draw").addEventListener("click",()=>mt("draw")),d("offer-takeback").addEventListener("click",()=>mt("takeback")),d("offer-rematch").addEventListener("click",()=>mt("rematch"));let n=a=>{let i=d("offer").dataset.kind;!i||!o.game||(pt((l,u)=>({type:"answer",code:l,token:u,kind:i,accept:a})),a||(o.game.offers=o.game.offers.filter(l=>l.kind!==i),f()))};d("offer-accept").addEventListener("click",()=>n(!0)),d("offer-decline").addEventListener("click",()=>n(!1)),d("moves").addEventListener("click",a=>{let i=a.target.closest("li")?.dataset.ply;i&&C.go(Number(i))}),d("flip").addEventListener("click",()=>{z.setFlipped(!z.isFlipped),f()}),d("copy-link").addEventListener("click",()=>{uo()});let r=d("sound");r.checked=dt(),r.addEventListener("change",()=>sn(r.checked)),d("rematch-link").addEventListener("click",a=>{a.preventDefault(),o.game?.rematch&&(he(`/g/${o.game.rematch}`),fe(o.game.rematch,!0))});for(let a of["home","to-lobby"])d(a).addEventListener("click",i=>{i.preventDefault(),he("/"),Ce()});addEventListener("keydown",a=>{a.key==="Escape"&&o.pick.length>0&&(o.pick.length>1&&ee(()=>re()),o.pick=[],f())})}async function uo(){if(!o.code)return;let t=`${location.origin}/g/${o.code}`,e=!1;try{await navigator.clipboard.writeText(t),e=!0}catch{let n=document.createElement("textarea");n.value=t,n.setAttribute("readonly",""),n.className="visually-hidden",document.body.append(n),n.select();try{e=document.execCommand("copy")}catch{e=!1}n.remove()}L(e?"copied":"copy_failed",e?s("game-link-copied"):s("game-copy-failed",{link:t}))}function mn(t){return o.legal.filter(e=>{let n=q(e);return n.length>=t.length&&t.every((r,a)=>n[a]===r)})}function ct(){let t=new Set;if(o.pick.length===0)return t;for(let e of mn(o.pick)){let n=q(e)[o.pick.length];n&&t.add(n)}return t}function pn(t){if(!o.game||o.pending)return!0;if(o.role!=="player")return I("spectator",s("msg-spectator"));if(o.game.status!=="playing")return I("not_playing",s("msg-not-playing"));if(o.me!==H())return I("not_your_turn",s("msg-not-your-turn",{side:j(H())}));let e=z.position.columns.get(t);if(!e||e.length===0)return I("empty",s("msg-empty",{square:t}));let n=xe(e[0]);if(n!==o.me)return I("not_your_column",s("msg-not-your-column",{colour:n}));if(!o.legal.some(r=>r.startsWith(t+"-")||r.startsWith(t+"x"))){let r=[...new Set(o.legal.filter(Se).map(a=>q(a)[0]))];return r.length>0?I("compulsory_capture",s("msg-compulsory",{squares:Ye(r)})):I("no_move",s("msg-no-move",{square:t}))}return!1}function I(t,e){return L(t,e),f(),!0}async function gn(t){if(o.game){if(o.inspected=t,o.pick.length>0){if(ct().has(t)){o.pick.push(t);let e=mn(o.pick),n=o.pick.join(Se(e[0]??"")?"x":"-");if(await z.animate(n,o.pick.length-2),e.length===1){let r=e[0],a=o.pick.length-1;if(o.pick=[],f(),!He(r))return;await Ze(r,a);return}f();return}if(t===o.pick[0]&&o.pick.length===1){o.pick=[],f();return}if(o.pick.length>1){I("finish_capture",s("msg-finish-capture"));return}o.pick=[]}pn(t)||(L("",""),o.pick=[t],f())}}async function Ze(t,e){await z.animate(t,e);let[n,r]=ge(t);z.mark({selected:null,landings:new Set,path:[],lastFrom:n,lastTo:r}),f()}function He(t){if(!o.game||!o.code)return!1;let e=X(o.code),n=o.game.moves.length;return!e||!T.send({type:"move",code:o.code,token:e.token,ply:n,move:t})?(re(),L("offline",s("msg-offline",{move:t})),d("move-input").value=t,f(),!1):(o.pending={move:t,ply:n},L("",""),!0)}function re(){o.pick=[],o.game&&z.show(O(o.position),o.game.moves.length,o.position),f()}async function gt(t){let e=t.trim().toLowerCase().replace(/\s+/g,"").replace(/:/g,"x");if(!e||!o.game||o.pending)return;if(o.role!=="player")return void I("spectator",s("msg-spectator"));if(o.game.status!=="playing")return void I("not_playing",s("msg-not-playing"));if(!W())return void I("not_your_turn",s("msg-not-your-turn",{side:j(H())}));if(!o.legal.includes(e)){let r=q(e)[0];if(r&&/^[a-h][1-8]$/.test(r)&&pn(r))return;let a=o.legal.filter(i=>q(i)[0]===r);return r&&a.length>0?void I("illegal_move",s("msg-not-legal-from",{move:e,square:r,moves:Ye(a)})):void I("illegal_move",s("msg-not-legal",{move:e}))}o.pick.length>1&&re(),o.pick=[];let n=d("move-input");n.value="",Ie(),He(e)&&await Ze(e,0)}function hn(t,e){if(C.receive(t)){(t.type==="analysis"||t.type==="replay")&&f();return}switch(t.type){case"seat":return mo(t.code,t.colour,t.token);case"state":return po(t.game,e);case"moved":return go(t,e);case"presence":o.game&&t.code===o.code&&(o.game.white=t.white,o.game.black=t.black,typeof t.spectators=="number"&&(o.game.spectators=t.spectators),o.presenceKnown=!0,f());return;case"offered":return ho(t.code,t.kind,t.by);case"declined":return fo(t.code,t.kind,t.by);case"ended":return yo(t,e);case"lobby":return K.renderPlaying(t.playing??[]),K.render(t.games);case"mine":return K.renderMine(t.games);case"seeking":return Yt(t.pool);case"error":return ko(t.kind,t.message);default:return}}function mo(t,e,n){K.answered(),qt(t,{token:n,colour:e});let r=o.code!==null&&o.code!==t&&o.game!==null;t!==o.code&&(he(`/g/${t}`),fe(t,!1,!1)),o.me=e,o.role="player",z.setFlipped(e==="black"),r&&L("rematch",s("msg-rematch")),f()}function po(t,e){if(!t||t.code!==o.code)return;let n=o.game;o.game=t,o.opening=null,o.presenceKnown=!0;let r=X(t.code);r?(o.me=r.colour,o.role="player"):(o.me=null,o.role="spectator"),o.legal=t.status==="playing"?t.board?.legal??[]:[],o.position=t.board?.position??"",n&&n.moves.length>t.moves.length&&L("taken_back",s("msg-taken-back")),o.joinedFull&&o.role==="spectator"&&(o.joinedFull=!1,t.white.taken&&t.black.taken&&t.status!=="ended"&&L("game_full",s("error-game-full"))),Be(t.clocks,e),C.gameShown(t);let a=o.pending;if(o.pending=null,o.pick=[],z.show(O(o.position),t.moves.length,o.position),a&&a.ply===t.moves.length&&o.legal.includes(a.move)&&W())return He(a.move)&&L("resent",s("msg-resent",{move:a.move})),z.show(O(o.position),t.moves.length,o.position),Ze(a.move,0);f()}async function go(t,e){if(!o.game||t.code!==o.code)return;let n=t.ply,r=t.move,a=t.board;C.active&&C.close();let i=o.pending!==null&&o.pending.move===r&&o.pending.ply===n,l=H();if(o.pending=null,n===o.game.moves.length)i||(o.pick=[],f(),await z.animate(r)),o.game.moves.push(r);else if(n>o.game.moves.length)o.game.moves.length=n,o.game.moves.push(r);else return;o.game.offers=[],(!i||d("message").dataset.kind!=="resent")&&L("",""),o.position=a?.position??o.position,o.legal=o.game.status==="playing"?a?.legal??[]:[],Be(t.clocks??null,e),z.show(O(o.position),o.game.moves.length,o.position),qe(s("live-played",{side:j(l),move:r})),!i&&W()&&ln(),f()}function ho(t,e,n){!o.game||t!==o.code||(o.game.offers=o.game.offers.filter(r=>!(r.kind===e&&r.by===n)),o.game.offers.push({kind:e,by:n}),n===o.me?L("offered",s(`msg-${e}-offered`)):qe(s(`offer-${e}`,{side:j(n)})),f())}function fo(t,e,n){!o.game||t!==o.code||(o.game.offers=o.game.offers.filter(r=>r.kind!==e),n!==o.me&&o.me&&L("declined",s(`msg-declined-${e}`,{side:j(n)})),f())}function yo(t,e){!o.game||t.code!==o.code||(o.game.status="ended",o.game.result=t.result,o.game.offers=[],o.legal=[],o.pick=[],Be(t.clocks??null,e),qe(st()),f())}var bo=new Set(["stale_ply","illegal_move","not_your_turn","not_playing"]),wo=new Set(["stale_ply","not_your_turn"]),vo=new Set(["busy","too_many_analyses","not_finished"]);function ko(t,e){K.answered(),o.code&&vo.has(t)&&C.refused();let n=s(`error-${t.replace(/_/g,"-")}`),r=n!==`error-${t.replace(/_/g,"-")}`?n:s("error-other");if(o.code||Jt(r),o.opening&&o.code){let a=o.opening;if(o.opening=null,a==="resume"&&t==="not_your_seat"){Bt(o.code),o.me=null,ye();return}if(a==="join"&&t!=="no_such_game"&&t!=="slow_down"&&t!=="rate_limited"){o.role="spectator",o.joinedFull=t==="game_full",o.joinedFull||L(t,r),ye();return}if(t==="no_such_game"){let i=o.code;history.replaceState(null,"",Le("/")),Ce(),d("join-code").value=ce(i),d("join-error").textContent=s("status-no-game");return}}if(o.pending&&bo.has(t)&&(o.pending=null,re()),o.code&&o.role==="player"&&wo.has(t)&&ye(),!o.code){K.error(r);return}L(t,r),f()}var z=new _e(d("board"),{activate:t=>ee(()=>gn(t)),cancel:()=>{o.pick.length>1&&ee(()=>re()),o.pick=[],f()},inspect:t=>{o.inspected=t,lt()}}),$o=`${location.protocol==="https:"?"wss:":"ws:"}//${location.host}/ws`,T=new Oe($o,t=>zo(t),rn),K=new Re({send:t=>T.send(t),open:(t,e)=>on(t,e),inGame:()=>o.code!==null}),C=new De({board:z,send:t=>T.send(t),code:()=>o.code,game:()=>o.game,render:()=>f()}),fn=Promise.resolve();function ee(t){fn=fn.then(t).catch(()=>{})}function zo(t){let e=performance.now();ee(()=>hn(t,e))}async function Eo(){Pt();for(let t of d("lang-switch").querySelectorAll("a[hreflang]"))t.hreflang===ne&&t.setAttribute("aria-current","true");K.setup(),Xt({send:t=>T.send(t)}),dn(),un(),ut(),await Kt(),T.start()}Eo();
