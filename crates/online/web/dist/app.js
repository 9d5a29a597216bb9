var V=class{constructor(e){this.value=e}valueOf(){return this.value}},k=class extends V{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},B=class extends V{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},U=class t extends V{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof V)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof V&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var bt=100,kn="\u2068",$n="\u2069";function zn(t,e,n){if(n===e||n instanceof B&&e instanceof B&&n.value===e.value)return!0;if(e instanceof B&&typeof n=="string"){let r=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===r)return!0}return!1}function wt(t,e,n){return e[n]?ue(t,e[n].value):(t.reportError(new RangeError("No default")),new k)}function Ve(t,e){let n=[],r=Object.create(null);for(let a of e)a.type==="narg"?r[a.name]=ke(t,a.value):n.push(ke(t,a));return{positional:n,named:r}}function ke(t,e){switch(e.type){case"str":return e.value;case"num":return new B(e.value,{minimumFractionDigits:e.precision});case"var":return En(t,e);case"mesg":return xn(t,e);case"term":return Sn(t,e);case"func":return Tn(t,e);case"select":return Ln(t,e);default:return new k}}function En(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new k(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new k(`$${e}`);if(n instanceof V)return n;switch(typeof n){case"string":return n;case"number":return new B(n);case"object":if(U.supportsValue(n))return new U(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new k(`$${e}`)}}function xn(t,{name:e,attr:n}){let r=t.bundle._messages.get(e);if(!r)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new k(e);if(n){let a=r.attributes[n];return a?ue(t,a):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new k(`${e}.${n}`))}return r.value?ue(t,r.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new k(e))}function Sn(t,{name:e,attr:n,args:r}){let a=`-${e}`,i=t.bundle._terms.get(a);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${a}`)),new k(a);if(n){let u=i.attributes[n];if(u){t.params=Ve(t,r).named;let m=ue(t,u);return t.params=null,m}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new k(`${a}.${n}`)}t.params=Ve(t,r).named;let l=ue(t,i.value);return t.params=null,l}function Tn(t,{name:e,args:n}){let r=t.bundle._functions[e];if(!r)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new k(`${e}()`);if(typeof r!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new k(`${e}()`);try{let a=Ve(t,n);return r(a.positional,a.named)}catch(a){return t.reportError(a),new k(`${e}()`)}}function Ln(t,{selector:e,variants:n,star:r}){let a=ke(t,e);if(a instanceof k)return wt(t,n,r);for(let i of n){let l=ke(t,i.key);if(zn(t,a,l))return ue(t,i.value)}return wt(t,n,r)}function Ue(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new k;t.dirty.add(e);let n=[],r=t.bundle._useIsolating&&e.length>1;for(let a of e){if(typeof a=="string"){n.push(t.bundle._transform(a));continue}if(t.placeables++,t.placeables>bt)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${bt}`);r&&n.push(kn),n.push(ke(t,a).toString(t)),r&&n.push($n)}return t.dirty.delete(e),n.join("")}function ue(t,e){return typeof e=="string"?t.bundle._transform(e):Ue(t,e)}var je=class{constructor(e,n,r){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=r}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let r=this.bundle._intls.get(e);r||(r={},this.bundle._intls.set(e,r));let a=JSON.stringify(n);return r[a]||(r[a]=new e(this.bundle.locales,n)),r[a]}};function Ye(t,e){let n=Object.create(null);for(let[r,a]of Object.entries(t))e.includes(r)&&(n[r]=a.valueOf());return n}var vt=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function kt(t,e){let n=t[0];if(n instanceof k)return new k(`NUMBER(${n.valueOf()})`);if(n instanceof B)return new B(n.valueOf(),{...n.opts,...Ye(e,vt)});if(n instanceof U)return new B(n.toNumber(),{...Ye(e,vt)});throw new TypeError("Invalid argument to NUMBER")}var Cn=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function $t(t,e){let n=t[0];if(n instanceof k)return new k(`DATETIME(${n.valueOf()})`);if(n instanceof U||n instanceof B)return new U(n,Ye(e,Cn));throw new TypeError("Invalid argument to DATETIME")}var zt=new Map;function Et(t){let e=Array.isArray(t)?t.join(" "):t,n=zt.get(e);return n===void 0&&(n=new Map,zt.set(e,n)),n}var $e=class{constructor(e,{functions:n,useIsolating:r=!0,transform:a=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:kt,DATETIME:$t,...n},this._useIsolating=r,this._transform=a,this._intls=Et(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let r=[];for(let a=0;a<e.body.length;a++){let i=e.body[a];if(i.id.startsWith("-")){if(n===!1&&this._terms.has(i.id)){r.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(n===!1&&this._messages.has(i.id)){r.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return r}formatPattern(e,n=null,r=null){if(typeof e=="string")return this._transform(e);let a=new je(this,r,n);try{return Ue(a,e).toString(a)}catch(i){if(a.errors&&i instanceof Error)return a.errors.push(i),new k().toString(a);throw i}}};var Je=/^(-?[a-zA-Z][\w-]*) *= */gm,xt=/\.([a-zA-Z][\w-]*) *= */y,Mn=/\*?\[/y,Xe=/(-?[0-9]+(?:\.([0-9]+))?)/y,jn=/([a-zA-Z][\w-]*)/y,St=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Pn=/^[A-Z][A-Z0-9_-]*$/,Pe=/([^{}\n\r]+)/y,An=/([^\\"\n\r]*)/y,Tt=/\\([\\"])/y,Lt=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,_n=/^\n+/,Ct=/ +$/,Nn=/ *\r?\n/g,Rn=/( *)$/,Dn=/{\s*/y,Mt=/\s*}/y,On=/\[\s*/y,Bn=/\s*] */y,qn=/\s*\(\s*/y,Hn=/\s*->\s*/y,In=/\s*:\s*/y,Zn=/\s*,?\s*/y,Wn=/\s+/y,ze=class{constructor(e){this.body=[],Je.lastIndex=0;let n=0;for(;;){let c=Je.exec(e);if(c===null)break;n=Je.lastIndex;try{this.body.push(m(c[1]))}catch(p){if(p instanceof SyntaxError)continue;throw p}}function r(c){return c.lastIndex=n,c.test(e)}function a(c,p){if(e[n]===c)return n++,!0;if(p)throw new p(`Expected ${c}`);return!1}function i(c,p){if(r(c))return n=c.lastIndex,!0;if(p)throw new p(`Expected ${c.toString()}`);return!1}function l(c){c.lastIndex=n;let p=c.exec(e);if(p===null)throw new SyntaxError(`Expected ${c.toString()}`);return n=c.lastIndex,p}function u(c){return l(c)[1]}function m(c){let p=w(),v=f();if(p===null&&Object.keys(v).length===0)throw new SyntaxError("Expected message value or attributes");return{id:c,value:p,attributes:v}}function f(){let c=Object.create(null);for(;r(xt);){let p=u(xt),v=w();if(v===null)throw new SyntaxError("Expected attribute value");c[p]=v}return c}function w(){let c;if(r(Pe)&&(c=u(Pe)),e[n]==="{"||e[n]==="}")return y(c?[c]:[],1/0);let p=be();return p?c?y([c,p],p.length):(p.value=ce(p.value,_n),y([p],p.length)):c?ce(c,Ct):null}function y(c=[],p){for(;;){if(r(Pe)){c.push(u(Pe));continue}if(e[n]==="{"){c.push(j());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let T=be();if(T){c.push(T),p=Math.min(p,T.length);continue}break}let v=c.length-1,P=c[v];typeof P=="string"&&(c[v]=ce(P,Ct));let O=[];for(let T of c)T instanceof Ae&&(T=T.value.slice(0,T.value.length-p)),T&&O.push(T);return O}function j(){i(Dn,SyntaxError);let c=z();if(i(Mt))return c;if(i(Hn)){let p=F();return i(Mt,SyntaxError),{type:"select",selector:c,...p}}throw new SyntaxError("Unclosed placeable")}function z(){if(e[n]==="{")return j();if(r(St)){let[,c,p,v=null]=l(St);if(c==="$")return{type:"var",name:p};if(i(qn)){let P=oe();if(c==="-")return{type:"term",name:p,attr:v,args:P};if(Pn.test(p))return{type:"func",name:p,args:P};throw new SyntaxError("Function names must be all upper-case")}return c==="-"?{type:"term",name:p,attr:v,args:[]}:{type:"mesg",name:p,attr:v}}return D()}function oe(){let c=[];for(;;){switch(e[n]){case")":return n++,c;case void 0:throw new SyntaxError("Unclosed argument list")}c.push(_()),i(Zn)}}function _(){let c=z();return c.type!=="mesg"?c:i(In)?{type:"narg",name:c.name,value:D()}:c}function F(){let c=[],p=0,v;for(;r(Mn);){a("*")&&(v=p);let P=E(),O=w();if(O===null)throw new SyntaxError("Expected variant value");c[p++]={key:P,value:O}}if(p===0)return null;if(v===void 0)throw new SyntaxError("Expected default variant");return{variants:c,star:v}}function E(){i(On,SyntaxError);let c;return r(Xe)?c=K():c={type:"str",value:u(jn)},i(Bn,SyntaxError),c}function D(){if(r(Xe))return K();if(e[n]==='"')return Q();throw new SyntaxError("Invalid expression")}function K(){let[,c,p=""]=l(Xe),v=p.length;return{type:"num",value:parseFloat(c),precision:v}}function Q(){a('"',SyntaxError);let c="";for(;;){if(c+=u(An),e[n]==="\\"){c+=re();continue}if(a('"'))return{type:"str",value:c};throw new SyntaxError("Unclosed string literal")}}function re(){if(r(Tt))return u(Tt);if(r(Lt)){let[,c,p]=l(Lt),v=parseInt(c||p,16);return v<=55295||57344<=v?String.fromCodePoint(v):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function be(){let c=n;switch(i(Wn),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return we(e.slice(c,n))}return e[n-1]===" "?we(e.slice(c,n)):!1}function ce(c,p){return c.replace(p,"")}function we(c){let p=c.replace(Nn,`
`),v=Rn.exec(c)[1].length;return new Ae(p,v)}}},Ae=class{constructor(e,n){this.value=e,this.length=n}};var jt=`# Lasca online in the browser. The words follow the desktop game's (assets/i18n/en).
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
`;var Pt=`# Lasca online im Browser. Die W\xF6rter folgen denen des Desktop-Spiels (assets/i18n/de).
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
result-abandoned = { $winner } gewinnt: { $loser } hat die Partie verlassen
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

lobby-rated-seek = Gewertet
lobby-range = Wertung des Gegners
lobby-range-any = Beliebig

game-claim = Sieg beanspruchen

account-manage = Konto
account-manage-title = Dein Konto
account-old-password = Jetziges Passwort
account-new-password = Neues Passwort
account-change-password = Passwort \xE4ndern
account-password-changed = Das Passwort ist ge\xE4ndert; alle anderen Sitzungen sind beendet.
account-everywhere-about = Ein Ger\xE4t verloren oder irgendwo angemeldet geblieben? Das beendet jede Sitzung deines Kontos, auch diese.
account-logout-everywhere = \xDCberall abmelden
`;var At=`# Lasca online w przegl\u0105darce. S\u0142owa s\u0105 takie jak w grze na komputer (assets/i18n/pl):
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
result-abandoned = { $winner } wygrywaj\u0105: { $loser } opu\u015Bci\u0142y parti\u0119
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

lobby-rated-seek = Rankingowa
lobby-range = Ranking przeciwnika
lobby-range-any = Dowolny

game-claim = Odbierz zwyci\u0119stwo

account-manage = Konto
account-manage-title = Twoje konto
account-old-password = Obecne has\u0142o
account-new-password = Nowe has\u0142o
account-change-password = Zmie\u0144 has\u0142o
account-password-changed = Has\u0142o zmienione; wszystkie inne sesje zako\u0144czone.
account-everywhere-about = Zgubione urz\u0105dzenie albo logowanie w obcym miejscu? To ko\u0144czy ka\u017Cd\u0105 sesj\u0119 twojego konta, tak\u017Ce t\u0119.
account-logout-everywhere = Wyloguj si\u0119 wsz\u0119dzie
`;var Vn={en:jt,de:Pt,pl:At},Un=["en","de","pl"];function _t(t){return!!t&&Un.includes(t)}function Yn(){let t=new URLSearchParams(location.search).get("lang");if(_t(t))return t;let e=navigator.languages&&navigator.languages.length>0?navigator.languages:[navigator.language];for(let n of e){let r=(n||"").toLowerCase().split(/[-_]/)[0];if(_t(r))return r}return"en"}var ee=Yn(),Qe=new $e(ee,{useIsolating:!1});Qe.addResource(new ze(Vn[ee]));var Jn=typeof matchMedia=="function"&&matchMedia("(pointer: coarse)").matches?"yes":"no";function s(t,e){let n=Qe.getMessage(t);return n?.value?Qe.formatPattern(n.value,{touch:Jn,...e}):t}function et(t){return new Intl.ListFormat(ee,{type:"disjunction"}).format(t)}function Nt(t=document){document.documentElement.lang=ee,document.title=s("page-title");for(let e of t.querySelectorAll("[data-l10n]"))e.textContent=s(e.dataset.l10n);for(let e of t.querySelectorAll("[data-l10n-aria]"))e.setAttribute("aria-label",s(e.dataset.l10nAria));for(let e of t.querySelectorAll("[data-l10n-title]"))e.title=s(e.dataset.l10nTitle);for(let e of t.querySelectorAll("[data-l10n-placeholder]"))e.placeholder=s(e.dataset.l10nPlaceholder)}var ae="abcdefgh";function Ee(t){return t==="lasca7"?7:8}function xe(t){let e=[];for(let n=1;n<=t;n++)for(let r=0;r<t;r++)(r+n)%2===1&&e.push(ae[r]+n);return e}var nr=xe(7);function de(t){return[ae.indexOf(t[0]??""),Number(t.slice(1))]}function ie(t,e,n=7){return t<0||t>=n||e<1||e>n||(t+e)%2!==1?null:ae[t]+e}function Se(t){return t==="w"||t==="W"?"white":"black"}function me(t){return t==="W"||t==="B"}function Rt(t){return t==="white"?"black":"white"}function q(t){let e=t.trim(),n="lasca7",r=/^(lasca8|bashni):\s*/.exec(e);r&&(n=r[1],e=e.slice(r[0].length));let[a,...i]=e.split(/\s+/),l=new Map;for(let u of i){let[m,f]=u.split(":");m&&f&&l.set(m,[...f])}return{side:a==="b"?"black":"white",columns:l,variant:n}}function Dt(t){let e=[t.side==="white"?"w":"b"];for(let r of xe(Ee(t.variant))){let a=t.columns.get(r);a&&a.length>0&&e.push(`${r}:${a.join("")}`)}let n=e.join(" ");return t.variant==="lasca7"?n:`${t.variant}: ${n}`}function Ot(t){let e=new Map;for(let[n,r]of t.columns)e.set(n,[...r]);return{side:t.side,columns:e,variant:t.variant}}function H(t){return t.split(/[-x]/)}function Te(t){return t.includes("x")}function tt(t,e,n){let[r,a]=de(e),[i,l]=de(n),u=Math.abs(i-r);if(u<2||u!==Math.abs(l-a))return null;let m=Math.sign(i-r),f=Math.sign(l-a);for(let w=1;w<u;w++){let y=ae[r+w*m]+(a+w*f);if(y!==e&&(t.columns.get(y)?.length??0)>0)return y}return null}function Bt(t,e,n){let r=t.columns.get(e);if(!r)return null;t.columns.delete(e);let a=tt(t,e,n);if(a){let u=t.columns.get(a),m=u?.shift();m&&r.push(m),u&&u.length===0&&t.columns.delete(a)}let i=r[0],l=de(n)[1];return i==="w"&&l===Ee(t.variant)&&(r[0]="W"),i==="b"&&l===1&&(r[0]="B"),t.columns.set(n,r),a}function nt(t){return t%2===0?"white":"black"}var Xn="http://www.w3.org/2000/svg",N=100,te=36,_e=21,se=9,ot=300;function R(t,e={}){let n=document.createElementNS(Xn,t);for(let[r,a]of Object.entries(e))n.setAttribute(r,String(a));return n}var Qn=t=>new Promise(e=>setTimeout(e,t));function qt(t,e){if(!e||e.length===0)return s("square-empty",{square:t});let n=s(`man-${e[0]}`),r=[],a=1;for(;a<e.length;){let i=a;for(;i<e.length&&e[i]===e[a];)i++;r.push(s("men-run",{kind:e[a],count:i-a})),a=i}return r.length===0?s("square-men",{square:t,top:n}):s("square-men-under",{square:t,top:n,under:r.join(", ")})}function rt(t){let e=t.length,n=e>1?Math.min(se,38/(e-1)):0,a=50-((e-1)*n+se)/2,i="";for(let l=e-1;l>=0;l--){let u=t[l],m=a+l*n,f=u.toLowerCase();i+=`<g class="man m-${f}${me(u)?" officer":""}"><path class="side" d="M${50-te} ${m}v${se}a${te} ${_e} 0 0 0 ${2*te} 0v${-se}z"/>`+(me(u)?`<path class="band" d="M${50-te} ${m+se-3}a${te} ${_e} 0 0 0 ${2*te} 0"/>`:"")+`<ellipse class="top" cx="50" cy="${m}" rx="${te}" ry="${_e}"/><ellipse class="rim" cx="50" cy="${m}" rx="${te-8}" ry="${_e-5}"/>`,l===0&&me(u)&&(i+=`<path class="crown" d="M36 ${m+7}L32 ${m-7}L41 ${m-1}L50 ${m-11}L59 ${m-1}L68 ${m-7}L64 ${m+7}Z"/>`),i+="</g>"}if(e>=4){let l=Math.max(13,a-12);i+=`<g class="height"><circle cx="86" cy="${l}" r="13"/><text x="86" y="${l}" dy="0.36em">${e}</text></g>`}return i}var Ne=class{constructor(e,n){this.svg=e;this.events=n;e.append(this.backLayer,this.squareLayer,this.coordLayer,this.animLayer,this.arrowLayer),e.addEventListener("pointerleave",()=>this.events.inspect(null));let r=R("marker",{id:"arrow-head",viewBox:"0 0 10 10",refX:6,refY:5,markerWidth:3,markerHeight:3,orient:"auto"});r.append(R("path",{d:"M0,0 L10,5 L0,10 z"}));let a=R("defs");a.append(r),e.prepend(a),this.build(7)}svg;events;flipped=!1;squares=new Map;squareLayer=R("g",{class:"squares"});coordLayer=R("g",{class:"coords","aria-hidden":"true"});backLayer=R("g",{class:"back","aria-hidden":"true"});animLayer=R("g",{class:"anim","aria-hidden":"true"});arrowLayer=R("g",{class:"arrow","aria-hidden":"true"});shown={side:"white",columns:new Map,variant:"lasca7"};size=7;aim=[2,3];build(e){this.size=e,this.svg.setAttribute("viewBox",`0 0 ${e*N} ${e*N}`),this.svg.dataset.size=String(e),this.squares.clear(),this.squareLayer.replaceChildren();for(let n of xe(e)){let r=R("g",{class:"square","data-square":n,role:"button",tabindex:-1});r.append(R("rect",{width:N,height:N}),R("circle",{class:"hint",cx:50,cy:50,r:15}),R("g",{class:"column","data-square":n,"aria-hidden":"true"})),r.addEventListener("click",()=>{this.events.activate(n)}),r.addEventListener("pointerenter",()=>this.events.inspect(n)),r.addEventListener("focus",()=>{this.aim=Ht(n),this.rove(n),this.events.inspect(n)}),r.addEventListener("keydown",a=>this.key(a,n)),this.squares.set(n,r)}this.layout(),this.rove(this.squares.has("c3")?"c3":xe(e)[0])}rove(e){for(let[n,r]of this.squares)r.setAttribute("tabindex",n===e?"0":"-1")}get isFlipped(){return this.flipped}setFlipped(e){this.flipped=e,this.layout()}cell(e){let[n,r]=de(e),a=this.size;return this.flipped?[(a-1-n)*N,(r-1)*N]:[n*N,(a-r)*N]}layout(){this.svg.dataset.flipped=String(this.flipped);let e=this.size,n=[...this.squares.keys()].sort((i,l)=>this.cell(i)[1]-this.cell(l)[1]||this.cell(i)[0]-this.cell(l)[0]);for(let i of n){let l=this.squares.get(i),[u,m]=this.cell(i);l.setAttribute("transform",`translate(${u} ${m})`),this.squareLayer.append(l)}let r="";for(let i=0;i<e;i++)for(let l=0;l<e;l++)(i+l)%2===(e===7?1:0)&&(r+=`<rect x="${l*N}" y="${i*N}" width="${N}" height="${N}"/>`);this.backLayer.innerHTML=r;let a="";for(let i=0;i<e;i++){let l=this.flipped?ae[e-1-i]:ae[i],u=this.flipped?i+1:e-i;a+=`<text class="file" x="${i*N+94}" y="${e*N-6}">${l}</text>`,a+=`<text class="rank" x="5" y="${i*N+18}">${u}</text>`}this.coordLayer.innerHTML=a}show(e,n,r){Ee(e.variant)!==this.size&&this.build(Ee(e.variant)),this.shown=Ot(e),this.svg.dataset.position=r??Dt(e),this.svg.dataset.ply=String(n),this.drawColumns()}get position(){return this.shown}drawColumns(){for(let[e,n]of this.squares){let r=this.shown.columns.get(e);this.drawColumn(e,r),n.setAttribute("aria-label",qt(e,r))}}drawColumn(e,n){let r=this.squares.get(e).querySelector(".column");r.innerHTML=n&&n.length>0?rt(n):""}mark(e){for(let[n,r]of this.squares){let a=r.classList,i=e.selected===n,l=e.landings.has(n);a.toggle("selected",i),a.toggle("landing",l),r.setAttribute("aria-pressed",String(i));let u=qt(n,this.shown.columns.get(n));r.setAttribute("aria-label",l?s("square-landing",{label:u}):i?s("square-picked",{label:u}):u),a.toggle("path",e.path.includes(n)&&e.selected!==n),a.toggle("last-from",e.lastFrom===n),a.toggle("last-to",e.lastTo===n)}}arrow(e){if(this.arrowLayer.replaceChildren(),this.svg.dataset.arrow=e??"",!e)return;let n=a=>{let[i,l]=this.cell(a);return`${i+N/2},${l+N/2}`},r=H(e).map(n).join(" ");this.arrowLayer.append(R("polyline",{points:r,"marker-end":"url(#arrow-head)"}))}focus(e){this.squares.get(e)?.focus()}async animate(e,n=0){let r=H(e),a=document.hidden||matchMedia("(prefers-reduced-motion: reduce)").matches;for(let i=n;i+1<r.length;i++){let l=r[i],u=r[i+1];a||await this.hop(l,u),Bt(this.shown,l,u),this.drawColumns()}this.animLayer.replaceChildren()}async hop(e,n){let r=this.shown.columns.get(e);if(!r)return;let a=tt(this.shown,e,n),[i,l]=this.cell(e),[u,m]=this.cell(n),f=u-i,w=m-l,y=[];if(a){let _=this.shown.columns.get(a);if(_&&_.length>0){this.drawColumn(a,_.slice(1));let[F,E]=this.cell(a),D=R("g",{transform:`translate(${F} ${E})`}),K=R("g",{class:"column prisoner"});K.innerHTML=rt([_[0]]),D.append(K),this.animLayer.append(D);let Q=(_.length-1)*Math.min(se,38/Math.max(1,_.length-1))/2,re=r.length*Math.min(se,38/Math.max(1,r.length))/2;y.push(K.animate([{transform:`translate(0px, ${-Q}px)`},{transform:`translate(${u-F}px, ${m-E+re}px)`}],{duration:ot,easing:"ease-in",fill:"forwards"}))}}this.drawColumn(e,void 0);let j=R("g",{transform:`translate(${i} ${l})`}),z=R("g",{class:"column moving"});z.innerHTML=rt(r),j.append(z),this.animLayer.append(j);let oe=a?38:0;y.push(z.animate([{transform:"translate(0px, 0px)"},{transform:`translate(${f/2}px, ${w/2-oe}px)`,offset:.5},{transform:`translate(${f}px, ${w}px)`}],{duration:ot,easing:"ease-in-out",fill:"forwards"})),await Promise.race([Promise.all(y.map(_=>_.finished)),Qn(ot+60)]).catch(()=>{}),this.animLayer.replaceChildren()}key(e,n){let r={ArrowUp:[0,1],ArrowDown:[0,-1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key==="Enter"||e.key===" "){e.preventDefault(),this.events.activate(n);return}if(e.key==="Escape"){e.preventDefault(),this.events.cancel();return}let a=r[e.key];if(!a)return;e.preventDefault();let i=this.flipped?-1:1,[l,u]=[a[0]*i,a[1]*i],[m,f]=Ht(n),w=null;if(u!==0){let y=f+u,j=this.aim[0],z=this.size;w=ie(j,y,z)??ie(m+1,y,z)??ie(m-1,y,z),w&&(this.aim=[j,y])}else{let y=m+l,j=this.aim[1],z=this.size;w=ie(y,j,z)??ie(y,f+1,z)??ie(y,f-1,z),w&&(this.aim=[y,j])}if(w){let y=this.aim;this.squares.get(w)?.focus(),this.aim=y}}},Ht=de;var g=t=>document.getElementById(t);function eo(t,e){let n="correspondence";if(e&&!(e.increment_s===0&&e.initial_s>=86400)){let r=e.initial_s+40*e.increment_s;n=r<180?"bullet":r<480?"blitz":r<1500?"rapid":"classical"}return`${t}_${n}`}function Zt(t,e){let n=eo(t,e);return C?.ratings.find(r=>r.perf===n)?.rating??1500}var to=[[3,2],[5,3],[10,5],[15,10]],C=null;async function Wt(){try{let t=await fetch("/api/me",{credentials:"same-origin",cache:"no-store"});t.ok&&(C=await t.json())}catch{C=null}Ft()}function Ft(){let t=g("account-name");C?.account?(t.textContent=C.name,t.href=`/@/${encodeURIComponent(C.name)}`):(t.textContent=C?s("account-guest",{name:C.name}):"",t.removeAttribute("href")),g("account-signup").hidden=!C||C.account,g("account-login").hidden=!C||C.account,g("account-logout").hidden=!C?.account,g("account-manage").hidden=!C?.account,g("play-now-about").textContent=s(C?.account?"lobby-play-now-rated":"lobby-play-now-casual"),g("create-rated-label").hidden=!C?.account,g("create-range-label").hidden=!C?.account}var Gt="signup";function It(t){Gt=t,g("account-title").textContent=s(t==="signup"?"account-signup-title":"account-login-title"),g("account-submit").textContent=s(t==="signup"?"account-signup":"account-login"),g("account-field-password").autocomplete=t==="signup"?"new-password":"current-password",g("account-error").textContent="",g("account-dialog").showModal(),g("account-field-name").focus()}async function Re(t,e){return fetch(t,{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json"},body:JSON.stringify(e)})}async function no(){let t=g("account-field-name").value.trim(),e=g("account-field-password").value,n=g("account-error");try{let r=await Re(Gt==="signup"?"/api/signup":"/api/login",{name:t,password:e});if(r.ok){location.reload();return}let a=await r.json().catch(()=>({})),i=Number(r.headers.get("retry-after")??"0"),l=`account-error-${a.error??"other"}`,u=s(l,{seconds:i});n.textContent=u===l?s("account-error-other"):u}catch{n.textContent=s("account-error-other")}}async function oo(){let t=g("old-password").value,e=g("new-password").value;g("manage-error").textContent="",g("manage-done").textContent="";try{let n=await Re("/api/password",{old:t,new:e});if(n.ok){g("old-password").value="",g("new-password").value="",g("manage-done").textContent=s("account-password-changed");return}let a=`account-error-${(await n.json().catch(()=>({}))).error??"other"}`,i=s(a,{seconds:Number(n.headers.get("retry-after")??"0")});g("manage-error").textContent=i===a?s("account-error-other"):i}catch{g("manage-error").textContent=s("account-error-other")}}var st=null;function ro(t){let[e,n]=t.split("-"),[r,a]=(n??"").split("+").map(Number);return`${s(`variant-${e}`)} \xB7 ${s("clock-control",{minutes:r??0,increment:a??0})}`}function at(t){let e=g("pool-variant").value;g("pools").replaceChildren(...to.map(([n,r])=>{let a=`${e}-${n}+${r}`,i=document.createElement("button");return i.type="button",i.className="pool primary",i.dataset.pool=a,i.textContent=s("clock-control",{minutes:n,increment:r}),i.disabled=st!==null,i.addEventListener("click",()=>{g("seek-error").textContent="",t.send({type:"seek",pool:a})||(g("seek-error").textContent=s("msg-offline-request"))}),i}))}var it=null;function Kt(t){st=t,g("seeking").hidden=t===null,g("seeking-text").textContent=t?s("lobby-seeking",{pool:ro(t)}):"",it&&at(it)}function Vt(t){st===null&&(g("seek-error").textContent=t)}function Ut(t){it=t,g("account-signup").addEventListener("click",()=>It("signup")),g("account-login").addEventListener("click",()=>It("login")),g("account-logout").addEventListener("click",async()=>{await Re("/api/logout",{}).catch(()=>{}),location.reload()}),g("account-cancel").addEventListener("click",()=>g("account-dialog").close()),g("account-manage").addEventListener("click",()=>{g("manage-error").textContent="",g("manage-done").textContent="",g("manage-dialog").showModal()}),g("manage-close").addEventListener("click",()=>g("manage-dialog").close()),g("password-form").addEventListener("submit",e=>{e.preventDefault(),oo()}),g("logout-everywhere").addEventListener("click",async()=>{await Re("/api/logout-everywhere",{}).catch(()=>{}),location.reload()}),g("account-form").addEventListener("submit",e=>{e.preventDefault(),no()}),g("pool-variant").addEventListener("change",()=>at(t)),g("seek-cancel").addEventListener("click",()=>t.send({type:"unseek"})),at(t),Ft()}var lt=t=>`lasca.seat.${t}`;function Y(t){try{let e=JSON.parse(localStorage.getItem(lt(t))??"null");if(e&&typeof e.token=="string"&&(e.colour==="white"||e.colour==="black"))return e}catch{}return null}function Yt(t,e){try{localStorage.setItem(lt(t),JSON.stringify({token:e.token,colour:e.colour}))}catch{}}function Jt(t){try{localStorage.removeItem(lt(t))}catch{}}function De(t){return t.replace(/[\s-]+/g,"").toUpperCase()}var ao=/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]+$/;function Xt(t){return(t.length===9||t.length===6)&&ao.test(t)}function le(t){return t.replace(/(.{3})(?=.)/g,"$1 ")}function Qt(t){let e=Math.max(0,Math.floor(t)),n=Math.floor(e/1e3);if(n>=86400)return`${Math.floor(n/86400)}d ${Math.floor(n%86400/3600)}h`;let r=Math.floor(n/3600),a=Math.floor(n%3600/60),i=String(n%60).padStart(2,"0");return e<1e4?`${a}:${i}.${Math.floor(e/100)%10}`:r>0?`${r}:${String(a).padStart(2,"0")}:${i}`:`${a}:${i}`}var h=t=>document.getElementById(t),io=[800,1100,1600,1700,2e3,2250,2700,2900];function A(t){return s(t==="white"?"side-white":"side-black")}function ct(t){return t?t.increment_s===0&&t.initial_s>=86400&&t.initial_s%86400===0?s("clock-days",{days:t.initial_s/86400}):s("clock-control",{minutes:Math.round(t.initial_s/60),increment:t.increment_s}):s("clock-none")}function tn(t){return s("level-name",{level:t,name:s(`level-${t}`)})}function en(t){if(t==="none")return null;if(t.endsWith("d"))return{initial_s:Number(t.slice(0,-1))*86400,increment_s:0};let[e,n]=t.split("+").map(Number);return{initial_s:(e??5)*60,increment_s:n??0}}var Oe=class{constructor(e){this.host=e}host;rid=0;creating=!1;setup(){for(let a of[h("create-clock"),h("computer-clock")])for(let i of a.options){let[l,u]=i.value.split("+");u&&(i.textContent=s("clock-control",{minutes:Number(l),increment:Number(u)})),i.value.endsWith("d")&&(i.textContent=s("clock-days",{days:Number(i.value.slice(0,-1))}))}let e=h("computer-level");e.replaceChildren(...io.map((a,i)=>{let l=document.createElement("option");return l.value=String(i+1),l.textContent=s("level-option",{level:i+1,name:s(`level-${i+1}`),rating:a}),l.selected=i===1,l}));let n=()=>h("computer-level-about").textContent=s(`level-about-${e.value}`);e.addEventListener("change",n),n(),h("computer-form").addEventListener("submit",a=>{a.preventDefault(),this.create(h("computer-colour").value,h("computer-clock").value,!1,h("computer-variant").value,Number(e.value))}),h("create-form").addEventListener("submit",a=>{if(a.preventDefault(),h("create-public").checked){let i=h("create-variant").value,l=en(h("create-clock").value),u=!!C?.account&&h("create-rated").checked&&l!==null,m=h("create-range").value,f=null;if(u&&m!=="any"){let w=Zt(i,l);f=[Math.max(0,w-Number(m)),w+Number(m)]}this.post({type:"post",colour:h("create-colour").value,clock:l,variant:i,rated:u,range:f});return}this.create(h("create-colour").value,h("create-clock").value,h("create-public").checked,h("create-variant").value,null)});let r=()=>{let a=De(h("join-code").value);return Xt(a)?(h("join-error").textContent="",a):(h("join-error").textContent=s("lobby-bad-code",{code:a||h("join-code").value}),null)};h("join-form").addEventListener("submit",a=>{a.preventDefault();let i=r();i&&this.host.open(i,!1)}),h("watch-button").addEventListener("click",()=>{let a=r();a&&this.host.open(a,!0)}),setInterval(()=>{!this.host.inGame()&&!document.hidden&&(this.host.send({type:"lobby"}),this.host.send({type:"mine"}))},5e3)}create(e,n,r,a,i){if(this.creating)return;this.rid=this.rid+1>>>0;let l={type:"create",colour:e,clock:en(n),public:r,variant:a,rid:this.rid,...i!==null?{opponent:{computer:i}}:{}};if(!this.host.send(l)){this.error(s("msg-offline-request"));return}this.creating=!0,h("create-button").disabled=!0,h("computer-button").disabled=!0}post(e){if(!this.creating){if(!this.host.send(e)){this.error(s("msg-offline-request"));return}this.creating=!0,h("create-button").disabled=!0,h("computer-button").disabled=!0}}answered(){this.creating=!1,h("create-button").disabled=!1,h("computer-button").disabled=!1}error(e){h("join-error").textContent=e,h("computer-error").textContent=e}renderMine(e){h("my-games").hidden=e.length===0,h("my-games-list").replaceChildren(...e.map(n=>{let r=document.createElement("li");r.dataset.code=n.code,r.dataset.turn=String(n.your_turn);let a=document.createElement("strong");a.className="turn",a.textContent=s(n.your_turn?"lobby-your-turn":n.opponent?"lobby-their-turn":"lobby-waiting-opponent");let i=document.createElement("span"),l=[n.opponent?s("lobby-against",{name:n.opponent}):le(n.code),ct(n.time_control)];n.variant!=="lasca7"&&l.unshift(s(`variant-${n.variant}`)),i.textContent=l.join(" \xB7 ");let u=document.createElement("button");return u.type="button",u.className=n.your_turn?"primary":"",u.textContent=s("lobby-open-game"),u.addEventListener("click",()=>this.host.open(n.code,!1)),r.append(a,i,u),r}))}renderPlaying(e){h("playing").hidden=e.length===0,h("playing-list").replaceChildren(...e.map(n=>{let r=document.createElement("li");r.dataset.code=n.code;let a=document.createElement("strong"),i=f=>f?f.rating===null?f.name:`${f.name} (${f.rating}${f.provisional?"?":""})`:"?";a.textContent=`${i(n.players.white)} \u2013 ${i(n.players.black)}`;let l=document.createElement("span"),u=[ct(n.time_control)];n.variant!=="lasca7"&&u.unshift(s(`variant-${n.variant}`)),n.players.rated&&u.push(s("lobby-rated")),l.textContent=u.join(" \xB7 ");let m=document.createElement("button");return m.type="button",m.className="join",m.textContent=s("lobby-watch"),m.addEventListener("click",()=>this.host.open(n.code,!0)),r.append(a,l,m),r}))}render(e){h("lobby-list").replaceChildren(...e.map(r=>{let a=document.createElement("li");a.dataset.code=r.code;let i=document.createElement("strong");i.textContent=le(r.code);let l=document.createElement("span");if(l.textContent=s("lobby-entry",{side:A(r.free),control:ct(r.time_control)}),r.variant&&r.variant!=="lasca7"&&(a.dataset.variant=r.variant,l.textContent=`${s(`variant-${r.variant}`)} \xB7 ${l.textContent}`),r.player){let f=r.player.rating===null?"":` (${r.player.rating}${r.player.provisional?"?":""})`;l.textContent=`${r.player.name}${f} \xB7 ${l.textContent}`}r.rated&&(a.dataset.rated="true",l.textContent+=` \xB7 ${s("lobby-rated")}`,r.range&&(l.textContent+=` ${r.range[0]}\u2013${r.range[1]}`));let u=document.createElement("span");u.className="age",u.textContent=s("lobby-age",{minutes:Math.floor(r.age_s/60)});let m=document.createElement("button");return m.type="button",m.className="join primary",m.textContent=s("lobby-join"),m.addEventListener("click",()=>this.host.open(r.code,!1)),a.append(i,l,u,m),a})),h("lobby-empty").hidden=e.length>0}};var so=[250,500,1e3,2e3],lo=3e3,co=2e4,uo=1e4,Be=class{constructor(e,n,r){this.url=e;this.onMessage=n;this.onState=r;addEventListener("online",()=>{this.greeted||this.retryNow()}),addEventListener("offline",()=>{this.greeted||this.onState("offline",!1)})}url;onMessage;onState;socket=null;attempt=0;greeted=!1;everConnected=!1;retryTimer=0;pingTimer=0;pongTimer=0;pingId=0;get ready(){return this.greeted&&this.socket?.readyState===WebSocket.OPEN}start(){this.open()}send(e){return!this.ready||!this.socket?!1:(this.socket.send(JSON.stringify(e)),!0)}open(){clearTimeout(this.retryTimer),this.greeted=!1;let e;try{e=new WebSocket(this.url)}catch{this.scheduleRetry();return}this.socket=e,e.onmessage=n=>{if(typeof n.data!="string")return;let r;try{r=JSON.parse(n.data)}catch{return}if(!(!r||typeof r.type!="string")){if(this.heard(),r.type==="welcome"){let a={type:"hello",protocol:5,client:"lasca-web 0.2"};e.send(JSON.stringify(a)),this.greeted=!0,this.attempt=0;let i=this.everConnected;this.everConnected=!0,this.onState("connected",i),this.schedulePing();return}r.type!=="pong"&&this.onMessage(r)}},e.onclose=()=>{this.socket===e&&(this.socket=null,this.greeted=!1,clearTimeout(this.pingTimer),clearTimeout(this.pongTimer),this.scheduleRetry())},e.onerror=()=>e.close()}scheduleRetry(){let e=so[this.attempt]??lo;this.attempt++;let n=navigator.onLine===!1;this.onState(n?"offline":this.everConnected?"reconnecting":"connecting",!1),this.retryTimer=window.setTimeout(()=>this.open(),e)}retryNow(){this.socket||(clearTimeout(this.retryTimer),this.open())}heard(){clearTimeout(this.pongTimer),this.greeted&&this.schedulePing()}schedulePing(){clearTimeout(this.pingTimer),this.pingTimer=window.setTimeout(()=>{if(!this.ready||!this.socket)return;let e=this.socket;e.send(JSON.stringify({type:"ping",id:++this.pingId})),this.pongTimer=window.setTimeout(()=>e.close(),uo)},co)}};var x=t=>document.getElementById(t),mo="http://www.w3.org/2000/svg";function nn(t,e=!1){return new Intl.NumberFormat(ee,{minimumFractionDigits:1,maximumFractionDigits:1,signDisplay:e?"exceptZero":"auto"}).format(t/100)}function po(t,e){return`${Math.floor((e-1)/2)+1}${e%2===1?".":"\u2026"} ${t[e-1]??""}`}var Le=300,J=90,qe=class{constructor(e){this.host=e;x("review-first").addEventListener("click",()=>this.go(0)),x("review-back").addEventListener("click",()=>this.go(this.ply-1)),x("review-next").addEventListener("click",()=>this.go(this.ply+1)),x("review-last").addEventListener("click",()=>this.go(Number.MAX_SAFE_INTEGER)),x("review-live").addEventListener("click",()=>this.close()),x("analyse").addEventListener("click",()=>this.askAnalysis()),x("graph").addEventListener("click",n=>this.graphClick(n)),addEventListener("keydown",n=>this.key(n))}host;active=!1;ply=0;positions=[];forCode=null;wanted=null;analysis=null;progress=null;asked=!1;stale=!1;reset(){this.active=!1,this.positions=[],this.forCode=null,this.wanted=null,this.analysis=null,this.progress=null,this.asked=!1}gameShown(e){e.status==="ended"&&e.analysed&&!this.analysis&&!this.asked&&this.askAnalysis(),this.renderPanel()}go(e){let n=this.host.game(),r=this.host.code();if(!n||!r)return;let a=Math.max(0,Math.min(e,n.moves.length));if(this.forCode!==r||this.positions.length!==n.moves.length+1){this.wanted=a,this.host.send({type:"replay",code:r});return}this.active=n.status==="ended"||a<n.moves.length,this.ply=a,this.host.render()}close(){this.active&&(this.stale=!0),this.active=!1,this.host.render()}takeClosed(){let e=this.stale;return this.stale=!1,e}receive(e){let n=this.host.code();switch(e.type){case"replay":if(e.code!==n)return!0;if(this.positions=e.positions,this.forCode=n,this.wanted!==null){let r=this.wanted;this.wanted=null,this.go(r)}return!0;case"analysis_progress":return e.code===n&&(this.progress={done:e.done,total:e.total}),this.renderPanel(),!0;case"analysis":return e.code!==n||this.onAnalysis(e),!0;default:return!1}}refused(){this.asked=!1,this.progress=null,this.renderPanel()}onAnalysis(e){this.analysis=e.analysis,this.progress=null,this.host.render()}askAnalysis(){let e=this.host.code();!e||this.asked||this.host.send({type:"analyse",code:e})&&(this.asked=!0,this.renderPanel())}key(e){let n=this.host.game();if(!n||x("game").hidden||e.altKey||e.ctrlKey||e.metaKey)return;let r=e.target;if(r instanceof Element&&r.closest("#board, input, select, textarea"))return;let a=this.active?this.ply:n.moves.length,l={ArrowLeft:a-1,ArrowRight:a+1,Home:0,End:n.moves.length}[e.key];l!==void 0&&(e.preventDefault(),e.key==="End"&&n.status!=="ended"?this.close():this.go(l))}graphClick(e){let n=this.analysis?.scores;if(!n||n.length<2)return;let r=x("graph").getBoundingClientRect(),a=(e.clientX-r.left)/Math.max(1,r.width);this.go(Math.round(a*(n.length-1)))}drawBoard(){let e=this.host.game(),n=this.host.board;if(!this.active||!e||this.positions.length===0)return n.arrow(null),!1;let r=this.positions[this.ply]??this.positions[this.positions.length-1];n.show(q(r),this.ply,r);let a=this.ply>0?H(e.moves[this.ply-1]):null;return n.mark({selected:null,landings:new Set,path:[],lastFrom:a?a[0]:null,lastTo:a?a[a.length-1]:null}),n.arrow(this.analysis?.moves[this.ply]?.line[0]??null),!0}classOf(e){return this.analysis?.moves[e]?.class}renderPanel(){let e=this.host.game(),n=this.host.code(),r=x("review");if(r.hidden=!e||e.moves.length===0,!e||!n)return;let a=e.status==="ended",i=this.active?this.ply:e.moves.length;r.dataset.ply=String(i),r.dataset.active=String(this.active),x("review-ply").textContent=i===0?s("review-start"):s("review-ply",{move:po(e.moves,i),ply:i,plies:e.moves.length}),x("review-first").disabled=i===0,x("review-back").disabled=i===0,x("review-next").disabled=i>=e.moves.length,x("review-last").disabled=i>=e.moves.length,x("review-live").hidden=!this.active||a;let l=x("download");l.href=`/g/${n}.pgn`,l.setAttribute("download",`lasca-${n}.pgn`);let u=x("analyse");u.hidden=!a||this.analysis!==null,u.disabled=this.asked;let m=x("analysis-progress");m.hidden=!this.progress,m.textContent=this.progress?s("analysis-progress",{done:this.progress.done,total:this.progress.total}):"",this.renderAnalysis(i)}renderAnalysis(e){let n=this.analysis,r=x("graph"),a=x("analysis-move");if(r.style.display=n?"":"none",a.hidden=!n,!n)return;r.setAttribute("viewBox",`0 0 ${Le} ${J}`),r.setAttribute("preserveAspectRatio","none");let i=n.scores.length,l=E=>i>1?E/(i-1)*Le:0,u=E=>J/2-Math.max(-1e3,Math.min(1e3,E))/1e3*(J/2-4),m=n.scores.map((E,D)=>`${l(D).toFixed(1)},${u(E).toFixed(1)}`).join(" "),f=(E,D)=>{let K=document.createElementNS(mo,E);for(let[Q,re]of Object.entries(D))K.setAttribute(Q,String(re));return K},w=[f("rect",{class:"area",x:0,y:0,width:Le,height:J}),f("polygon",{class:"white-area",points:`0,${J} ${m} ${Le},${J}`}),f("line",{class:"zero",x1:0,y1:J/2,x2:Le,y2:J/2}),f("line",{class:"now",x1:l(e),y1:0,x2:l(e),y2:J})];n.moves.forEach((E,D)=>{(E.class==="inaccuracy"||E.class==="mistake"||E.class==="blunder")&&w.push(f("circle",{class:E.class,cx:l(D+1),cy:u(n.scores[D+1]??0),r:3.5}))}),r.replaceChildren(...w),r.setAttribute("aria-label",s("analysis-graph"));let y=e>0?n.moves[e-1]:void 0,j=n.moves[e],z=n.scores[e]??0,oe=z>25?"white":z<-25?"black":"even",_=[];y?(_.push(s(`analysis-class-${y.class}`,{loss:nn(y.loss)})),y.better&&_.push(s("analysis-better",{move:y.better})),a.dataset.class=y.class):delete a.dataset.class;let F=[s("analysis-score",{score:nn(z,!0),better:oe})];j&&j.line.length>0&&F.push(s("analysis-line",{line:j.line.join(" ")})),a.textContent=[_.join(" \xB7 "),F.join(" \xB7 ")].filter(E=>E).join(`
`)}};var d=t=>document.getElementById(t),o={code:null,game:null,legal:[],position:"",me:null,role:null,opening:null,watchOnly:!1,pick:[],pending:null,clockBase:null,inspected:null,resignArmed:0,identityTried:null,opponentGoneAt:null,wasConnected:!1,presenceKnown:!1,joinedFull:!1};function Z(){return q(o.position).side}function W(){return o.role==="player"&&o.game?.status==="playing"&&o.me===Z()}function pe(t){let e=H(t);return[e[0],e[e.length-1]]}function L(t,e){let n=d("message");n.dataset.kind=t,n.textContent=e}var on="";function He(t){let e=d("live");e.textContent=t===on?`${t}\xA0`:t,on=e.textContent}function Ie(t,e){o.clockBase=t?{clocks:t,at:e}:null,ut()}function go(t){if(!o.clockBase)return null;let{clocks:e,at:n}=o.clockBase,r=t==="white"?e.white_ms:e.black_ms,a=e.running===t&&o.game?.status==="playing";return Math.max(0,r-(a?performance.now()-n:0))}function ut(){for(let t of["white","black"]){let e=d(`clock-${t}`),n=o.game?.time_control?go(t):null,r=n!==null&&o.clockBase?.clocks.running===t&&o.game?.status==="playing",a=n===null?s("game-no-clock"):Qt(n);e.textContent!==a&&(e.textContent=a),e.dataset.running=String(r),e.classList.toggle("low",n!==null&&n<2e4)}}setInterval(ut,200);function dt(){let t=o.game?.result;if(!t)return s("result-over");let e=t.winner?A(t.winner):"",n=t.winner?A(Rt(t.winner)):"",r=`result-${t.reason.replace(/_/g,"-")}`,a=s(r,{winner:e,loser:n});return a===r?s("result-over"):a}function b(){if(!o.code)return;let t=o.game?.status==="playing",e=o.game?.status==="ended",n=o.role==="player";if(!M.drawBoard()){M.takeClosed()&&o.game&&$.show(q(o.position),o.game.moves.length,o.position);let c=o.game&&o.game.moves.length>0?pe(o.game.moves[o.game.moves.length-1]):null;$.mark({selected:o.pick[0]??null,landings:pt(),path:o.pick,lastFrom:o.pending?pe(o.pending.move)[0]:c?.[0]??null,lastTo:o.pending?pe(o.pending.move)[1]:c?.[1]??null})}d("board").classList.toggle("my-turn",W()&&!M.active),document.title=W()?s("title-your-move"):s("page-title");let r=o.game?.computer??null,a=!!r&&t&&Z()===r.colour;for(let c of["white","black"]){let p=o.game?.[c],v=d(`player-${c}`),P,O;if(r&&r.colour===c)P=a?"thinking":"computer",O=s("player-computer",{level:tn(r.level)});else if(!p||!p.taken)P="waiting",O=s("player-waiting");else if(o.me===c&&n)P="you",O=s("player-you");else if(!o.presenceKnown)P="unknown",O=n?`${s("player-opponent")} \xB7 ${s("player-unknown")}`:s("player-unknown");else{P=p.online?"online":"offline";let ve=s(p.online?"player-online":"player-offline");O=n?`${s("player-opponent")} \xB7 ${ve}`:ve,!p.online&&n?P="offline":n&&(P="opponent")}let T=o.game?.players?.[c];if(T&&!(r&&r.colour===c)){let ve=T.rating===null?null:`${T.rating}${T.provisional?"?":""}`,Ke=ve===null?s("player-name",{name:T.name}):s("player-rated",{name:T.name,rating:ve});T.change!==null&&(Ke+=` ${T.change>=0?"+":"\u2212"}${Math.abs(T.change)}`),O=P==="you"?`${Ke} \xB7 ${O}`:Ke+(P==="offline"?` \xB7 ${s("player-offline")}`:"")}v.textContent=s("player-line",{side:A(c),who:O}),v.dataset.state=P,d(`seat-${c}`).classList.toggle("to-move",t&&Z()===c)}d("seat-white").style.order=$.isFlipped?"0":"1",d("seat-black").style.order=$.isFlipped?"1":"0";let i;o.game?o.game.status==="waiting"?i=s(n?"status-waiting-you":"status-waiting"):e?i=s("status-over",{result:dt()}):n?i=W()?s("status-your-move",{side:A(o.me)}):s("status-their-move",{side:A(Z())}):i=s("status-to-move",{side:A(Z())}):i=s("game-loading"),a&&(i=s("status-computer-thinking")),d("status").classList.toggle("thinking",a),d("message").dataset.kind==="no_such_game"&&(i=s("status-no-game")),d("status").textContent=i;let l="";o.game&&n&&W()?o.pick.length===1?l=s("hint-move-from",{square:o.pick[0]}):o.pick.length>1?l=s("hint-go-on"):l=o.legal.some(Te)?s("hint-must-capture"):s("hint-pick"):o.game&&n&&o.me?l=s("hint-you-play",{side:A(o.me)}):o.game&&o.role==="spectator"&&(l=s("hint-watching")),d("hint").textContent=l;let u=n&&o.me?o.game?.offers.find(c=>c.by!==o.me):void 0,m=d("offer");m.hidden=!u,u&&(d("offer-text").textContent=s(`offer-${u.kind}`,{side:A(u.by)}),m.dataset.kind=u.kind);let f=o.game?.status==="waiting",w=d("resign");w.hidden=!n||e||!o.game;let y=o.resignArmed>0;w.textContent=s(f?y?"game-withdraw-confirm":"game-withdraw":y?"game-resign-confirm":"game-resign"),w.classList.toggle("confirm",y),d("resign-cancel").hidden=!y||w.hidden;let j=d("offer-draw");j.hidden=!n||!t,j.disabled=!!o.game?.offers.some(c=>c.kind==="draw"&&c.by===o.me);let z=d("offer-takeback");z.hidden=!n||!t;let oe=o.game?o.game.moves.some((c,p)=>nt(p)===o.me):!1;z.disabled=!oe||!!o.game?.offers.some(c=>c.kind==="takeback"&&c.by===o.me);let _=d("offer-rematch");_.hidden=!n||!e||o.game?.result?.reason==="withdrawn",_.disabled=!!o.game?.rematch||!!o.game?.offers.some(c=>c.kind==="rematch"&&c.by===o.me);let F=o.game?.time_control,E=!!F&&!(F.increment_s===0&&F.initial_s>=86400),D=o.me?o.game?.[o.me==="white"?"black":"white"]:void 0;!!D&&D.taken&&!D.online&&!o.game?.computer?o.opponentGoneAt===null&&(o.opponentGoneAt=Date.now(),window.setTimeout(b,60500)):o.opponentGoneAt=null,d("claim").hidden=!n||!t||!E||o.opponentGoneAt===null||Date.now()-o.opponentGoneAt<6e4;let Q=d("rematch-link");Q.hidden=!(o.game?.rematch&&o.role==="spectator"),o.game?.rematch&&(Q.href=Ce(`/g/${o.game.rematch}`));let re=d("move-input");d("move-form").hidden=!n||!t,d("sound-toggle").hidden=!n||e,re.disabled=!1,ho(),M.renderPanel();let be=o.game?.variant??"lasca7",ce=d("variant");ce.textContent=s(`variant-${be}`),ce.dataset.variant=be;let we=d("code");we.textContent=le(o.code),we.dataset.code=o.code,d("spectators").textContent=o.game&&o.presenceKnown?s("game-spectators",{count:o.game.spectators}):"",d("game").dataset.status=o.game?.status??"loading",d("game").dataset.role=o.role??"",ut(),mt()}function ho(){let t=d("moves"),e=o.game?.moves??[],n=M.active?M.ply:-1,r=M.analysis?"a":"",a=`${e[e.length-1]??""}|${n}|${r}`;t.children.length===e.length&&t.dataset.key===a||(t.replaceChildren(...e.map((i,l)=>{let u=document.createElement("li");u.textContent=i,u.className=nt(l),u.dataset.ply=String(l+1);let m=M.classOf(l);return m&&(u.dataset.class=m),l+1===n&&u.classList.add("shown"),u})),t.dataset.key=a,t.dataset.last=e[e.length-1]??"",t.classList.toggle("empty",e.length===0),t.dataset.empty=s("game-no-moves"),t.scrollTop=t.scrollHeight)}function rn(t){return s(`man-title-${t}`)}function mt(){let t=d("inspector"),e=o.inspected??o.pick[0]??null;if(!e){t.replaceChildren(Object.assign(document.createElement("p"),{className:"note",textContent:s("inspector-hint")}));return}let n=$.position.columns.get(e),r=document.createElement("h3");if(!n||n.length===0){r.textContent=s("inspector-empty",{square:e}),t.replaceChildren(r);return}let a=Se(n[0]);r.textContent=s("inspector-title",{square:e,side:A(a),count:n.length});let i=document.createElement("ol");n.forEach((l,u)=>{let m=document.createElement("li"),f=document.createElement("span");f.className=`disc m-${l.toLowerCase()}${me(l)?" officer":""}`;let w=u===0?s("inspector-commander"):Se(l)!==a?s("inspector-prisoner"):"";m.append(f,document.createTextNode(w?`${rn(l)} \xB7 ${w}`:rn(l))),i.append(m)}),t.replaceChildren(r,i)}var an=new URLSearchParams(location.search).get("lang");function Ce(t){return an?`${t}?lang=${an}`:t}function gt(){let t=/^\/g\/([^/]+)\/?$/.exec(location.pathname);if(t){let e=De(decodeURIComponent(t[1]));he(e,!1)}else Me()}function ge(t){history.pushState(null,"",Ce(t))}function ln(t,e){ge(`/g/${t}`),he(t,e)}function Me(){o.code&&o.role==="spectator"&&S.send({type:"unwatch",code:o.code}),o.code=null,o.game=null,o.role=null,o.opening=null,d("game").hidden=!0,d("lobby").hidden=!1,S.send({type:"lobby"}),S.send({type:"mine"})}function he(t,e,n=!0){o.code&&o.code!==t&&o.role==="spectator"&&S.send({type:"unwatch",code:o.code}),o.code=t,o.watchOnly=e,o.game=null,M.reset(),o.legal=[],o.position="",o.pick=[],o.pending=null,o.role=null,o.me=Y(t)?.colour??null,$.setFlipped(o.me==="black"),$.show(q("w"),0);let r=!d("lobby").hidden;d("lobby").hidden=!0,d("game").hidden=!1,r&&window.scrollTo(0,0),L("",""),b(),n&&S.ready&&fe()}function fe(){if(!o.code)return;let t=Y(o.code);t&&!o.watchOnly?(o.opening="resume",S.send({type:"resume",code:o.code,token:t.token})):!o.watchOnly&&o.role!=="spectator"&&o.identityTried!==o.code?(o.identityTried=o.code,o.opening="resume",S.send({type:"resume",code:o.code,token:""})):!o.watchOnly&&o.role!=="spectator"?(o.opening="join",S.send({type:"join",code:o.code})):(o.opening="watch",S.send({type:"watch",code:o.code}))}addEventListener("popstate",gt);var sn=0;function cn(t,e){let n=d("connection");clearTimeout(sn),t==="connected"?(n.dataset.state="connected",n.textContent=e?s("conn-reconnected"):"",e&&(sn=window.setTimeout(()=>n.textContent="",3e3)),o.wasConnected=!0,o.code?X(()=>fe()):(S.send({type:"lobby"}),S.send({type:"mine"}))):(o.presenceKnown=!1,G.answered(),n.dataset.state=t==="offline"?"offline":"reconnecting",n.textContent=s(t==="offline"?"conn-offline":t==="connecting"&&!o.wasConnected?"conn-connecting":"conn-lost")),b()}var un="lasca.sound",ye=null;function ht(){try{return localStorage.getItem(un)==="on"}catch{return!1}}function dn(t){try{localStorage.setItem(un,t?"on":"off")}catch{}t&&(ye??=new AudioContext)}function mn(){if(!ht()||typeof AudioContext!="function")return;ye??=new AudioContext;let t=ye.currentTime;for(let[e,n]of[660,880].entries()){let r=ye.createOscillator(),a=ye.createGain();r.frequency.value=n,a.gain.setValueAtTime(1e-4,t+e*.12),a.gain.exponentialRampToValueAtTime(.15,t+e*.12+.02),a.gain.exponentialRampToValueAtTime(1e-4,t+e*.12+.2),r.connect(a).connect(ye.destination),r.start(t+e*.12),r.stop(t+e*.12+.22)}}function pn(){let t=d("move-input").value.trim().toLowerCase();return!t||!W()?[]:o.legal.filter(e=>e.startsWith(t))}function We(){let t=d("move-input"),e=d("move-suggestions"),n=pn(),a=n.length===1&&n[0]===t.value.trim().toLowerCase()?[]:n.slice(0,12);e.replaceChildren(...a.map(i=>{let l=document.createElement("li");return l.textContent=i,l.setAttribute("role","option"),l.dataset.move=i,l})),t.setAttribute("aria-expanded",String(a.length>0))}function gn(){let t=d("move-input");t.addEventListener("input",We),t.addEventListener("keydown",e=>{if(e.key!=="Tab"||e.shiftKey)return;let n=pn();if(n.length===0)return;let r=n[0];for(let a of n)for(;!a.startsWith(r);)r=r.slice(0,-1);r.length>t.value.trim().length&&(e.preventDefault(),t.value=r,We())}),d("move-suggestions").addEventListener("click",e=>{let n=e.target.closest("li")?.dataset.move;n&&(t.value=n,X(()=>yt(n)))}),d("move-form").addEventListener("submit",e=>{e.preventDefault();let n=t.value;X(()=>yt(n))})}function Ze(t){if(!o.code)return;let e=Y(o.code);e&&(S.send(t(o.code,e.token))||(L("offline",s("msg-offline-request")),b()))}function ft(t){Ze((e,n)=>({type:"offer",code:e,token:n,kind:t}))}function hn(){let t=0,e=()=>{o.resignArmed=0,clearTimeout(t),b()};d("resign").addEventListener("click",()=>{if(o.resignArmed===0){o.resignArmed=1,t=window.setTimeout(e,5e3),b();return}e(),Ze((a,i)=>({type:"resign",code:a,token:i}))}),d("resign-cancel").addEventListener("click",()=>{e(),d("resign").focus()}),d("offer-draw").addEventListener("click",()=>ft("draw")),d("offer-takeback").addEventListener("click",()=>ft("takeback")),d("offer-rematch").addEventListener("click",()=>ft("rematch")),d("claim").addEventListener("click",()=>Ze((a,i)=>({type:"claim",code:a,token:i})));let n=a=>{let i=d("offer").dataset.kind;!i||!o.game||(Ze((l,u)=>({type:"answer",code:l,token:u,kind:i,accept:a})),a||(o.game.offers=o.game.offers.filter(l=>l.kind!==i),b()))};d("offer-accept").addEventListener("click",()=>n(!0)),d("offer-decline").addEventListener("click",()=>n(!1)),d("moves").addEventListener("click",a=>{let i=a.target.closest("li")?.dataset.ply;i&&M.go(Number(i))}),d("flip").addEventListener("click",()=>{$.setFlipped(!$.isFlipped),b()}),d("copy-link").addEventListener("click",()=>{fo()});let r=d("sound");r.checked=ht(),r.addEventListener("change",()=>dn(r.checked)),d("rematch-link").addEventListener("click",a=>{a.preventDefault(),o.game?.rematch&&(ge(`/g/${o.game.rematch}`),he(o.game.rematch,!0))});for(let a of["home","to-lobby"])d(a).addEventListener("click",i=>{i.preventDefault(),ge("/"),Me()});addEventListener("keydown",a=>{a.key==="Escape"&&o.pick.length>0&&(o.pick.length>1&&X(()=>ne()),o.pick=[],b())})}async function fo(){if(!o.code)return;let t=`${location.origin}/g/${o.code}`,e=!1;try{await navigator.clipboard.writeText(t),e=!0}catch{let n=document.createElement("textarea");n.value=t,n.setAttribute("readonly",""),n.className="visually-hidden",document.body.append(n),n.select();try{e=document.execCommand("copy")}catch{e=!1}n.remove()}L(e?"copied":"copy_failed",e?s("game-link-copied"):s("game-copy-failed",{link:t}))}function fn(t){return o.legal.filter(e=>{let n=H(e);return n.length>=t.length&&t.every((r,a)=>n[a]===r)})}function pt(){let t=new Set;if(o.pick.length===0)return t;for(let e of fn(o.pick)){let n=H(e)[o.pick.length];n&&t.add(n)}return t}function yn(t){if(!o.game||o.pending)return!0;if(o.role!=="player")return I("spectator",s("msg-spectator"));if(o.game.status!=="playing")return I("not_playing",s("msg-not-playing"));if(o.me!==Z())return I("not_your_turn",s("msg-not-your-turn",{side:A(Z())}));let e=$.position.columns.get(t);if(!e||e.length===0)return I("empty",s("msg-empty",{square:t}));let n=Se(e[0]);if(n!==o.me)return I("not_your_column",s("msg-not-your-column",{colour:n}));if(!o.legal.some(r=>r.startsWith(t+"-")||r.startsWith(t+"x"))){let r=[...new Set(o.legal.filter(Te).map(a=>H(a)[0]))];return r.length>0?I("compulsory_capture",s("msg-compulsory",{squares:et(r)})):I("no_move",s("msg-no-move",{square:t}))}return!1}function I(t,e){return L(t,e),b(),!0}async function bn(t){if(o.game){if(o.inspected=t,o.pick.length>0){if(pt().has(t)){o.pick.push(t);let e=fn(o.pick),n=o.pick.join(Te(e[0]??"")?"x":"-");if(await $.animate(n,o.pick.length-2),e.length===1){let r=e[0],a=o.pick.length-1;if(o.pick=[],b(),!Ge(r))return;await Fe(r,a);return}b();return}if(t===o.pick[0]&&o.pick.length===1){o.pick=[],b();return}if(o.pick.length>1){I("finish_capture",s("msg-finish-capture"));return}o.pick=[]}yn(t)||(L("",""),o.pick=[t],b())}}async function Fe(t,e){await $.animate(t,e);let[n,r]=pe(t);$.mark({selected:null,landings:new Set,path:[],lastFrom:n,lastTo:r}),b()}function Ge(t){if(!o.game||!o.code)return!1;let e=Y(o.code),n=o.game.moves.length;return!e||!S.send({type:"move",code:o.code,token:e.token,ply:n,move:t})?(ne(),L("offline",s("msg-offline",{move:t})),d("move-input").value=t,b(),!1):(o.pending={move:t,ply:n},L("",""),!0)}function ne(){o.pick=[],o.game&&$.show(q(o.position),o.game.moves.length,o.position),b()}async function yt(t){let e=t.trim().toLowerCase().replace(/\s+/g,"").replace(/:/g,"x");if(!e||!o.game||o.pending)return;if(o.role!=="player")return void I("spectator",s("msg-spectator"));if(o.game.status!=="playing")return void I("not_playing",s("msg-not-playing"));if(!W())return void I("not_your_turn",s("msg-not-your-turn",{side:A(Z())}));if(!o.legal.includes(e)){let r=H(e)[0];if(r&&/^[a-h][1-8]$/.test(r)&&yn(r))return;let a=o.legal.filter(i=>H(i)[0]===r);return r&&a.length>0?void I("illegal_move",s("msg-not-legal-from",{move:e,square:r,moves:et(a)})):void I("illegal_move",s("msg-not-legal",{move:e}))}o.pick.length>1&&ne(),o.pick=[];let n=d("move-input");n.value="",We(),Ge(e)&&await Fe(e,0)}function wn(t,e){if(M.receive(t)){(t.type==="analysis"||t.type==="replay")&&b();return}switch(t.type){case"seat":return yo(t.code,t.colour,t.token);case"state":return bo(t.game,e);case"moved":return wo(t,e);case"presence":o.game&&t.code===o.code&&(o.game.white=t.white,o.game.black=t.black,typeof t.spectators=="number"&&(o.game.spectators=t.spectators),o.presenceKnown=!0,b());return;case"offered":return vo(t.code,t.kind,t.by);case"declined":return ko(t.code,t.kind,t.by);case"ended":return $o(t,e);case"lobby":return G.renderPlaying(t.playing??[]),G.render(t.games);case"mine":return G.renderMine(t.games);case"seeking":return Kt(t.pool);case"error":return So(t.kind,t.message);default:return}}function yo(t,e,n){G.answered(),Yt(t,{token:n,colour:e});let r=o.code!==null&&o.code!==t&&o.game!==null;t!==o.code&&(ge(`/g/${t}`),he(t,!1,!1)),o.me=e,o.role="player",$.setFlipped(e==="black"),r&&L("rematch",s("msg-rematch")),b()}function bo(t,e){if(!t||t.code!==o.code)return;let n=o.game;o.game=t,o.opening=null,o.presenceKnown=!0;let r=Y(t.code);r?(o.me=r.colour,o.role="player"):(o.me=null,o.role="spectator"),o.legal=t.status==="playing"?t.board?.legal??[]:[],o.position=t.board?.position??"",n&&n.moves.length>t.moves.length&&L("taken_back",s("msg-taken-back")),o.joinedFull&&o.role==="spectator"&&(o.joinedFull=!1,t.white.taken&&t.black.taken&&t.status!=="ended"&&L("game_full",s("error-game-full"))),Ie(t.clocks,e),M.gameShown(t);let a=o.pending;if(o.pending=null,o.pick=[],$.show(q(o.position),t.moves.length,o.position),a&&a.ply===t.moves.length&&o.legal.includes(a.move)&&W())return Ge(a.move)&&L("resent",s("msg-resent",{move:a.move})),$.show(q(o.position),t.moves.length,o.position),Fe(a.move,0);b()}async function wo(t,e){if(!o.game||t.code!==o.code)return;let n=t.ply,r=t.move,a=t.board;M.active&&M.close();let i=o.pending!==null&&o.pending.move===r&&o.pending.ply===n,l=Z();if(o.pending=null,n===o.game.moves.length)i||(o.pick=[],b(),await $.animate(r)),o.game.moves.push(r);else if(n>o.game.moves.length)o.game.moves.length=n,o.game.moves.push(r);else return;o.game.offers=[],(!i||d("message").dataset.kind!=="resent")&&L("",""),o.position=a?.position??o.position,o.legal=o.game.status==="playing"?a?.legal??[]:[],Ie(t.clocks??null,e),$.show(q(o.position),o.game.moves.length,o.position),He(s("live-played",{side:A(l),move:r})),!i&&W()&&mn(),b()}function vo(t,e,n){!o.game||t!==o.code||(o.game.offers=o.game.offers.filter(r=>!(r.kind===e&&r.by===n)),o.game.offers.push({kind:e,by:n}),n===o.me?L("offered",s(`msg-${e}-offered`)):He(s(`offer-${e}`,{side:A(n)})),b())}function ko(t,e,n){!o.game||t!==o.code||(o.game.offers=o.game.offers.filter(r=>r.kind!==e),n!==o.me&&o.me&&L("declined",s(`msg-declined-${e}`,{side:A(n)})),b())}function $o(t,e){!o.game||t.code!==o.code||(o.game.status="ended",o.game.result=t.result,o.game.offers=[],o.legal=[],o.pick=[],Ie(t.clocks??null,e),He(dt()),b())}var zo=new Set(["stale_ply","illegal_move","not_your_turn","not_playing"]),Eo=new Set(["stale_ply","not_your_turn"]),xo=new Set(["busy","too_many_analyses","not_finished"]);function So(t,e){G.answered(),o.code&&xo.has(t)&&M.refused();let n=s(`error-${t.replace(/_/g,"-")}`),r=n!==`error-${t.replace(/_/g,"-")}`?n:s("error-other");if(o.code||Vt(r),o.opening&&o.code){let a=o.opening;if(o.opening=null,a==="resume"&&t==="not_your_seat"){Jt(o.code),o.me=null,fe();return}if(a==="join"&&t!=="no_such_game"&&t!=="slow_down"&&t!=="rate_limited"){o.role="spectator",o.joinedFull=t==="game_full",o.joinedFull||L(t,r),fe();return}if(t==="no_such_game"){let i=o.code;history.replaceState(null,"",Ce("/")),Me(),d("join-code").value=le(i),d("join-error").textContent=s("status-no-game");return}}if(o.pending&&zo.has(t)&&(o.pending=null,ne()),o.code&&o.role==="player"&&Eo.has(t)&&fe(),!o.code){G.error(r);return}L(t,r),b()}var $=new Ne(d("board"),{activate:t=>X(()=>bn(t)),cancel:()=>{o.pick.length>1&&X(()=>ne()),o.pick=[],b()},inspect:t=>{o.inspected=t,mt()}}),To=`${location.protocol==="https:"?"wss:":"ws:"}//${location.host}/ws`,S=new Be(To,t=>Lo(t),cn),G=new Oe({send:t=>S.send(t),open:(t,e)=>ln(t,e),inGame:()=>o.code!==null}),M=new qe({board:$,send:t=>S.send(t),code:()=>o.code,game:()=>o.game,render:()=>b()}),vn=Promise.resolve();function X(t){vn=vn.then(t).catch(()=>{})}function Lo(t){let e=performance.now();X(()=>wn(t,e))}async function Co(){Nt();for(let t of d("lang-switch").querySelectorAll("a[hreflang]"))t.hreflang===ee&&t.setAttribute("aria-current","true");G.setup(),Ut({send:t=>S.send(t)}),hn(),gn(),gt(),await Wt(),S.start()}Co();
