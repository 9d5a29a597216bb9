var K=class{constructor(e){this.value=e}valueOf(){return this.value}},b=class extends K{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},_=class extends K{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},V=class t extends K{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof K)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof K&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var ct=100,nn="\u2068",rn="\u2069";function on(t,e,n){if(n===e||n instanceof _&&e instanceof _&&n.value===e.value)return!0;if(e instanceof _&&typeof n=="string"){let o=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===o)return!0}return!1}function ut(t,e,n){return e[n]?le(t,e[n].value):(t.reportError(new RangeError("No default")),new b)}function Ze(t,e){let n=[],o=Object.create(null);for(let a of e)a.type==="narg"?o[a.name]=we(t,a.value):n.push(we(t,a));return{positional:n,named:o}}function we(t,e){switch(e.type){case"str":return e.value;case"num":return new _(e.value,{minimumFractionDigits:e.precision});case"var":return an(t,e);case"mesg":return sn(t,e);case"term":return ln(t,e);case"func":return cn(t,e);case"select":return un(t,e);default:return new b}}function an(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new b(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new b(`$${e}`);if(n instanceof K)return n;switch(typeof n){case"string":return n;case"number":return new _(n);case"object":if(V.supportsValue(n))return new V(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new b(`$${e}`)}}function sn(t,{name:e,attr:n}){let o=t.bundle._messages.get(e);if(!o)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new b(e);if(n){let a=o.attributes[n];return a?le(t,a):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new b(`${e}.${n}`))}return o.value?le(t,o.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new b(e))}function ln(t,{name:e,attr:n,args:o}){let a=`-${e}`,i=t.bundle._terms.get(a);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${a}`)),new b(a);if(n){let u=i.attributes[n];if(u){t.params=Ze(t,o).named;let d=le(t,u);return t.params=null,d}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new b(`${a}.${n}`)}t.params=Ze(t,o).named;let l=le(t,i.value);return t.params=null,l}function cn(t,{name:e,args:n}){let o=t.bundle._functions[e];if(!o)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new b(`${e}()`);if(typeof o!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new b(`${e}()`);try{let a=Ze(t,n);return o(a.positional,a.named)}catch(a){return t.reportError(a),new b(`${e}()`)}}function un(t,{selector:e,variants:n,star:o}){let a=we(t,e);if(a instanceof b)return ut(t,n,o);for(let i of n){let l=we(t,i.key);if(on(t,a,l))return le(t,i.value)}return ut(t,n,o)}function Fe(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new b;t.dirty.add(e);let n=[],o=t.bundle._useIsolating&&e.length>1;for(let a of e){if(typeof a=="string"){n.push(t.bundle._transform(a));continue}if(t.placeables++,t.placeables>ct)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${ct}`);o&&n.push(nn),n.push(we(t,a).toString(t)),o&&n.push(rn)}return t.dirty.delete(e),n.join("")}function le(t,e){return typeof e=="string"?t.bundle._transform(e):Fe(t,e)}var Le=class{constructor(e,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=o}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let o=this.bundle._intls.get(e);o||(o={},this.bundle._intls.set(e,o));let a=JSON.stringify(n);return o[a]||(o[a]=new e(this.bundle.locales,n)),o[a]}};function We(t,e){let n=Object.create(null);for(let[o,a]of Object.entries(t))e.includes(o)&&(n[o]=a.valueOf());return n}var mt=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function dt(t,e){let n=t[0];if(n instanceof b)return new b(`NUMBER(${n.valueOf()})`);if(n instanceof _)return new _(n.valueOf(),{...n.opts,...We(e,mt)});if(n instanceof V)return new _(n.toNumber(),{...We(e,mt)});throw new TypeError("Invalid argument to NUMBER")}var mn=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function pt(t,e){let n=t[0];if(n instanceof b)return new b(`DATETIME(${n.valueOf()})`);if(n instanceof V||n instanceof _)return new V(n,We(e,mn));throw new TypeError("Invalid argument to DATETIME")}var gt=new Map;function ht(t){let e=Array.isArray(t)?t.join(" "):t,n=gt.get(e);return n===void 0&&(n=new Map,gt.set(e,n)),n}var ve=class{constructor(e,{functions:n,useIsolating:o=!0,transform:a=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:dt,DATETIME:pt,...n},this._useIsolating=o,this._transform=a,this._intls=ht(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let o=[];for(let a=0;a<e.body.length;a++){let i=e.body[a];if(i.id.startsWith("-")){if(n===!1&&this._terms.has(i.id)){o.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(n===!1&&this._messages.has(i.id)){o.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return o}formatPattern(e,n=null,o=null){if(typeof e=="string")return this._transform(e);let a=new Le(this,o,n);try{return Fe(a,e).toString(a)}catch(i){if(a.errors&&i instanceof Error)return a.errors.push(i),new b().toString(a);throw i}}};var He=/^(-?[a-zA-Z][\w-]*) *= */gm,ft=/\.([a-zA-Z][\w-]*) *= */y,dn=/\*?\[/y,Ke=/(-?[0-9]+(?:\.([0-9]+))?)/y,pn=/([a-zA-Z][\w-]*)/y,yt=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,gn=/^[A-Z][A-Z0-9_-]*$/,Ce=/([^{}\n\r]+)/y,hn=/([^\\"\n\r]*)/y,wt=/\\([\\"])/y,vt=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,fn=/^\n+/,bt=/ +$/,yn=/ *\r?\n/g,wn=/( *)$/,vn=/{\s*/y,kt=/\s*}/y,bn=/\[\s*/y,kn=/\s*] */y,$n=/\s*\(\s*/y,zn=/\s*->\s*/y,xn=/\s*:\s*/y,En=/\s*,?\s*/y,Sn=/\s+/y,be=class{constructor(e){this.body=[],He.lastIndex=0;let n=0;for(;;){let c=He.exec(e);if(c===null)break;n=He.lastIndex;try{this.body.push(d(c[1]))}catch(p){if(p instanceof SyntaxError)continue;throw p}}function o(c){return c.lastIndex=n,c.test(e)}function a(c,p){if(e[n]===c)return n++,!0;if(p)throw new p(`Expected ${c}`);return!1}function i(c,p){if(o(c))return n=c.lastIndex,!0;if(p)throw new p(`Expected ${c.toString()}`);return!1}function l(c){c.lastIndex=n;let p=c.exec(e);if(p===null)throw new SyntaxError(`Expected ${c.toString()}`);return n=c.lastIndex,p}function u(c){return l(c)[1]}function d(c){let p=f(),$=v();if(p===null&&Object.keys($).length===0)throw new SyntaxError("Expected message value or attributes");return{id:c,value:p,attributes:$}}function v(){let c=Object.create(null);for(;o(ft);){let p=u(ft),$=f();if($===null)throw new SyntaxError("Expected attribute value");c[p]=$}return c}function f(){let c;if(o(Ce)&&(c=u(Ce)),e[n]==="{"||e[n]==="}")return g(c?[c]:[],1/0);let p=W();return p?c?g([c,p],p.length):(p.value=se(p.value,fn),g([p],p.length)):c?se(c,bt):null}function g(c=[],p){for(;;){if(o(Ce)){c.push(u(Ce));continue}if(e[n]==="{"){c.push(L());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let H=W();if(H){c.push(H),p=Math.min(p,H.length);continue}break}let $=c.length-1,re=c[$];typeof re=="string"&&(c[$]=se(re,bt));let ye=[];for(let H of c)H instanceof Me&&(H=H.value.slice(0,H.value.length-p)),H&&ye.push(H);return ye}function L(){i(vn,SyntaxError);let c=z();if(i(kt))return c;if(i(zn)){let p=F();return i(kt,SyntaxError),{type:"select",selector:c,...p}}throw new SyntaxError("Unclosed placeable")}function z(){if(e[n]==="{")return L();if(o(yt)){let[,c,p,$=null]=l(yt);if(c==="$")return{type:"var",name:p};if(i($n)){let re=ne();if(c==="-")return{type:"term",name:p,attr:$,args:re};if(gn.test(p))return{type:"func",name:p,args:re};throw new SyntaxError("Function names must be all upper-case")}return c==="-"?{type:"term",name:p,attr:$,args:[]}:{type:"mesg",name:p,attr:$}}return R()}function ne(){let c=[];for(;;){switch(e[n]){case")":return n++,c;case void 0:throw new SyntaxError("Unclosed argument list")}c.push(M()),i(En)}}function M(){let c=z();return c.type!=="mesg"?c:i(xn)?{type:"narg",name:c.name,value:R()}:c}function F(){let c=[],p=0,$;for(;o(dn);){a("*")&&($=p);let re=x(),ye=f();if(ye===null)throw new SyntaxError("Expected variant value");c[p++]={key:re,value:ye}}if(p===0)return null;if($===void 0)throw new SyntaxError("Expected default variant");return{variants:c,star:$}}function x(){i(bn,SyntaxError);let c;return o(Ke)?c=B():c={type:"str",value:u(pn)},i(kn,SyntaxError),c}function R(){if(o(Ke))return B();if(e[n]==='"')return X();throw new SyntaxError("Invalid expression")}function B(){let[,c,p=""]=l(Ke),$=p.length;return{type:"num",value:parseFloat(c),precision:$}}function X(){a('"',SyntaxError);let c="";for(;;){if(c+=u(hn),e[n]==="\\"){c+=y();continue}if(a('"'))return{type:"str",value:c};throw new SyntaxError("Unclosed string literal")}}function y(){if(o(wt))return u(wt);if(o(vt)){let[,c,p]=l(vt),$=parseInt(c||p,16);return $<=55295||57344<=$?String.fromCodePoint($):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function W(){let c=n;switch(i(Sn),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return Z(e.slice(c,n))}return e[n-1]===" "?Z(e.slice(c,n)):!1}function se(c,p){return c.replace(p,"")}function Z(c){let p=c.replace(yn,`
`),$=wn.exec(c)[1].length;return new Me(p,$)}}},Me=class{constructor(e,n){this.value=e,this.length=n}};var $t=`# Lasca online in the browser. The words follow the desktop game's (assets/i18n/en).
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
`;var zt=`# Lasca online im Browser. Die W\xF6rter folgen denen des Desktop-Spiels (assets/i18n/de).
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
`;var xt=`# Lasca online w przegl\u0105darce. S\u0142owa s\u0105 takie jak w grze na komputer (assets/i18n/pl):
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
`;var Mn={en:$t,de:zt,pl:xt},jn=["en","de","pl"];function Et(t){return!!t&&jn.includes(t)}function An(){let t=new URLSearchParams(location.search).get("lang");if(Et(t))return t;let e=navigator.languages&&navigator.languages.length>0?navigator.languages:[navigator.language];for(let n of e){let o=(n||"").toLowerCase().split(/[-_]/)[0];if(Et(o))return o}return"en"}var Q=An(),Ve=new ve(Q,{useIsolating:!1});Ve.addResource(new be(Mn[Q]));var Pn=typeof matchMedia=="function"&&matchMedia("(pointer: coarse)").matches?"yes":"no";function s(t,e){let n=Ve.getMessage(t);return n?.value?Ve.formatPattern(n.value,{touch:Pn,...e}):t}function Ge(t){return new Intl.ListFormat(Q,{type:"disjunction"}).format(t)}function St(t=document){document.documentElement.lang=Q,document.title=s("page-title");for(let e of t.querySelectorAll("[data-l10n]"))e.textContent=s(e.dataset.l10n);for(let e of t.querySelectorAll("[data-l10n-aria]"))e.setAttribute("aria-label",s(e.dataset.l10nAria));for(let e of t.querySelectorAll("[data-l10n-title]"))e.title=s(e.dataset.l10nTitle);for(let e of t.querySelectorAll("[data-l10n-placeholder]"))e.placeholder=s(e.dataset.l10nPlaceholder)}var oe="abcdefgh";function ke(t){return t==="lasca7"?7:8}function $e(t){let e=[];for(let n=1;n<=t;n++)for(let o=0;o<t;o++)(o+n)%2===1&&e.push(oe[o]+n);return e}var Rr=$e(7);function ce(t){return[oe.indexOf(t[0]??""),Number(t.slice(1))]}function ae(t,e,n=7){return t<0||t>=n||e<1||e>n||(t+e)%2!==1?null:oe[t]+e}function ze(t){return t==="w"||t==="W"?"white":"black"}function ue(t){return t==="W"||t==="B"}function Tt(t){return t==="white"?"black":"white"}function N(t){let e=t.trim(),n="lasca7",o=/^(lasca8|bashni):\s*/.exec(e);o&&(n=o[1],e=e.slice(o[0].length));let[a,...i]=e.split(/\s+/),l=new Map;for(let u of i){let[d,v]=u.split(":");d&&v&&l.set(d,[...v])}return{side:a==="b"?"black":"white",columns:l,variant:n}}function Lt(t){let e=[t.side==="white"?"w":"b"];for(let o of $e(ke(t.variant))){let a=t.columns.get(o);a&&a.length>0&&e.push(`${o}:${a.join("")}`)}let n=e.join(" ");return t.variant==="lasca7"?n:`${t.variant}: ${n}`}function Ct(t){let e=new Map;for(let[n,o]of t.columns)e.set(n,[...o]);return{side:t.side,columns:e,variant:t.variant}}function O(t){return t.split(/[-x]/)}function xe(t){return t.includes("x")}function Ue(t,e,n){let[o,a]=ce(e),[i,l]=ce(n),u=Math.abs(i-o);if(u<2||u!==Math.abs(l-a))return null;let d=Math.sign(i-o),v=Math.sign(l-a);for(let f=1;f<u;f++){let g=oe[o+f*d]+(a+f*v);if(g!==e&&(t.columns.get(g)?.length??0)>0)return g}return null}function Mt(t,e,n){let o=t.columns.get(e);if(!o)return null;t.columns.delete(e);let a=Ue(t,e,n);if(a){let u=t.columns.get(a),d=u?.shift();d&&o.push(d),u&&u.length===0&&t.columns.delete(a)}let i=o[0],l=ce(n)[1];return i==="w"&&l===ke(t.variant)&&(o[0]="W"),i==="b"&&l===1&&(o[0]="B"),t.columns.set(n,o),a}function Ye(t){return t%2===0?"white":"black"}var Rn="http://www.w3.org/2000/svg",j=100,ee=36,je=21,ie=9,Je=300;function A(t,e={}){let n=document.createElementNS(Rn,t);for(let[o,a]of Object.entries(e))n.setAttribute(o,String(a));return n}var _n=t=>new Promise(e=>setTimeout(e,t));function jt(t,e){if(!e||e.length===0)return s("square-empty",{square:t});let n=s(`man-${e[0]}`),o=[],a=1;for(;a<e.length;){let i=a;for(;i<e.length&&e[i]===e[a];)i++;o.push(s("men-run",{kind:e[a],count:i-a})),a=i}return o.length===0?s("square-men",{square:t,top:n}):s("square-men-under",{square:t,top:n,under:o.join(", ")})}function Xe(t){let e=t.length,n=e>1?Math.min(ie,38/(e-1)):0,a=50-((e-1)*n+ie)/2,i="";for(let l=e-1;l>=0;l--){let u=t[l],d=a+l*n,v=u.toLowerCase();i+=`<g class="man m-${v}${ue(u)?" officer":""}"><path class="side" d="M${50-ee} ${d}v${ie}a${ee} ${je} 0 0 0 ${2*ee} 0v${-ie}z"/>`+(ue(u)?`<path class="band" d="M${50-ee} ${d+ie-3}a${ee} ${je} 0 0 0 ${2*ee} 0"/>`:"")+`<ellipse class="top" cx="50" cy="${d}" rx="${ee}" ry="${je}"/><ellipse class="rim" cx="50" cy="${d}" rx="${ee-8}" ry="${je-5}"/>`,l===0&&ue(u)&&(i+=`<path class="crown" d="M36 ${d+7}L32 ${d-7}L41 ${d-1}L50 ${d-11}L59 ${d-1}L68 ${d-7}L64 ${d+7}Z"/>`),i+="</g>"}if(e>=4){let l=Math.max(13,a-12);i+=`<g class="height"><circle cx="86" cy="${l}" r="13"/><text x="86" y="${l}" dy="0.36em">${e}</text></g>`}return i}var Ae=class{constructor(e,n){this.svg=e;this.events=n;e.append(this.backLayer,this.squareLayer,this.coordLayer,this.animLayer,this.arrowLayer),e.addEventListener("pointerleave",()=>this.events.inspect(null));let o=A("marker",{id:"arrow-head",viewBox:"0 0 10 10",refX:6,refY:5,markerWidth:3,markerHeight:3,orient:"auto"});o.append(A("path",{d:"M0,0 L10,5 L0,10 z"}));let a=A("defs");a.append(o),e.prepend(a),this.build(7)}svg;events;flipped=!1;squares=new Map;squareLayer=A("g",{class:"squares"});coordLayer=A("g",{class:"coords","aria-hidden":"true"});backLayer=A("g",{class:"back","aria-hidden":"true"});animLayer=A("g",{class:"anim","aria-hidden":"true"});arrowLayer=A("g",{class:"arrow","aria-hidden":"true"});shown={side:"white",columns:new Map,variant:"lasca7"};size=7;aim=[2,3];build(e){this.size=e,this.svg.setAttribute("viewBox",`0 0 ${e*j} ${e*j}`),this.svg.dataset.size=String(e),this.squares.clear(),this.squareLayer.replaceChildren();for(let n of $e(e)){let o=A("g",{class:"square","data-square":n,role:"button",tabindex:-1});o.append(A("rect",{width:j,height:j}),A("circle",{class:"hint",cx:50,cy:50,r:15}),A("g",{class:"column","data-square":n,"aria-hidden":"true"})),o.addEventListener("click",()=>{this.events.activate(n)}),o.addEventListener("pointerenter",()=>this.events.inspect(n)),o.addEventListener("focus",()=>{this.aim=At(n),this.rove(n),this.events.inspect(n)}),o.addEventListener("keydown",a=>this.key(a,n)),this.squares.set(n,o)}this.layout(),this.rove(this.squares.has("c3")?"c3":$e(e)[0])}rove(e){for(let[n,o]of this.squares)o.setAttribute("tabindex",n===e?"0":"-1")}get isFlipped(){return this.flipped}setFlipped(e){this.flipped=e,this.layout()}cell(e){let[n,o]=ce(e),a=this.size;return this.flipped?[(a-1-n)*j,(o-1)*j]:[n*j,(a-o)*j]}layout(){this.svg.dataset.flipped=String(this.flipped);let e=this.size,n=[...this.squares.keys()].sort((i,l)=>this.cell(i)[1]-this.cell(l)[1]||this.cell(i)[0]-this.cell(l)[0]);for(let i of n){let l=this.squares.get(i),[u,d]=this.cell(i);l.setAttribute("transform",`translate(${u} ${d})`),this.squareLayer.append(l)}let o="";for(let i=0;i<e;i++)for(let l=0;l<e;l++)(i+l)%2===(e===7?1:0)&&(o+=`<rect x="${l*j}" y="${i*j}" width="${j}" height="${j}"/>`);this.backLayer.innerHTML=o;let a="";for(let i=0;i<e;i++){let l=this.flipped?oe[e-1-i]:oe[i],u=this.flipped?i+1:e-i;a+=`<text class="file" x="${i*j+94}" y="${e*j-6}">${l}</text>`,a+=`<text class="rank" x="5" y="${i*j+18}">${u}</text>`}this.coordLayer.innerHTML=a}show(e,n,o){ke(e.variant)!==this.size&&this.build(ke(e.variant)),this.shown=Ct(e),this.svg.dataset.position=o??Lt(e),this.svg.dataset.ply=String(n),this.drawColumns()}get position(){return this.shown}drawColumns(){for(let[e,n]of this.squares){let o=this.shown.columns.get(e);this.drawColumn(e,o),n.setAttribute("aria-label",jt(e,o))}}drawColumn(e,n){let o=this.squares.get(e).querySelector(".column");o.innerHTML=n&&n.length>0?Xe(n):""}mark(e){for(let[n,o]of this.squares){let a=o.classList,i=e.selected===n,l=e.landings.has(n);a.toggle("selected",i),a.toggle("landing",l),o.setAttribute("aria-pressed",String(i));let u=jt(n,this.shown.columns.get(n));o.setAttribute("aria-label",l?s("square-landing",{label:u}):i?s("square-picked",{label:u}):u),a.toggle("path",e.path.includes(n)&&e.selected!==n),a.toggle("last-from",e.lastFrom===n),a.toggle("last-to",e.lastTo===n)}}arrow(e){if(this.arrowLayer.replaceChildren(),this.svg.dataset.arrow=e??"",!e)return;let n=a=>{let[i,l]=this.cell(a);return`${i+j/2},${l+j/2}`},o=O(e).map(n).join(" ");this.arrowLayer.append(A("polyline",{points:o,"marker-end":"url(#arrow-head)"}))}focus(e){this.squares.get(e)?.focus()}async animate(e,n=0){let o=O(e),a=document.hidden||matchMedia("(prefers-reduced-motion: reduce)").matches;for(let i=n;i+1<o.length;i++){let l=o[i],u=o[i+1];a||await this.hop(l,u),Mt(this.shown,l,u),this.drawColumns()}this.animLayer.replaceChildren()}async hop(e,n){let o=this.shown.columns.get(e);if(!o)return;let a=Ue(this.shown,e,n),[i,l]=this.cell(e),[u,d]=this.cell(n),v=u-i,f=d-l,g=[];if(a){let M=this.shown.columns.get(a);if(M&&M.length>0){this.drawColumn(a,M.slice(1));let[F,x]=this.cell(a),R=A("g",{transform:`translate(${F} ${x})`}),B=A("g",{class:"column prisoner"});B.innerHTML=Xe([M[0]]),R.append(B),this.animLayer.append(R);let X=(M.length-1)*Math.min(ie,38/Math.max(1,M.length-1))/2,y=o.length*Math.min(ie,38/Math.max(1,o.length))/2;g.push(B.animate([{transform:`translate(0px, ${-X}px)`},{transform:`translate(${u-F}px, ${d-x+y}px)`}],{duration:Je,easing:"ease-in",fill:"forwards"}))}}this.drawColumn(e,void 0);let L=A("g",{transform:`translate(${i} ${l})`}),z=A("g",{class:"column moving"});z.innerHTML=Xe(o),L.append(z),this.animLayer.append(L);let ne=a?38:0;g.push(z.animate([{transform:"translate(0px, 0px)"},{transform:`translate(${v/2}px, ${f/2-ne}px)`,offset:.5},{transform:`translate(${v}px, ${f}px)`}],{duration:Je,easing:"ease-in-out",fill:"forwards"})),await Promise.race([Promise.all(g.map(M=>M.finished)),_n(Je+60)]).catch(()=>{}),this.animLayer.replaceChildren()}key(e,n){let o={ArrowUp:[0,1],ArrowDown:[0,-1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key==="Enter"||e.key===" "){e.preventDefault(),this.events.activate(n);return}if(e.key==="Escape"){e.preventDefault(),this.events.cancel();return}let a=o[e.key];if(!a)return;e.preventDefault();let i=this.flipped?-1:1,[l,u]=[a[0]*i,a[1]*i],[d,v]=At(n),f=null;if(u!==0){let g=v+u,L=this.aim[0],z=this.size;f=ae(L,g,z)??ae(d+1,g,z)??ae(d-1,g,z),f&&(this.aim=[L,g])}else{let g=d+l,L=this.aim[1],z=this.size;f=ae(g,L,z)??ae(g,v+1,z)??ae(g,v-1,z),f&&(this.aim=[g,L])}if(f){let g=this.aim;this.squares.get(f)?.focus(),this.aim=g}}},At=ce;var Qe=t=>`lasca.seat.${t}`;function G(t){try{let e=JSON.parse(localStorage.getItem(Qe(t))??"null");if(e&&typeof e.token=="string"&&(e.colour==="white"||e.colour==="black"))return e}catch{}return null}function Pt(t,e){try{localStorage.setItem(Qe(t),JSON.stringify({token:e.token,colour:e.colour}))}catch{}}function Rt(t){try{localStorage.removeItem(Qe(t))}catch{}}function Pe(t){return t.replace(/[\s-]+/g,"").toUpperCase()}var Nn=/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]+$/;function _t(t){return(t.length===9||t.length===6)&&Nn.test(t)}function me(t){return t.replace(/(.{3})(?=.)/g,"$1 ")}function Nt(t){let e=Math.max(0,Math.floor(t)),n=Math.floor(e/1e3),o=Math.floor(n/3600),a=Math.floor(n%3600/60),i=String(n%60).padStart(2,"0");return e<1e4?`${a}:${i}.${Math.floor(e/100)%10}`:o>0?`${o}:${String(a).padStart(2,"0")}:${i}`:`${a}:${i}`}var w=t=>document.getElementById(t),On=[800,1100,1600,1700,2e3,2250,2700,2900];function C(t){return s(t==="white"?"side-white":"side-black")}function qn(t){return t?s("clock-control",{minutes:Math.round(t.initial_s/60),increment:t.increment_s}):s("clock-none")}function Ot(t){return s("level-name",{level:t,name:s(`level-${t}`)})}function Bn(t){if(t==="none")return null;let[e,n]=t.split("+").map(Number);return{initial_s:(e??5)*60,increment_s:n??0}}var Re=class{constructor(e){this.host=e}host;rid=0;creating=!1;setup(){for(let a of[w("create-clock"),w("computer-clock")])for(let i of a.options){let[l,u]=i.value.split("+");u&&(i.textContent=s("clock-control",{minutes:Number(l),increment:Number(u)}))}let e=w("computer-level");e.replaceChildren(...On.map((a,i)=>{let l=document.createElement("option");return l.value=String(i+1),l.textContent=s("level-option",{level:i+1,name:s(`level-${i+1}`),rating:a}),l.selected=i===1,l}));let n=()=>w("computer-level-about").textContent=s(`level-about-${e.value}`);e.addEventListener("change",n),n(),w("computer-form").addEventListener("submit",a=>{a.preventDefault(),this.create(w("computer-colour").value,w("computer-clock").value,!1,w("computer-variant").value,Number(e.value))}),w("create-form").addEventListener("submit",a=>{a.preventDefault(),this.create(w("create-colour").value,w("create-clock").value,w("create-public").checked,w("create-variant").value,null)});let o=()=>{let a=Pe(w("join-code").value);return _t(a)?(w("join-error").textContent="",a):(w("join-error").textContent=s("lobby-bad-code",{code:a||w("join-code").value}),null)};w("join-form").addEventListener("submit",a=>{a.preventDefault();let i=o();i&&this.host.open(i,!1)}),w("watch-button").addEventListener("click",()=>{let a=o();a&&this.host.open(a,!0)}),setInterval(()=>{!this.host.inGame()&&!document.hidden&&this.host.send({type:"lobby"})},5e3)}create(e,n,o,a,i){if(this.creating)return;this.rid=this.rid+1>>>0;let l={type:"create",colour:e,clock:Bn(n),public:o,variant:a,rid:this.rid,...i!==null?{opponent:{computer:i}}:{}};if(!this.host.send(l)){this.error(s("msg-offline-request"));return}this.creating=!0,w("create-button").disabled=!0,w("computer-button").disabled=!0}answered(){this.creating=!1,w("create-button").disabled=!1,w("computer-button").disabled=!1}error(e){w("join-error").textContent=e,w("computer-error").textContent=e}render(e){w("lobby-list").replaceChildren(...e.map(o=>{let a=document.createElement("li");a.dataset.code=o.code;let i=document.createElement("strong");i.textContent=me(o.code);let l=document.createElement("span");l.textContent=s("lobby-entry",{side:C(o.free),control:qn(o.time_control)}),o.variant&&o.variant!=="lasca7"&&(a.dataset.variant=o.variant,l.textContent=`${s(`variant-${o.variant}`)} \xB7 ${l.textContent}`);let u=document.createElement("span");u.className="age",u.textContent=s("lobby-age",{minutes:Math.floor(o.age_s/60)});let d=document.createElement("button");return d.type="button",d.className="join primary",d.textContent=s("lobby-join"),d.addEventListener("click",()=>this.host.open(o.code,!1)),a.append(i,l,u,d),a})),w("lobby-empty").hidden=e.length>0}};var Dn=[250,500,1e3,2e3],In=3e3,Zn=2e4,Fn=1e4,_e=class{constructor(e,n,o){this.url=e;this.onMessage=n;this.onState=o;addEventListener("online",()=>{this.greeted||this.retryNow()}),addEventListener("offline",()=>{this.greeted||this.onState("offline",!1)})}url;onMessage;onState;socket=null;attempt=0;greeted=!1;everConnected=!1;retryTimer=0;pingTimer=0;pongTimer=0;pingId=0;get ready(){return this.greeted&&this.socket?.readyState===WebSocket.OPEN}start(){this.open()}send(e){return!this.ready||!this.socket?!1:(this.socket.send(JSON.stringify(e)),!0)}open(){clearTimeout(this.retryTimer),this.greeted=!1;let e;try{e=new WebSocket(this.url)}catch{this.scheduleRetry();return}this.socket=e,e.onmessage=n=>{if(typeof n.data!="string")return;let o;try{o=JSON.parse(n.data)}catch{return}if(!(!o||typeof o.type!="string")){if(this.heard(),o.type==="welcome"){let a={type:"hello",protocol:4,client:"lasca-web 0.2"};e.send(JSON.stringify(a)),this.greeted=!0,this.attempt=0;let i=this.everConnected;this.everConnected=!0,this.onState("connected",i),this.schedulePing();return}o.type!=="pong"&&this.onMessage(o)}},e.onclose=()=>{this.socket===e&&(this.socket=null,this.greeted=!1,clearTimeout(this.pingTimer),clearTimeout(this.pongTimer),this.scheduleRetry())},e.onerror=()=>e.close()}scheduleRetry(){let e=Dn[this.attempt]??In;this.attempt++;let n=navigator.onLine===!1;this.onState(n?"offline":this.everConnected?"reconnecting":"connecting",!1),this.retryTimer=window.setTimeout(()=>this.open(),e)}retryNow(){this.socket||(clearTimeout(this.retryTimer),this.open())}heard(){clearTimeout(this.pongTimer),this.greeted&&this.schedulePing()}schedulePing(){clearTimeout(this.pingTimer),this.pingTimer=window.setTimeout(()=>{if(!this.ready||!this.socket)return;let e=this.socket;e.send(JSON.stringify({type:"ping",id:++this.pingId})),this.pongTimer=window.setTimeout(()=>e.close(),Fn)},Zn)}};var E=t=>document.getElementById(t),Wn="http://www.w3.org/2000/svg";function qt(t,e=!1){return new Intl.NumberFormat(Q,{minimumFractionDigits:1,maximumFractionDigits:1,signDisplay:e?"exceptZero":"auto"}).format(t/100)}function Hn(t,e){return`${Math.floor((e-1)/2)+1}${e%2===1?".":"\u2026"} ${t[e-1]??""}`}var Ee=300,U=90,Ne=class{constructor(e){this.host=e;E("review-first").addEventListener("click",()=>this.go(0)),E("review-back").addEventListener("click",()=>this.go(this.ply-1)),E("review-next").addEventListener("click",()=>this.go(this.ply+1)),E("review-last").addEventListener("click",()=>this.go(Number.MAX_SAFE_INTEGER)),E("review-live").addEventListener("click",()=>this.close()),E("analyse").addEventListener("click",()=>this.askAnalysis()),E("graph").addEventListener("click",n=>this.graphClick(n)),addEventListener("keydown",n=>this.key(n))}host;active=!1;ply=0;positions=[];forCode=null;wanted=null;analysis=null;progress=null;asked=!1;stale=!1;reset(){this.active=!1,this.positions=[],this.forCode=null,this.wanted=null,this.analysis=null,this.progress=null,this.asked=!1}gameShown(e){e.status==="ended"&&e.analysed&&!this.analysis&&!this.asked&&this.askAnalysis(),this.renderPanel()}go(e){let n=this.host.game(),o=this.host.code();if(!n||!o)return;let a=Math.max(0,Math.min(e,n.moves.length));if(this.forCode!==o||this.positions.length!==n.moves.length+1){this.wanted=a,this.host.send({type:"replay",code:o});return}this.active=n.status==="ended"||a<n.moves.length,this.ply=a,this.host.render()}close(){this.active&&(this.stale=!0),this.active=!1,this.host.render()}takeClosed(){let e=this.stale;return this.stale=!1,e}receive(e){let n=this.host.code();switch(e.type){case"replay":if(e.code!==n)return!0;if(this.positions=e.positions,this.forCode=n,this.wanted!==null){let o=this.wanted;this.wanted=null,this.go(o)}return!0;case"analysis_progress":return e.code===n&&(this.progress={done:e.done,total:e.total}),this.renderPanel(),!0;case"analysis":return e.code!==n||this.onAnalysis(e),!0;default:return!1}}refused(){this.asked=!1,this.progress=null,this.renderPanel()}onAnalysis(e){this.analysis=e.analysis,this.progress=null,this.host.render()}askAnalysis(){let e=this.host.code();!e||this.asked||this.host.send({type:"analyse",code:e})&&(this.asked=!0,this.renderPanel())}key(e){let n=this.host.game();if(!n||E("game").hidden||e.altKey||e.ctrlKey||e.metaKey)return;let o=e.target;if(o instanceof Element&&o.closest("#board, input, select, textarea"))return;let a=this.active?this.ply:n.moves.length,l={ArrowLeft:a-1,ArrowRight:a+1,Home:0,End:n.moves.length}[e.key];l!==void 0&&(e.preventDefault(),e.key==="End"&&n.status!=="ended"?this.close():this.go(l))}graphClick(e){let n=this.analysis?.scores;if(!n||n.length<2)return;let o=E("graph").getBoundingClientRect(),a=(e.clientX-o.left)/Math.max(1,o.width);this.go(Math.round(a*(n.length-1)))}drawBoard(){let e=this.host.game(),n=this.host.board;if(!this.active||!e||this.positions.length===0)return n.arrow(null),!1;let o=this.positions[this.ply]??this.positions[this.positions.length-1];n.show(N(o),this.ply,o);let a=this.ply>0?O(e.moves[this.ply-1]):null;return n.mark({selected:null,landings:new Set,path:[],lastFrom:a?a[0]:null,lastTo:a?a[a.length-1]:null}),n.arrow(this.analysis?.moves[this.ply]?.line[0]??null),!0}classOf(e){return this.analysis?.moves[e]?.class}renderPanel(){let e=this.host.game(),n=this.host.code(),o=E("review");if(o.hidden=!e||e.moves.length===0,!e||!n)return;let a=e.status==="ended",i=this.active?this.ply:e.moves.length;o.dataset.ply=String(i),o.dataset.active=String(this.active),E("review-ply").textContent=i===0?s("review-start"):s("review-ply",{move:Hn(e.moves,i),ply:i,plies:e.moves.length}),E("review-first").disabled=i===0,E("review-back").disabled=i===0,E("review-next").disabled=i>=e.moves.length,E("review-last").disabled=i>=e.moves.length,E("review-live").hidden=!this.active||a;let l=E("download");l.href=`/g/${n}.pgn`,l.setAttribute("download",`lasca-${n}.pgn`);let u=E("analyse");u.hidden=!a||this.analysis!==null,u.disabled=this.asked;let d=E("analysis-progress");d.hidden=!this.progress,d.textContent=this.progress?s("analysis-progress",{done:this.progress.done,total:this.progress.total}):"",this.renderAnalysis(i)}renderAnalysis(e){let n=this.analysis,o=E("graph"),a=E("analysis-move");if(o.style.display=n?"":"none",a.hidden=!n,!n)return;o.setAttribute("viewBox",`0 0 ${Ee} ${U}`),o.setAttribute("preserveAspectRatio","none");let i=n.scores.length,l=x=>i>1?x/(i-1)*Ee:0,u=x=>U/2-Math.max(-1e3,Math.min(1e3,x))/1e3*(U/2-4),d=n.scores.map((x,R)=>`${l(R).toFixed(1)},${u(x).toFixed(1)}`).join(" "),v=(x,R)=>{let B=document.createElementNS(Wn,x);for(let[X,y]of Object.entries(R))B.setAttribute(X,String(y));return B},f=[v("rect",{class:"area",x:0,y:0,width:Ee,height:U}),v("polygon",{class:"white-area",points:`0,${U} ${d} ${Ee},${U}`}),v("line",{class:"zero",x1:0,y1:U/2,x2:Ee,y2:U/2}),v("line",{class:"now",x1:l(e),y1:0,x2:l(e),y2:U})];n.moves.forEach((x,R)=>{(x.class==="inaccuracy"||x.class==="mistake"||x.class==="blunder")&&f.push(v("circle",{class:x.class,cx:l(R+1),cy:u(n.scores[R+1]??0),r:3.5}))}),o.replaceChildren(...f),o.setAttribute("aria-label",s("analysis-graph"));let g=e>0?n.moves[e-1]:void 0,L=n.moves[e],z=n.scores[e]??0,ne=z>25?"white":z<-25?"black":"even",M=[];g?(M.push(s(`analysis-class-${g.class}`,{loss:qt(g.loss)})),g.better&&M.push(s("analysis-better",{move:g.better})),a.dataset.class=g.class):delete a.dataset.class;let F=[s("analysis-score",{score:qt(z,!0),better:ne})];L&&L.line.length>0&&F.push(s("analysis-line",{line:L.line.join(" ")})),a.textContent=[M.join(" \xB7 "),F.join(" \xB7 ")].filter(x=>x).join(`
`)}};var m=t=>document.getElementById(t),r={code:null,game:null,legal:[],position:"",me:null,role:null,opening:null,watchOnly:!1,pick:[],pending:null,clockBase:null,inspected:null,resignArmed:0,wasConnected:!1,presenceKnown:!1,joinedFull:!1};function D(){return N(r.position).side}function I(){return r.role==="player"&&r.game?.status==="playing"&&r.me===D()}function de(t){let e=O(t);return[e[0],e[e.length-1]]}function S(t,e){let n=m("message");n.dataset.kind=t,n.textContent=e}var Bt="";function Oe(t){let e=m("live");e.textContent=t===Bt?`${t}\xA0`:t,Bt=e.textContent}function qe(t,e){r.clockBase=t?{clocks:t,at:e}:null,et()}function Kn(t){if(!r.clockBase)return null;let{clocks:e,at:n}=r.clockBase,o=t==="white"?e.white_ms:e.black_ms,a=e.running===t&&r.game?.status==="playing";return Math.max(0,o-(a?performance.now()-n:0))}function et(){for(let t of["white","black"]){let e=m(`clock-${t}`),n=r.game?.time_control?Kn(t):null,o=n!==null&&r.clockBase?.clocks.running===t&&r.game?.status==="playing",a=n===null?s("game-no-clock"):Nt(n);e.textContent!==a&&(e.textContent=a),e.dataset.running=String(o),e.classList.toggle("low",n!==null&&n<2e4)}}setInterval(et,200);function tt(){let t=r.game?.result;if(!t)return s("result-over");let e=t.winner?C(t.winner):"",n=t.winner?C(Tt(t.winner)):"",o=`result-${t.reason.replace(/_/g,"-")}`,a=s(o,{winner:e,loser:n});return a===o?s("result-over"):a}function h(){if(!r.code)return;let t=r.game?.status==="playing",e=r.game?.status==="ended",n=r.role==="player";if(!T.drawBoard()){T.takeClosed()&&r.game&&k.show(N(r.position),r.game.moves.length,r.position);let y=r.game&&r.game.moves.length>0?de(r.game.moves[r.game.moves.length-1]):null;k.mark({selected:r.pick[0]??null,landings:rt(),path:r.pick,lastFrom:r.pending?de(r.pending.move)[0]:y?.[0]??null,lastTo:r.pending?de(r.pending.move)[1]:y?.[1]??null})}m("board").classList.toggle("my-turn",I()&&!T.active),document.title=I()?s("title-your-move"):s("page-title");let o=r.game?.computer??null,a=!!o&&t&&D()===o.colour;for(let y of["white","black"]){let W=r.game?.[y],se=m(`player-${y}`),Z,c;if(o&&o.colour===y)Z=a?"thinking":"computer",c=s("player-computer",{level:Ot(o.level)});else if(!W||!W.taken)Z="waiting",c=s("player-waiting");else if(r.me===y&&n)Z="you",c=s("player-you");else if(!r.presenceKnown)Z="unknown",c=n?`${s("player-opponent")} \xB7 ${s("player-unknown")}`:s("player-unknown");else{Z=W.online?"online":"offline";let p=s(W.online?"player-online":"player-offline");c=n?`${s("player-opponent")} \xB7 ${p}`:p,!W.online&&n?Z="offline":n&&(Z="opponent")}se.textContent=s("player-line",{side:C(y),who:c}),se.dataset.state=Z,m(`seat-${y}`).classList.toggle("to-move",t&&D()===y)}m("seat-white").style.order=k.isFlipped?"0":"1",m("seat-black").style.order=k.isFlipped?"1":"0";let i;r.game?r.game.status==="waiting"?i=s(n?"status-waiting-you":"status-waiting"):e?i=s("status-over",{result:tt()}):n?i=I()?s("status-your-move",{side:C(r.me)}):s("status-their-move",{side:C(D())}):i=s("status-to-move",{side:C(D())}):i=s("game-loading"),a&&(i=s("status-computer-thinking")),m("status").classList.toggle("thinking",a),m("message").dataset.kind==="no_such_game"&&(i=s("status-no-game")),m("status").textContent=i;let l="";r.game&&n&&I()?r.pick.length===1?l=s("hint-move-from",{square:r.pick[0]}):r.pick.length>1?l=s("hint-go-on"):l=r.legal.some(xe)?s("hint-must-capture"):s("hint-pick"):r.game&&n&&r.me?l=s("hint-you-play",{side:C(r.me)}):r.game&&r.role==="spectator"&&(l=s("hint-watching")),m("hint").textContent=l;let u=n&&r.me?r.game?.offers.find(y=>y.by!==r.me):void 0,d=m("offer");d.hidden=!u,u&&(m("offer-text").textContent=s(`offer-${u.kind}`,{side:C(u.by)}),d.dataset.kind=u.kind);let v=r.game?.status==="waiting",f=m("resign");f.hidden=!n||e||!r.game;let g=r.resignArmed>0;f.textContent=s(v?g?"game-withdraw-confirm":"game-withdraw":g?"game-resign-confirm":"game-resign"),f.classList.toggle("confirm",g),m("resign-cancel").hidden=!g||f.hidden;let L=m("offer-draw");L.hidden=!n||!t,L.disabled=!!r.game?.offers.some(y=>y.kind==="draw"&&y.by===r.me);let z=m("offer-takeback");z.hidden=!n||!t;let ne=r.game?r.game.moves.some((y,W)=>Ye(W)===r.me):!1;z.disabled=!ne||!!r.game?.offers.some(y=>y.kind==="takeback"&&y.by===r.me);let M=m("offer-rematch");M.hidden=!n||!e||r.game?.result?.reason==="withdrawn",M.disabled=!!r.game?.rematch||!!r.game?.offers.some(y=>y.kind==="rematch"&&y.by===r.me);let F=m("rematch-link");F.hidden=!(r.game?.rematch&&r.role==="spectator"),r.game?.rematch&&(F.href=Se(`/g/${r.game.rematch}`));let x=m("move-input");m("move-form").hidden=!n||!t,m("sound-toggle").hidden=!n||e,x.disabled=!1,Vn(),T.renderPanel();let R=r.game?.variant??"lasca7",B=m("variant");B.textContent=s(`variant-${R}`),B.dataset.variant=R;let X=m("code");X.textContent=me(r.code),X.dataset.code=r.code,m("spectators").textContent=r.game&&r.presenceKnown?s("game-spectators",{count:r.game.spectators}):"",m("game").dataset.status=r.game?.status??"loading",m("game").dataset.role=r.role??"",et(),nt()}function Vn(){let t=m("moves"),e=r.game?.moves??[],n=T.active?T.ply:-1,o=T.analysis?"a":"",a=`${e[e.length-1]??""}|${n}|${o}`;t.children.length===e.length&&t.dataset.key===a||(t.replaceChildren(...e.map((i,l)=>{let u=document.createElement("li");u.textContent=i,u.className=Ye(l),u.dataset.ply=String(l+1);let d=T.classOf(l);return d&&(u.dataset.class=d),l+1===n&&u.classList.add("shown"),u})),t.dataset.key=a,t.dataset.last=e[e.length-1]??"",t.classList.toggle("empty",e.length===0),t.dataset.empty=s("game-no-moves"),t.scrollTop=t.scrollHeight)}function Dt(t){return s(`man-title-${t}`)}function nt(){let t=m("inspector"),e=r.inspected??r.pick[0]??null;if(!e){t.replaceChildren(Object.assign(document.createElement("p"),{className:"note",textContent:s("inspector-hint")}));return}let n=k.position.columns.get(e),o=document.createElement("h3");if(!n||n.length===0){o.textContent=s("inspector-empty",{square:e}),t.replaceChildren(o);return}let a=ze(n[0]);o.textContent=s("inspector-title",{square:e,side:C(a),count:n.length});let i=document.createElement("ol");n.forEach((l,u)=>{let d=document.createElement("li"),v=document.createElement("span");v.className=`disc m-${l.toLowerCase()}${ue(l)?" officer":""}`;let f=u===0?s("inspector-commander"):ze(l)!==a?s("inspector-prisoner"):"";d.append(v,document.createTextNode(f?`${Dt(l)} \xB7 ${f}`:Dt(l))),i.append(d)}),t.replaceChildren(o,i)}var It=new URLSearchParams(location.search).get("lang");function Se(t){return It?`${t}?lang=${It}`:t}function ot(){let t=/^\/g\/([^/]+)\/?$/.exec(location.pathname);if(t){let e=Pe(decodeURIComponent(t[1]));ge(e,!1)}else Te()}function pe(t){history.pushState(null,"",Se(t))}function Ft(t,e){pe(`/g/${t}`),ge(t,e)}function Te(){r.code&&r.role==="spectator"&&P.send({type:"unwatch",code:r.code}),r.code=null,r.game=null,r.role=null,r.opening=null,m("game").hidden=!0,m("lobby").hidden=!1,P.send({type:"lobby"})}function ge(t,e,n=!0){r.code&&r.code!==t&&r.role==="spectator"&&P.send({type:"unwatch",code:r.code}),r.code=t,r.watchOnly=e,r.game=null,T.reset(),r.legal=[],r.position="",r.pick=[],r.pending=null,r.role=null,r.me=G(t)?.colour??null,k.setFlipped(r.me==="black"),k.show(N("w"),0);let o=!m("lobby").hidden;m("lobby").hidden=!0,m("game").hidden=!1,o&&window.scrollTo(0,0),S("",""),h(),n&&P.ready&&he()}function he(){if(!r.code)return;let t=G(r.code);t&&!r.watchOnly?(r.opening="resume",P.send({type:"resume",code:r.code,token:t.token})):!r.watchOnly&&r.role!=="spectator"?(r.opening="join",P.send({type:"join",code:r.code})):(r.opening="watch",P.send({type:"watch",code:r.code}))}addEventListener("popstate",ot);var Zt=0;function Wt(t,e){let n=m("connection");clearTimeout(Zt),t==="connected"?(n.dataset.state="connected",n.textContent=e?s("conn-reconnected"):"",e&&(Zt=window.setTimeout(()=>n.textContent="",3e3)),r.wasConnected=!0,r.code?J(()=>he()):P.send({type:"lobby"})):(r.presenceKnown=!1,Y.answered(),n.dataset.state=t==="offline"?"offline":"reconnecting",n.textContent=s(t==="offline"?"conn-offline":t==="connecting"&&!r.wasConnected?"conn-connecting":"conn-lost")),h()}var Ht="lasca.sound",fe=null;function at(){try{return localStorage.getItem(Ht)==="on"}catch{return!1}}function Kt(t){try{localStorage.setItem(Ht,t?"on":"off")}catch{}t&&(fe??=new AudioContext)}function Vt(){if(!at()||typeof AudioContext!="function")return;fe??=new AudioContext;let t=fe.currentTime;for(let[e,n]of[660,880].entries()){let o=fe.createOscillator(),a=fe.createGain();o.frequency.value=n,a.gain.setValueAtTime(1e-4,t+e*.12),a.gain.exponentialRampToValueAtTime(.15,t+e*.12+.02),a.gain.exponentialRampToValueAtTime(1e-4,t+e*.12+.2),o.connect(a).connect(fe.destination),o.start(t+e*.12),o.stop(t+e*.12+.22)}}function Gt(){let t=m("move-input").value.trim().toLowerCase();return!t||!I()?[]:r.legal.filter(e=>e.startsWith(t))}function Be(){let t=m("move-input"),e=m("move-suggestions"),n=Gt(),a=n.length===1&&n[0]===t.value.trim().toLowerCase()?[]:n.slice(0,12);e.replaceChildren(...a.map(i=>{let l=document.createElement("li");return l.textContent=i,l.setAttribute("role","option"),l.dataset.move=i,l})),t.setAttribute("aria-expanded",String(a.length>0))}function Ut(){let t=m("move-input");t.addEventListener("input",Be),t.addEventListener("keydown",e=>{if(e.key!=="Tab"||e.shiftKey)return;let n=Gt();if(n.length===0)return;let o=n[0];for(let a of n)for(;!a.startsWith(o);)o=o.slice(0,-1);o.length>t.value.trim().length&&(e.preventDefault(),t.value=o,Be())}),m("move-suggestions").addEventListener("click",e=>{let n=e.target.closest("li")?.dataset.move;n&&(t.value=n,J(()=>lt(n)))}),m("move-form").addEventListener("submit",e=>{e.preventDefault();let n=t.value;J(()=>lt(n))})}function st(t){if(!r.code)return;let e=G(r.code);e&&(P.send(t(r.code,e.token))||(S("offline",s("msg-offline-request")),h()))}function it(t){st((e,n)=>({type:"offer",code:e,token:n,kind:t}))}function Yt(){let t=0,e=()=>{r.resignArmed=0,clearTimeout(t),h()};m("resign").addEventListener("click",()=>{if(r.resignArmed===0){r.resignArmed=1,t=window.setTimeout(e,5e3),h();return}e(),st((a,i)=>({type:"resign",code:a,token:i}))}),m("resign-cancel").addEventListener("click",()=>{e(),m("resign").focus()}),m("offer-draw").addEventListener("click",()=>it("draw")),m("offer-takeback").addEventListener("click",()=>it("takeback")),m("offer-rematch").addEventListener("click",()=>it("rematch"));let n=a=>{let i=m("offer").dataset.kind;!i||!r.game||(st((l,u)=>({type:"answer",code:l,token:u,kind:i,accept:a})),a||(r.game.offers=r.game.offers.filter(l=>l.kind!==i),h()))};m("offer-accept").addEventListener("click",()=>n(!0)),m("offer-decline").addEventListener("click",()=>n(!1)),m("moves").addEventListener("click",a=>{let i=a.target.closest("li")?.dataset.ply;i&&T.go(Number(i))}),m("flip").addEventListener("click",()=>{k.setFlipped(!k.isFlipped),h()}),m("copy-link").addEventListener("click",()=>{Gn()});let o=m("sound");o.checked=at(),o.addEventListener("change",()=>Kt(o.checked)),m("rematch-link").addEventListener("click",a=>{a.preventDefault(),r.game?.rematch&&(pe(`/g/${r.game.rematch}`),ge(r.game.rematch,!0))});for(let a of["home","to-lobby"])m(a).addEventListener("click",i=>{i.preventDefault(),pe("/"),Te()});addEventListener("keydown",a=>{a.key==="Escape"&&r.pick.length>0&&(r.pick.length>1&&J(()=>te()),r.pick=[],h())})}async function Gn(){if(!r.code)return;let t=`${location.origin}/g/${r.code}`,e=!1;try{await navigator.clipboard.writeText(t),e=!0}catch{let n=document.createElement("textarea");n.value=t,n.setAttribute("readonly",""),n.className="visually-hidden",document.body.append(n),n.select();try{e=document.execCommand("copy")}catch{e=!1}n.remove()}S(e?"copied":"copy_failed",e?s("game-link-copied"):s("game-copy-failed",{link:t}))}function Jt(t){return r.legal.filter(e=>{let n=O(e);return n.length>=t.length&&t.every((o,a)=>n[a]===o)})}function rt(){let t=new Set;if(r.pick.length===0)return t;for(let e of Jt(r.pick)){let n=O(e)[r.pick.length];n&&t.add(n)}return t}function Xt(t){if(!r.game||r.pending)return!0;if(r.role!=="player")return q("spectator",s("msg-spectator"));if(r.game.status!=="playing")return q("not_playing",s("msg-not-playing"));if(r.me!==D())return q("not_your_turn",s("msg-not-your-turn",{side:C(D())}));let e=k.position.columns.get(t);if(!e||e.length===0)return q("empty",s("msg-empty",{square:t}));let n=ze(e[0]);if(n!==r.me)return q("not_your_column",s("msg-not-your-column",{colour:n}));if(!r.legal.some(o=>o.startsWith(t+"-")||o.startsWith(t+"x"))){let o=[...new Set(r.legal.filter(xe).map(a=>O(a)[0]))];return o.length>0?q("compulsory_capture",s("msg-compulsory",{squares:Ge(o)})):q("no_move",s("msg-no-move",{square:t}))}return!1}function q(t,e){return S(t,e),h(),!0}async function Qt(t){if(r.game){if(r.inspected=t,r.pick.length>0){if(rt().has(t)){r.pick.push(t);let e=Jt(r.pick),n=r.pick.join(xe(e[0]??"")?"x":"-");if(await k.animate(n,r.pick.length-2),e.length===1){let o=e[0],a=r.pick.length-1;if(r.pick=[],h(),!Ie(o))return;await De(o,a);return}h();return}if(t===r.pick[0]&&r.pick.length===1){r.pick=[],h();return}if(r.pick.length>1){q("finish_capture",s("msg-finish-capture"));return}r.pick=[]}Xt(t)||(S("",""),r.pick=[t],h())}}async function De(t,e){await k.animate(t,e);let[n,o]=de(t);k.mark({selected:null,landings:new Set,path:[],lastFrom:n,lastTo:o}),h()}function Ie(t){if(!r.game||!r.code)return!1;let e=G(r.code),n=r.game.moves.length;return!e||!P.send({type:"move",code:r.code,token:e.token,ply:n,move:t})?(te(),S("offline",s("msg-offline",{move:t})),m("move-input").value=t,h(),!1):(r.pending={move:t,ply:n},S("",""),!0)}function te(){r.pick=[],r.game&&k.show(N(r.position),r.game.moves.length,r.position),h()}async function lt(t){let e=t.trim().toLowerCase().replace(/\s+/g,"").replace(/:/g,"x");if(!e||!r.game||r.pending)return;if(r.role!=="player")return void q("spectator",s("msg-spectator"));if(r.game.status!=="playing")return void q("not_playing",s("msg-not-playing"));if(!I())return void q("not_your_turn",s("msg-not-your-turn",{side:C(D())}));if(!r.legal.includes(e)){let o=O(e)[0];if(o&&/^[a-h][1-8]$/.test(o)&&Xt(o))return;let a=r.legal.filter(i=>O(i)[0]===o);return o&&a.length>0?void q("illegal_move",s("msg-not-legal-from",{move:e,square:o,moves:Ge(a)})):void q("illegal_move",s("msg-not-legal",{move:e}))}r.pick.length>1&&te(),r.pick=[];let n=m("move-input");n.value="",Be(),Ie(e)&&await De(e,0)}function en(t,e){if(T.receive(t)){(t.type==="analysis"||t.type==="replay")&&h();return}switch(t.type){case"seat":return Un(t.code,t.colour,t.token);case"state":return Yn(t.game,e);case"moved":return Jn(t,e);case"presence":r.game&&t.code===r.code&&(r.game.white=t.white,r.game.black=t.black,typeof t.spectators=="number"&&(r.game.spectators=t.spectators),r.presenceKnown=!0,h());return;case"offered":return Xn(t.code,t.kind,t.by);case"declined":return Qn(t.code,t.kind,t.by);case"ended":return er(t,e);case"lobby":return Y.render(t.games);case"error":return or(t.kind,t.message);default:return}}function Un(t,e,n){Y.answered(),Pt(t,{token:n,colour:e});let o=r.code!==null&&r.code!==t&&r.game!==null;t!==r.code&&(pe(`/g/${t}`),ge(t,!1,!1)),r.me=e,r.role="player",k.setFlipped(e==="black"),o&&S("rematch",s("msg-rematch")),h()}function Yn(t,e){if(!t||t.code!==r.code)return;let n=r.game;r.game=t,r.opening=null,r.presenceKnown=!0;let o=G(t.code);o?(r.me=o.colour,r.role="player"):(r.me=null,r.role="spectator"),r.legal=t.status==="playing"?t.board?.legal??[]:[],r.position=t.board?.position??"",n&&n.moves.length>t.moves.length&&S("taken_back",s("msg-taken-back")),r.joinedFull&&r.role==="spectator"&&(r.joinedFull=!1,t.white.taken&&t.black.taken&&t.status!=="ended"&&S("game_full",s("error-game-full"))),qe(t.clocks,e),T.gameShown(t);let a=r.pending;if(r.pending=null,r.pick=[],k.show(N(r.position),t.moves.length,r.position),a&&a.ply===t.moves.length&&r.legal.includes(a.move)&&I())return Ie(a.move)&&S("resent",s("msg-resent",{move:a.move})),k.show(N(r.position),t.moves.length,r.position),De(a.move,0);h()}async function Jn(t,e){if(!r.game||t.code!==r.code)return;let n=t.ply,o=t.move,a=t.board;T.active&&T.close();let i=r.pending!==null&&r.pending.move===o&&r.pending.ply===n,l=D();if(r.pending=null,n===r.game.moves.length)i||(r.pick=[],h(),await k.animate(o)),r.game.moves.push(o);else if(n>r.game.moves.length)r.game.moves.length=n,r.game.moves.push(o);else return;r.game.offers=[],(!i||m("message").dataset.kind!=="resent")&&S("",""),r.position=a?.position??r.position,r.legal=r.game.status==="playing"?a?.legal??[]:[],qe(t.clocks??null,e),k.show(N(r.position),r.game.moves.length,r.position),Oe(s("live-played",{side:C(l),move:o})),!i&&I()&&Vt(),h()}function Xn(t,e,n){!r.game||t!==r.code||(r.game.offers=r.game.offers.filter(o=>!(o.kind===e&&o.by===n)),r.game.offers.push({kind:e,by:n}),n===r.me?S("offered",s(`msg-${e}-offered`)):Oe(s(`offer-${e}`,{side:C(n)})),h())}function Qn(t,e,n){!r.game||t!==r.code||(r.game.offers=r.game.offers.filter(o=>o.kind!==e),n!==r.me&&r.me&&S("declined",s(`msg-declined-${e}`,{side:C(n)})),h())}function er(t,e){!r.game||t.code!==r.code||(r.game.status="ended",r.game.result=t.result,r.game.offers=[],r.legal=[],r.pick=[],qe(t.clocks??null,e),Oe(tt()),h())}var tr=new Set(["stale_ply","illegal_move","not_your_turn","not_playing"]),nr=new Set(["stale_ply","not_your_turn"]),rr=new Set(["busy","too_many_analyses","not_finished"]);function or(t,e){Y.answered(),r.code&&rr.has(t)&&T.refused();let n=s(`error-${t.replace(/_/g,"-")}`),o=n!==`error-${t.replace(/_/g,"-")}`?n:s("error-other");if(r.opening&&r.code){let a=r.opening;if(r.opening=null,a==="resume"&&t==="not_your_seat"){Rt(r.code),r.me=null,he();return}if(a==="join"&&t!=="no_such_game"&&t!=="slow_down"&&t!=="rate_limited"){r.role="spectator",r.joinedFull=t==="game_full",r.joinedFull||S(t,o),he();return}if(t==="no_such_game"){let i=r.code;history.replaceState(null,"",Se("/")),Te(),m("join-code").value=me(i),m("join-error").textContent=s("status-no-game");return}}if(r.pending&&tr.has(t)&&(r.pending=null,te()),r.code&&r.role==="player"&&nr.has(t)&&he(),!r.code){Y.error(o);return}S(t,o),h()}var k=new Ae(m("board"),{activate:t=>J(()=>Qt(t)),cancel:()=>{r.pick.length>1&&J(()=>te()),r.pick=[],h()},inspect:t=>{r.inspected=t,nt()}}),ar=`${location.protocol==="https:"?"wss:":"ws:"}//${location.host}/ws`,P=new _e(ar,t=>ir(t),Wt),Y=new Re({send:t=>P.send(t),open:(t,e)=>Ft(t,e),inGame:()=>r.code!==null}),T=new Ne({board:k,send:t=>P.send(t),code:()=>r.code,game:()=>r.game,render:()=>h()}),tn=Promise.resolve();function J(t){tn=tn.then(t).catch(()=>{})}function ir(t){let e=performance.now();J(()=>en(t,e))}function sr(){St();for(let t of m("lang-switch").querySelectorAll("a[hreflang]"))t.hreflang===Q&&t.setAttribute("aria-current","true");Y.setup(),Yt(),Ut(),ot(),P.start()}sr();
