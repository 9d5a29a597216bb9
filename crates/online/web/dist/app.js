var B=class{constructor(e){this.value=e}valueOf(){return this.value}},p=class extends B{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},A=class extends B{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},W=class t extends B{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof B)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof B&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var it=100,Zt="\u2068",Vt="\u2069";function Ht(t,e,n){if(n===e||n instanceof A&&e instanceof A&&n.value===e.value)return!0;if(e instanceof A&&typeof n=="string"){let r=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===r)return!0}return!1}function st(t,e,n){return e[n]?ie(t,e[n].value):(t.reportError(new RangeError("No default")),new p)}function De(t,e){let n=[],r=Object.create(null);for(let o of e)o.type==="narg"?r[o.name]=ge(t,o.value):n.push(ge(t,o));return{positional:n,named:r}}function ge(t,e){switch(e.type){case"str":return e.value;case"num":return new A(e.value,{minimumFractionDigits:e.precision});case"var":return Gt(t,e);case"mesg":return Ut(t,e);case"term":return Kt(t,e);case"func":return Yt(t,e);case"select":return Jt(t,e);default:return new p}}function Gt(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new p(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new p(`$${e}`);if(n instanceof B)return n;switch(typeof n){case"string":return n;case"number":return new A(n);case"object":if(W.supportsValue(n))return new W(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new p(`$${e}`)}}function Ut(t,{name:e,attr:n}){let r=t.bundle._messages.get(e);if(!r)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new p(e);if(n){let o=r.attributes[n];return o?ie(t,o):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new p(`${e}.${n}`))}return r.value?ie(t,r.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new p(e))}function Kt(t,{name:e,attr:n,args:r}){let o=`-${e}`,i=t.bundle._terms.get(o);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${o}`)),new p(o);if(n){let m=i.attributes[n];if(m){t.params=De(t,r).named;let h=ie(t,m);return t.params=null,h}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new p(`${o}.${n}`)}t.params=De(t,r).named;let u=ie(t,i.value);return t.params=null,u}function Yt(t,{name:e,args:n}){let r=t.bundle._functions[e];if(!r)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new p(`${e}()`);if(typeof r!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new p(`${e}()`);try{let o=De(t,n);return r(o.positional,o.named)}catch(o){return t.reportError(o),new p(`${e}()`)}}function Jt(t,{selector:e,variants:n,star:r}){let o=ge(t,e);if(o instanceof p)return st(t,n,r);for(let i of n){let u=ge(t,i.key);if(Ht(t,o,u))return ie(t,i.value)}return st(t,n,r)}function Oe(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new p;t.dirty.add(e);let n=[],r=t.bundle._useIsolating&&e.length>1;for(let o of e){if(typeof o=="string"){n.push(t.bundle._transform(o));continue}if(t.placeables++,t.placeables>it)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${it}`);r&&n.push(Zt),n.push(ge(t,o).toString(t)),r&&n.push(Vt)}return t.dirty.delete(e),n.join("")}function ie(t,e){return typeof e=="string"?t.bundle._transform(e):Oe(t,e)}var ve=class{constructor(e,n,r){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=r}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let r=this.bundle._intls.get(e);r||(r={},this.bundle._intls.set(e,r));let o=JSON.stringify(n);return r[o]||(r[o]=new e(this.bundle.locales,n)),r[o]}};function Ie(t,e){let n=Object.create(null);for(let[r,o]of Object.entries(t))e.includes(r)&&(n[r]=o.valueOf());return n}var at=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function lt(t,e){let n=t[0];if(n instanceof p)return new p(`NUMBER(${n.valueOf()})`);if(n instanceof A)return new A(n.valueOf(),{...n.opts,...Ie(e,at)});if(n instanceof W)return new A(n.toNumber(),{...Ie(e,at)});throw new TypeError("Invalid argument to NUMBER")}var Xt=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function ct(t,e){let n=t[0];if(n instanceof p)return new p(`DATETIME(${n.valueOf()})`);if(n instanceof W||n instanceof A)return new W(n,Ie(e,Xt));throw new TypeError("Invalid argument to DATETIME")}var ut=new Map;function dt(t){let e=Array.isArray(t)?t.join(" "):t,n=ut.get(e);return n===void 0&&(n=new Map,ut.set(e,n)),n}var he=class{constructor(e,{functions:n,useIsolating:r=!0,transform:o=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:lt,DATETIME:ct,...n},this._useIsolating=r,this._transform=o,this._intls=dt(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let r=[];for(let o=0;o<e.body.length;o++){let i=e.body[o];if(i.id.startsWith("-")){if(n===!1&&this._terms.has(i.id)){r.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(n===!1&&this._messages.has(i.id)){r.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return r}formatPattern(e,n=null,r=null){if(typeof e=="string")return this._transform(e);let o=new ve(this,r,n);try{return Oe(o,e).toString(o)}catch(i){if(o.errors&&i instanceof Error)return o.errors.push(i),new p().toString(o);throw i}}};var qe=/^(-?[a-zA-Z][\w-]*) *= */gm,mt=/\.([a-zA-Z][\w-]*) *= */y,Qt=/\*?\[/y,ze=/(-?[0-9]+(?:\.([0-9]+))?)/y,en=/([a-zA-Z][\w-]*)/y,ft=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,tn=/^[A-Z][A-Z0-9_-]*$/,ke=/([^{}\n\r]+)/y,nn=/([^\\"\n\r]*)/y,gt=/\\([\\"])/y,ht=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,rn=/^\n+/,pt=/ +$/,on=/ *\r?\n/g,sn=/( *)$/,an=/{\s*/y,yt=/\s*}/y,ln=/\[\s*/y,cn=/\s*] */y,un=/\s*\(\s*/y,dn=/\s*->\s*/y,mn=/\s*:\s*/y,fn=/\s*,?\s*/y,gn=/\s+/y,pe=class{constructor(e){this.body=[],qe.lastIndex=0;let n=0;for(;;){let a=qe.exec(e);if(a===null)break;n=qe.lastIndex;try{this.body.push(h(a[1]))}catch(d){if(d instanceof SyntaxError)continue;throw d}}function r(a){return a.lastIndex=n,a.test(e)}function o(a,d){if(e[n]===a)return n++,!0;if(d)throw new d(`Expected ${a}`);return!1}function i(a,d){if(r(a))return n=a.lastIndex,!0;if(d)throw new d(`Expected ${a.toString()}`);return!1}function u(a){a.lastIndex=n;let d=a.exec(e);if(d===null)throw new SyntaxError(`Expected ${a.toString()}`);return n=a.lastIndex,d}function m(a){return u(a)[1]}function h(a){let d=$(),b=E();if(d===null&&Object.keys(b).length===0)throw new SyntaxError("Expected message value or attributes");return{id:a,value:d,attributes:b}}function E(){let a=Object.create(null);for(;r(mt);){let d=m(mt),b=$();if(b===null)throw new SyntaxError("Expected attribute value");a[d]=b}return a}function $(){let a;if(r(ke)&&(a=m(ke)),e[n]==="{"||e[n]==="}")return v(a?[a]:[],1/0);let d=K();return d?a?v([a,d],d.length):(d.value=oe(d.value,rn),v([d],d.length)):a?oe(a,pt):null}function v(a=[],d){for(;;){if(r(ke)){a.push(m(ke));continue}if(e[n]==="{"){a.push(M());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let F=K();if(F){a.push(F),d=Math.min(d,F.length);continue}break}let b=a.length-1,Y=a[b];typeof Y=="string"&&(a[b]=oe(Y,pt));let fe=[];for(let F of a)F instanceof $e&&(F=F.value.slice(0,F.value.length-d)),F&&fe.push(F);return fe}function M(){i(an,SyntaxError);let a=j();if(i(yt))return a;if(i(dn)){let d=ne();return i(yt,SyntaxError),{type:"select",selector:a,...d}}throw new SyntaxError("Unclosed placeable")}function j(){if(e[n]==="{")return M();if(r(ft)){let[,a,d,b=null]=u(ft);if(a==="$")return{type:"var",name:d};if(i(un)){let Y=te();if(a==="-")return{type:"term",name:d,attr:b,args:Y};if(tn.test(d))return{type:"func",name:d,args:Y};throw new SyntaxError("Function names must be all upper-case")}return a==="-"?{type:"term",name:d,attr:b,args:[]}:{type:"mesg",name:d,attr:b}}return w()}function te(){let a=[];for(;;){switch(e[n]){case")":return n++,a;case void 0:throw new SyntaxError("Unclosed argument list")}a.push(R()),i(fn)}}function R(){let a=j();return a.type!=="mesg"?a:i(mn)?{type:"narg",name:a.name,value:w()}:a}function ne(){let a=[],d=0,b;for(;r(Qt);){o("*")&&(b=d);let Y=U(),fe=$();if(fe===null)throw new SyntaxError("Expected variant value");a[d++]={key:Y,value:fe}}if(d===0)return null;if(b===void 0)throw new SyntaxError("Expected default variant");return{variants:a,star:b}}function U(){i(ln,SyntaxError);let a;return r(ze)?a=_():a={type:"str",value:m(en)},i(cn,SyntaxError),a}function w(){if(r(ze))return _();if(e[n]==='"')return re();throw new SyntaxError("Invalid expression")}function _(){let[,a,d=""]=u(ze),b=d.length;return{type:"num",value:parseFloat(a),precision:b}}function re(){o('"',SyntaxError);let a="";for(;;){if(a+=m(nn),e[n]==="\\"){a+=z();continue}if(o('"'))return{type:"str",value:a};throw new SyntaxError("Unclosed string literal")}}function z(){if(r(gt))return m(gt);if(r(ht)){let[,a,d]=u(ht),b=parseInt(a||d,16);return b<=55295||57344<=b?String.fromCodePoint(b):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function K(){let a=n;switch(i(gn),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return ot(e.slice(a,n))}return e[n-1]===" "?ot(e.slice(a,n)):!1}function oe(a,d){return a.replace(d,"")}function ot(a){let d=a.replace(on,`
`),b=sn.exec(a)[1].length;return new $e(d,b)}}},$e=class{constructor(e,n){this.value=e,this.length=n}};var wt=`# Lasca online in the browser. The words follow the desktop game's (assets/i18n/en).
page-title = Lasca online
app-name = Lasca
app-tagline = Emanuel Lasker's column draughts of 1911: a captured man is not removed, it goes under the column that jumped it.
language-switch = DE
language-switch-label = Diese Seite auf Deutsch

## The connection banner
conn-connecting = Connecting\u2026
conn-lost = Connection lost, reconnecting\u2026
conn-offline = You are offline: reconnecting once the network is back. Your game waits.
conn-reconnected = Reconnected

## The lobby
lobby-new-game = New game
lobby-colour = Play
colour-white = White
colour-black = Black
colour-random = Random
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
game-resign-confirm = Really resign? Click again
game-withdraw = Withdraw
game-withdraw-confirm = Really withdraw? Click again
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
player-line = { $side } \xB7 { $who }

## What the game says
status-waiting-you = Waiting for your friend: send them the code or the link.
status-waiting = Waiting for a second player.
status-your-move = Your move ({ $side })
status-their-move = { $side } to move: waiting for your opponent
status-to-move = { $side } to move
status-over = Game over: { $result }
status-no-game = No game has this code.
hint-pick = Tap one of your columns, then a lit square.
hint-move-from = Move { $square }: tap a lit square (tap it again to cancel).
hint-go-on = Go on capturing: tap a lit square.
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
result-withdrawn = The game was withdrawn before anyone joined
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
error-game-full = Both seats are taken: you are watching.
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
square-men = { $square }: { $top }
square-men-under = { $square }: { $top }, under it { $under }
inspector-title = { $square }: { $side }'s column, { $count ->
    [one] 1 man
   *[other] { $count } men
  }
inspector-empty = { $square }: empty
inspector-commander = commander
inspector-prisoner = prisoner
inspector-hint = Hover or tap a column: its men are listed here, top to bottom.
`;var bt=`# Lasca online im Browser. Die W\xF6rter folgen denen des Desktop-Spiels (assets/i18n/de).
page-title = Lasca im Netz
app-name = Lasca
app-tagline = Emanuel Laskers S\xE4ulendame von 1911: ein geschlagener Stein verschwindet nicht, er kommt unter die S\xE4ule, die ihn \xFCbersprungen hat.
language-switch = EN
language-switch-label = Englische Fassung dieser Seite

## Das Verbindungsband
conn-connecting = Verbinde\u2026
conn-lost = Verbindung verloren, verbinde neu\u2026
conn-offline = Kein Netz: die Verbindung kommt wieder, sobald das Netz da ist. Deine Partie wartet.
conn-reconnected = Wieder verbunden

## Die Startseite
lobby-new-game = Neue Partie
lobby-colour = Farbe
colour-white = Wei\xDF
colour-black = Schwarz
colour-random = Zuf\xE4llig
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
game-resign-confirm = Wirklich aufgeben? Noch einmal klicken
game-withdraw = Zur\xFCckziehen
game-withdraw-confirm = Wirklich zur\xFCckziehen? Noch einmal klicken
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
player-line = { $side } \xB7 { $who }

## Was die Partie sagt
status-waiting-you = Warte auf deinen Freund: schick ihm den Code oder den Link.
status-waiting = Warte auf einen zweiten Spieler.
status-your-move = Du bist am Zug ({ $side })
status-their-move = { $side } am Zug: warte auf deinen Gegner
status-to-move = { $side } am Zug
status-over = Partie vorbei: { $result }
status-no-game = Keine Partie hat diesen Code.
hint-pick = Tippe eine deiner S\xE4ulen an, dann ein leuchtendes Feld.
hint-move-from = { $square } ziehen: tippe ein leuchtendes Feld an (noch einmal { $square } hebt auf).
hint-go-on = Weiter schlagen: tippe ein leuchtendes Feld an.
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
result-withdrawn = Die Partie wurde zur\xFCckgezogen, bevor jemand beitrat
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
error-game-full = Beide Pl\xE4tze sind besetzt: du schaust zu.
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
square-men = { $square }: { $top }
square-men-under = { $square }: { $top }, darunter { $under }
inspector-title = { $square }: S\xE4ule von { $side }, { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
  }
inspector-empty = { $square }: leer
inspector-commander = Anf\xFChrer
inspector-prisoner = Gefangener
inspector-hint = Zeig auf eine S\xE4ule oder tippe sie an: hier stehen ihre Steine, von oben nach unten.
`;function yn(){let t=new URLSearchParams(location.search).get("lang");return t==="de"||t==="en"?t:(navigator.languages&&navigator.languages[0]||navigator.language||"en").toLowerCase().startsWith("de")?"de":"en"}var se=yn(),Fe=new he(se,{useIsolating:!1});Fe.addResource(new pe(se==="de"?bt:wt));function s(t,e){let n=Fe.getMessage(t);return n?.value?Fe.formatPattern(n.value,e??null):t}function vt(t){return new Intl.ListFormat(se,{type:"disjunction"}).format(t)}function kt(t=document){document.documentElement.lang=se,document.title=s("page-title");for(let e of t.querySelectorAll("[data-l10n]"))e.textContent=s(e.dataset.l10n);for(let e of t.querySelectorAll("[data-l10n-aria]"))e.setAttribute("aria-label",s(e.dataset.l10nAria));for(let e of t.querySelectorAll("[data-l10n-title]"))e.title=s(e.dataset.l10nTitle);for(let e of t.querySelectorAll("[data-l10n-placeholder]"))e.placeholder=s(e.dataset.l10nPlaceholder)}var le="abcdefg",ye=[];for(let t=1;t<=7;t++)for(let e=0;e<7;e++)(e+t)%2===1&&ye.push(le[e]+t);function ae(t){return[le.indexOf(t[0]??""),Number(t.slice(1))]}function Z(t,e){return t<0||t>6||e<1||e>7||(t+e)%2!==1?null:le[t]+e}function Ee(t){return t==="w"||t==="W"?"white":"black"}function ce(t){return t==="W"||t==="B"}function $t(t){return t==="white"?"black":"white"}function ue(t){let[e,...n]=t.trim().split(/\s+/),r=new Map;for(let o of n){let[i,u]=o.split(":");i&&u&&r.set(i,[...u])}return{side:e==="b"?"black":"white",columns:r}}function Et(t){let e=[t.side==="white"?"w":"b"];for(let n of ye){let r=t.columns.get(n);r&&r.length>0&&e.push(`${n}:${r.join("")}`)}return e.join(" ")}function St(t){let e=new Map;for(let[n,r]of t.columns)e.set(n,[...r]);return{side:t.side,columns:e}}function J(t){return t.split(/[-x]/)}function Se(t){return t.includes("x")}function Be(t,e){let[n,r]=ae(t),[o,i]=ae(e);return Math.abs(o-n)!==2?null:Z((n+o)/2,(r+i)/2)}function xt(t,e,n){let r=t.columns.get(e);if(!r)return null;t.columns.delete(e);let o=Be(e,n);if(o){let m=t.columns.get(o),h=m?.shift();h&&r.push(h),m&&m.length===0&&t.columns.delete(o)}let i=r[0],u=ae(n)[1];return i==="w"&&u===7&&(r[0]="W"),i==="b"&&u===1&&(r[0]="B"),t.columns.set(n,r),o}function We(t){return t%2===0?"white":"black"}var wn="http://www.w3.org/2000/svg",L=100,V=36,xe=21,X=9,je=300;function O(t,e={}){let n=document.createElementNS(wn,t);for(let[r,o]of Object.entries(e))n.setAttribute(r,String(o));return n}var bn=t=>new Promise(e=>setTimeout(e,t));function vn(t,e){if(!e||e.length===0)return s("square-empty",{square:t});let n=s(`man-${e[0]}`),r=[],o=1;for(;o<e.length;){let i=o;for(;i<e.length&&e[i]===e[o];)i++;r.push(s("men-run",{kind:e[o],count:i-o})),o=i}return r.length===0?s("square-men",{square:t,top:n}):s("square-men-under",{square:t,top:n,under:r.join(", ")})}function Ze(t){let e=t.length,n=e>1?Math.min(X,38/(e-1)):0,o=50-((e-1)*n+X)/2,i="";for(let u=e-1;u>=0;u--){let m=t[u],h=o+u*n,E=m.toLowerCase();i+=`<g class="man m-${E}${ce(m)?" officer":""}"><path class="side" d="M${50-V} ${h}v${X}a${V} ${xe} 0 0 0 ${2*V} 0v${-X}z"/>`+(ce(m)?`<path class="band" d="M${50-V} ${h+X-3}a${V} ${xe} 0 0 0 ${2*V} 0"/>`:"")+`<ellipse class="top" cx="50" cy="${h}" rx="${V}" ry="${xe}"/><ellipse class="rim" cx="50" cy="${h}" rx="${V-8}" ry="${xe-5}"/>`,u===0&&ce(m)&&(i+=`<path class="crown" d="M36 ${h+7}L32 ${h-7}L41 ${h-1}L50 ${h-11}L59 ${h-1}L68 ${h-7}L64 ${h+7}Z"/>`),i+="</g>"}if(e>=4){let u=Math.max(13,o-12);i+=`<g class="height"><circle cx="86" cy="${u}" r="13"/><text x="86" y="${u}" dy="0.36em">${e}</text></g>`}return i}var Te=class{constructor(e,n){this.svg=e;this.events=n;e.setAttribute("viewBox",`0 0 ${7*L} ${7*L}`),e.append(this.backLayer,this.squareLayer,this.coordLayer,this.animLayer);for(let r of ye){let o=O("g",{class:"square","data-square":r,role:"button",tabindex:0});o.append(O("rect",{width:L,height:L}),O("circle",{class:"hint",cx:50,cy:50,r:15}),O("g",{class:"column","data-square":r,"aria-hidden":"true"})),o.addEventListener("click",()=>{this.events.activate(r)}),o.addEventListener("pointerenter",()=>this.events.inspect(r)),o.addEventListener("focus",()=>{this.aim=Tt(r),this.events.inspect(r)}),o.addEventListener("keydown",i=>this.key(i,r)),this.squares.set(r,o)}e.addEventListener("pointerleave",()=>this.events.inspect(null)),this.layout()}svg;events;flipped=!1;squares=new Map;squareLayer=O("g",{class:"squares"});coordLayer=O("g",{class:"coords","aria-hidden":"true"});backLayer=O("g",{class:"back","aria-hidden":"true"});animLayer=O("g",{class:"anim","aria-hidden":"true"});shown={side:"white",columns:new Map};aim=[2,3];get isFlipped(){return this.flipped}setFlipped(e){this.flipped=e,this.layout()}cell(e){let[n,r]=ae(e);return this.flipped?[(6-n)*L,(r-1)*L]:[n*L,(7-r)*L]}layout(){this.svg.dataset.flipped=String(this.flipped);let e=[...ye].sort((o,i)=>this.cell(o)[1]-this.cell(i)[1]||this.cell(o)[0]-this.cell(i)[0]);for(let o of e){let i=this.squares.get(o),[u,m]=this.cell(o);i.setAttribute("transform",`translate(${u} ${m})`),this.squareLayer.append(i)}let n="";for(let o=0;o<7;o++)for(let i=0;i<7;i++)(o+i)%2===1&&(n+=`<rect x="${i*L}" y="${o*L}" width="${L}" height="${L}"/>`);this.backLayer.innerHTML=n;let r="";for(let o=0;o<7;o++){let i=this.flipped?le[6-o]:le[o],u=this.flipped?o+1:7-o;r+=`<text class="file" x="${o*L+94}" y="${7*L-6}">${i}</text>`,r+=`<text class="rank" x="5" y="${o*L+18}">${u}</text>`}this.coordLayer.innerHTML=r}show(e,n,r){this.shown=St(e),this.svg.dataset.position=r??Et(e),this.svg.dataset.ply=String(n),this.drawColumns()}get position(){return this.shown}drawColumns(){for(let[e,n]of this.squares){let r=this.shown.columns.get(e);this.drawColumn(e,r),n.setAttribute("aria-label",vn(e,r))}}drawColumn(e,n){let r=this.squares.get(e).querySelector(".column");r.innerHTML=n&&n.length>0?Ze(n):""}mark(e){for(let[n,r]of this.squares){let o=r.classList;o.toggle("selected",e.selected===n),o.toggle("landing",e.landings.has(n)),o.toggle("path",e.path.includes(n)&&e.selected!==n),o.toggle("last-from",e.lastFrom===n),o.toggle("last-to",e.lastTo===n)}}focus(e){this.squares.get(e)?.focus()}async animate(e,n=0){let r=J(e),o=document.hidden||matchMedia("(prefers-reduced-motion: reduce)").matches;for(let i=n;i+1<r.length;i++){let u=r[i],m=r[i+1];o||await this.hop(u,m),xt(this.shown,u,m),this.drawColumns()}this.animLayer.replaceChildren()}async hop(e,n){let r=this.shown.columns.get(e);if(!r)return;let o=Be(e,n),[i,u]=this.cell(e),[m,h]=this.cell(n),E=m-i,$=h-u,v=[];if(o){let R=this.shown.columns.get(o);if(R&&R.length>0){this.drawColumn(o,R.slice(1));let[ne,U]=this.cell(o),w=O("g",{transform:`translate(${ne} ${U})`}),_=O("g",{class:"column prisoner"});_.innerHTML=Ze([R[0]]),w.append(_),this.animLayer.append(w);let re=(R.length-1)*Math.min(X,38/Math.max(1,R.length-1))/2,z=r.length*Math.min(X,38/Math.max(1,r.length))/2;v.push(_.animate([{transform:`translate(0px, ${-re}px)`},{transform:`translate(${m-ne}px, ${h-U+z}px)`}],{duration:je,easing:"ease-in",fill:"forwards"}))}}this.drawColumn(e,void 0);let M=O("g",{transform:`translate(${i} ${u})`}),j=O("g",{class:"column moving"});j.innerHTML=Ze(r),M.append(j),this.animLayer.append(M);let te=o?38:0;v.push(j.animate([{transform:"translate(0px, 0px)"},{transform:`translate(${E/2}px, ${$/2-te}px)`,offset:.5},{transform:`translate(${E}px, ${$}px)`}],{duration:je,easing:"ease-in-out",fill:"forwards"})),await Promise.race([Promise.all(v.map(R=>R.finished)),bn(je+60)]).catch(()=>{}),this.animLayer.replaceChildren()}key(e,n){let r={ArrowUp:[0,1],ArrowDown:[0,-1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key==="Enter"||e.key===" "){e.preventDefault(),this.events.activate(n);return}if(e.key==="Escape"){e.preventDefault(),this.events.cancel();return}let o=r[e.key];if(!o)return;e.preventDefault();let i=this.flipped?-1:1,[u,m]=[o[0]*i,o[1]*i],[h,E]=Tt(n),$=null;if(m!==0){let v=E+m,M=this.aim[0];$=Z(M,v)??Z(h+1,v)??Z(h-1,v),$&&(this.aim=[M,v])}else{let v=h+u,M=this.aim[1];$=Z(v,M)??Z(v,E+1)??Z(v,E-1),$&&(this.aim=[v,M])}if($){let v=this.aim;this.squares.get($)?.focus(),this.aim=v}}},Tt=ae;var kn=[250,500,1e3,2e3],$n=3e3,En=2e4,Sn=1e4,Le=class{constructor(e,n,r){this.url=e;this.onMessage=n;this.onState=r;addEventListener("online",()=>{this.greeted||this.retryNow()}),addEventListener("offline",()=>{this.greeted||this.onState("offline",!1)})}url;onMessage;onState;socket=null;attempt=0;greeted=!1;everConnected=!1;retryTimer=0;pingTimer=0;pongTimer=0;pingId=0;get ready(){return this.greeted&&this.socket?.readyState===WebSocket.OPEN}start(){this.open()}send(e){return!this.ready||!this.socket?!1:(this.socket.send(JSON.stringify(e)),!0)}open(){clearTimeout(this.retryTimer),this.greeted=!1;let e;try{e=new WebSocket(this.url)}catch{this.scheduleRetry();return}this.socket=e,e.onmessage=n=>{if(typeof n.data!="string")return;let r;try{r=JSON.parse(n.data)}catch{return}if(!(!r||typeof r.type!="string")){if(this.heard(),r.type==="welcome"){e.send(JSON.stringify({type:"hello",protocol:2,client:"lasca-web 0.1"})),this.greeted=!0,this.attempt=0;let o=this.everConnected;this.everConnected=!0,this.onState("connected",o),this.schedulePing();return}r.type!=="pong"&&this.onMessage(r)}},e.onclose=()=>{this.socket===e&&(this.socket=null,this.greeted=!1,clearTimeout(this.pingTimer),clearTimeout(this.pongTimer),this.scheduleRetry())},e.onerror=()=>e.close()}scheduleRetry(){let e=kn[this.attempt]??$n;this.attempt++;let n=navigator.onLine===!1;this.onState(n?"offline":this.everConnected?"reconnecting":"connecting",!1),this.retryTimer=window.setTimeout(()=>this.open(),e)}retryNow(){this.socket||(clearTimeout(this.retryTimer),this.open())}heard(){clearTimeout(this.pongTimer),this.greeted&&this.schedulePing()}schedulePing(){clearTimeout(this.pingTimer),this.pingTimer=window.setTimeout(()=>{if(!this.ready||!this.socket)return;let e=this.socket;e.send(JSON.stringify({type:"ping",id:++this.pingId})),this.pongTimer=window.setTimeout(()=>e.close(),Sn)},En)}};var Ve=t=>`lasca.seat.${t}`;function de(t){try{let e=JSON.parse(localStorage.getItem(Ve(t))??"null");if(e&&typeof e.token=="string"&&(e.colour==="white"||e.colour==="black"))return e}catch{}return null}function Lt(t,e){try{localStorage.setItem(Ve(t),JSON.stringify({token:e.token,colour:e.colour}))}catch{}}function Ct(t){try{localStorage.removeItem(Ve(t))}catch{}}function He(t){return t.replace(/[\s-]+/g,"").toUpperCase()}var xn=/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]+$/;function Mt(t){return(t.length===9||t.length===6)&&xn.test(t)}function Ce(t){return t.replace(/(.{3})(?=.)/g,"$1 ")}function _t(t){let e=Math.max(0,Math.floor(t)),n=Math.floor(e/1e3),r=Math.floor(n/3600),o=Math.floor(n%3600/60),i=String(n%60).padStart(2,"0");return e<1e4?`${o}:${i}.${Math.floor(e/100)%10}`:r>0?`${r}:${String(o).padStart(2,"0")}:${i}`:`${o}:${i}`}var c=t=>document.getElementById(t),f=null,l=null,q=[],N="",k=null,x=null,H=null,Ge=!1,g=[],T=null,Ae=null,Ye=null,Me=0,At=!1,S=new Te(c("board"),{activate:t=>ee(()=>zn(t)),cancel:()=>{g.length>1&&ee(()=>be()),g=[],y()},inspect:t=>{Ye=t,Wt()}}),Tn=`${location.protocol==="https:"?"wss:":"ws:"}//${location.host}/ws`,D=new Le(Tn,t=>Ln(t),Cn),Pt=Promise.resolve();function ee(t){Pt=Pt.then(t).catch(()=>{})}function Ln(t){let e=performance.now();ee(()=>Mn(t,e))}var Rt=new URLSearchParams(location.search).get("lang");function Je(t){return Rt?`${t}?lang=${Rt}`:t}function qt(){let t=/^\/g\/([^/]+)\/?$/.exec(location.pathname);if(t){let e=He(decodeURIComponent(t[1]));Ne(e,!1)}else Xe()}function Pe(t){history.pushState(null,"",Je(t))}function Xe(){f&&x==="spectator"&&D.send({type:"unwatch",code:f}),f=null,l=null,x=null,H=null,c("game").hidden=!0,c("lobby").hidden=!1,D.send({type:"lobby"})}function Ne(t,e,n=!0){f&&f!==t&&x==="spectator"&&D.send({type:"unwatch",code:f}),f=t,Ge=e,l=null,q=[],N="",g=[],T=null,x=null,k=de(t)?.colour??null,S.setFlipped(k==="black"),S.show(ue("w"),0),c("lobby").hidden=!0,c("game").hidden=!1,P("",""),y(),n&&D.ready&&Re()}function Re(){if(!f)return;let t=de(f);t&&!Ge?(H="resume",D.send({type:"resume",code:f,token:t.token})):!Ge&&x!=="spectator"?(H="join",D.send({type:"join",code:f})):(H="watch",D.send({type:"watch",code:f}))}addEventListener("popstate",qt);var Nt=0;function Cn(t,e){let n=c("connection");clearTimeout(Nt),t==="connected"?(n.dataset.state="connected",n.textContent=e?s("conn-reconnected"):"",e&&(Nt=window.setTimeout(()=>n.textContent="",3e3)),At=!0,f?ee(()=>Re()):D.send({type:"lobby"})):(n.dataset.state=t==="offline"?"offline":"reconnecting",n.textContent=s(t==="offline"?"conn-offline":t==="connecting"&&!At?"conn-connecting":"conn-lost")),y()}function Q(t){return typeof t=="string"?t:""}function Mn(t,e){switch(t.type){case"seat":return _n(Q(t.code),t.colour==="black"?"black":"white",Q(t.token));case"state":return An(t.game,e);case"moved":return Pn(t,e);case"presence":l&&t.code===f&&(l.white=t.white,l.black=t.black,y());return;case"offered":return Rn(Q(t.code),t.kind,t.by);case"declined":return Nn(Q(t.code),t.kind,t.by);case"ended":return Dn(t,e);case"lobby":return Gn(t.games);case"error":return In(Q(t.kind),Q(t.message));default:return}}function _n(t,e,n){Lt(t,{token:n,colour:e});let r=f!==null&&f!==t&&l!==null;t!==f&&(Pe(`/g/${t}`),Ne(t,!1,!1)),k=e,x="player",S.setFlipped(e==="black"),r&&P("rematch",s("msg-rematch")),y()}function An(t,e){if(!t||t.code!==f)return;let n=l;l=t,H=null;let r=de(t.code);r?(k=r.colour,x="player"):(k=null,x="spectator"),q=t.status==="playing"?t.board?.legal??[]:[],N=t.board?.position??"",n&&n.moves.length>t.moves.length&&P("taken_back",s("msg-taken-back")),tt(t.clocks,e);let o=T;if(T=null,g=[],S.show(ue(N),t.moves.length,N),o&&o.ply===t.moves.length&&q.includes(o.move)&&me())return et(o.move)&&P("resent",s("msg-resent",{move:o.move})),S.show(ue(N),t.moves.length,N),Qe(o.move,0);y()}async function Pn(t,e){if(!l||t.code!==f)return;let n=Number(t.ply),r=Q(t.move),o=t.board,i=T!==null&&T.move===r&&T.ply===n,u=G();if(T=null,n===l.moves.length)i||(g=[],y(),await S.animate(r)),l.moves.push(r);else if(n>l.moves.length)l.moves.length=n,l.moves.push(r);else return;l.offers=[],(!i||c("message").dataset.kind!=="resent")&&P("",""),N=o?.position??N,q=l.status==="playing"?o?.legal??[]:[],tt(t.clocks??null,e),S.show(ue(N),l.moves.length,N),rt(s("live-played",{side:C(u),move:r})),y()}function Rn(t,e,n){!l||t!==f||(l.offers=l.offers.filter(r=>!(r.kind===e&&r.by===n)),l.offers.push({kind:e,by:n}),n===k?P("offered",s(`msg-${e}-offered`)):rt(s(`offer-${e}`,{side:C(n)})),y())}function Nn(t,e,n){!l||t!==f||(l.offers=l.offers.filter(r=>r.kind!==e),n!==k&&k&&P("declined",s(`msg-declined-${e}`,{side:C(n)})),y())}function Dn(t,e){!l||t.code!==f||(l.status="ended",l.result=t.result,l.offers=[],q=[],g=[],tt(t.clocks??null,e),rt(Bt()),y())}var On=new Set(["stale_ply","illegal_move","not_your_turn","not_playing"]);function In(t,e){let n=s(`error-${t.replace(/_/g,"-")}`),r=n!==`error-${t.replace(/_/g,"-")}`?n:s("error-other");if(H&&f){let o=H;if(H=null,o==="resume"&&t==="not_your_seat"){Ct(f),k=null,Re();return}if(o==="join"&&t!=="no_such_game"&&t!=="slow_down"&&t!=="rate_limited"){x="spectator",Re();return}if(t==="no_such_game"){let i=f;history.replaceState(null,"",Je("/")),Xe(),c("join-code").value=Ce(i),c("join-error").textContent=s("status-no-game");return}}if(T&&On.has(t)&&(T=null,be()),!f){c("join-error").textContent=r;return}P(t,r),y()}function G(){return N.startsWith("b")?"black":"white"}function me(){return x==="player"&&l?.status==="playing"&&k===G()}function zt(t){return q.filter(e=>{let n=J(e);return n.length>=t.length&&t.every((r,o)=>n[o]===r)})}function Ft(){let t=new Set;if(g.length===0)return t;for(let e of zt(g)){let n=J(e)[g.length];n&&t.add(n)}return t}function qn(t){if(!l||T)return!0;if(x!=="player")return I("spectator",s("msg-spectator"));if(l.status!=="playing")return I("not_playing",s("msg-not-playing"));if(k!==G())return I("not_your_turn",s("msg-not-your-turn",{side:C(G())}));let e=S.position.columns.get(t);if(!e||e.length===0)return I("empty",s("msg-empty",{square:t}));let n=Ee(e[0]);if(n!==k)return I("not_your_column",s("msg-not-your-column",{colour:n}));if(!q.some(r=>r.startsWith(t+"-")||r.startsWith(t+"x"))){let r=[...new Set(q.filter(Se).map(o=>J(o)[0]))];return r.length>0?I("compulsory_capture",s("msg-compulsory",{squares:vt(r)})):I("no_move",s("msg-no-move",{square:t}))}return!1}function I(t,e){return P(t,e),y(),!0}async function zn(t){if(l){if(Ye=t,g.length>0){if(Ft().has(t)){g.push(t);let e=zt(g),n=g.join(Se(e[0]??"")?"x":"-");if(await S.animate(n,g.length-2),e.length===1){let r=e[0],o=g.length-1;if(g=[],y(),!et(r))return;await Qe(r,o);return}y();return}if(t===g[0]&&g.length===1){g=[],y();return}if(g.length>1){I("finish_capture",s("msg-finish-capture"));return}g=[]}qn(t)||(P("",""),g=[t],y())}}async function Qe(t,e){await S.animate(t,e);let[n,r]=_e(t);S.mark({selected:null,landings:new Set,path:[],lastFrom:n,lastTo:r}),y()}function et(t){if(!l||!f)return!1;let e=de(f),n=l.moves.length;return!e||!D.send({type:"move",code:f,token:e.token,ply:n,move:t})?(be(),P("offline",s("msg-offline",{move:t})),c("move-input").value=t,y(),!1):(T={move:t,ply:n},P("",""),!0)}function be(){g=[],l&&S.show(ue(N),l.moves.length,N),y()}async function Dt(t){let e=t.trim().toLowerCase().replace(/\s+/g,"").replace(/:/g,"x");if(!e||!l||T)return;if(x!=="player")return void I("spectator",s("msg-spectator"));if(l.status!=="playing")return void I("not_playing",s("msg-not-playing"));if(!me())return void I("not_your_turn",s("msg-not-your-turn",{side:C(G())}));if(!q.includes(e))return void I("illegal_move",s("msg-not-legal",{move:e}));g.length>1&&be(),g=[];let n=c("move-input");n.value="",Ue(),et(e)&&await Qe(e,0)}function tt(t,e){Ae=t?{clocks:t,at:e}:null,nt()}function Fn(t){if(!Ae)return null;let{clocks:e,at:n}=Ae,r=t==="white"?e.white_ms:e.black_ms,o=e.running===t&&l?.status==="playing";return Math.max(0,r-(o?performance.now()-n:0))}function nt(){for(let t of["white","black"]){let e=c(`clock-${t}`),n=l?.time_control?Fn(t):null,r=n!==null&&Ae?.clocks.running===t&&l?.status==="playing",o=n===null?s("game-no-clock"):_t(n);e.textContent!==o&&(e.textContent=o),e.dataset.running=String(r),e.classList.toggle("low",n!==null&&n<2e4)}}setInterval(nt,200);function C(t){return s(t==="white"?"side-white":"side-black")}function Bn(t){return t?s("clock-control",{minutes:Math.round(t.initial_s/60),increment:t.increment_s}):s("clock-none")}function Bt(){let t=l?.result;if(!t)return s("result-over");let e=t.winner?C(t.winner):"",n=t.winner?C($t(t.winner)):"",r=`result-${t.reason.replace(/_/g,"-")}`,o=s(r,{winner:e,loser:n});return o===r?s("result-over"):o}function _e(t){let e=J(t);return[e[0],e[e.length-1]]}function P(t,e){let n=c("message");n.dataset.kind=t,n.textContent=e}var Ot="";function rt(t){let e=c("live");e.textContent=t===Ot?`${t}\xA0`:t,Ot=e.textContent}function y(){if(!f)return;let t=l?.status==="playing",e=l?.status==="ended",n=x==="player",r=l&&l.moves.length>0?_e(l.moves[l.moves.length-1]):null;S.mark({selected:g[0]??null,landings:Ft(),path:g,lastFrom:T?_e(T.move)[0]:r?.[0]??null,lastTo:T?_e(T.move)[1]:r?.[1]??null}),c("board").classList.toggle("my-turn",me());for(let w of["white","black"]){let _=l?.[w],re=c(`player-${w}`),z,K;if(!_||!_.taken)z="waiting",K=s("player-waiting");else if(k===w&&n)z="you",K=s("player-you");else{z=_.online?"online":"offline";let oe=s(_.online?"player-online":"player-offline");K=n?`${s("player-opponent")} \xB7 ${oe}`:oe,!_.online&&n?z="offline":n&&(z="opponent")}re.textContent=s("player-line",{side:C(w),who:K}),re.dataset.state=z,c(`seat-${w}`).classList.toggle("to-move",t&&G()===w)}c("seat-white").style.order=S.isFlipped?"0":"1",c("seat-black").style.order=S.isFlipped?"1":"0";let o;l?l.status==="waiting"?o=s(n?"status-waiting-you":"status-waiting"):e?o=s("status-over",{result:Bt()}):n?o=me()?s("status-your-move",{side:C(k)}):s("status-their-move",{side:C(G())}):o=s("status-to-move",{side:C(G())}):o=s("game-loading"),c("message").dataset.kind==="no_such_game"&&(o=s("status-no-game")),c("status").textContent=o;let i="";l&&n&&me()?g.length===1?i=s("hint-move-from",{square:g[0]}):g.length>1?i=s("hint-go-on"):i=q.some(Se)?s("hint-must-capture"):s("hint-pick"):l&&n&&k?i=s("hint-you-play",{side:C(k)}):l&&x==="spectator"&&(i=s("hint-watching")),c("hint").textContent=i;let u=n&&k?l?.offers.find(w=>w.by!==k):void 0,m=c("offer");m.hidden=!u,u&&(c("offer-text").textContent=s(`offer-${u.kind}`,{side:C(u.by)}),m.dataset.kind=u.kind);let h=l?.status==="waiting",E=c("resign");E.hidden=!n||e||!l;let $=Me>0;E.textContent=s(h?$?"game-withdraw-confirm":"game-withdraw":$?"game-resign-confirm":"game-resign"),E.classList.toggle("confirm",$),c("resign-cancel").hidden=!$||E.hidden;let v=c("offer-draw");v.hidden=!n||!t,v.disabled=!!l?.offers.some(w=>w.kind==="draw"&&w.by===k);let M=c("offer-takeback");M.hidden=!n||!t;let j=l?l.moves.some((w,_)=>We(_)===k):!1;M.disabled=!j||!!l?.offers.some(w=>w.kind==="takeback"&&w.by===k);let te=c("offer-rematch");te.hidden=!n||!e||l?.result?.reason==="withdrawn",te.disabled=!!l?.rematch||!!l?.offers.some(w=>w.kind==="rematch"&&w.by===k);let R=c("rematch-link");R.hidden=!(l?.rematch&&x==="spectator"),l?.rematch&&(R.href=Je(`/g/${l.rematch}`));let ne=c("move-input");c("move-form").hidden=!n||!t,ne.disabled=!1,Wn();let U=c("code");U.textContent=Ce(f),U.dataset.code=f,c("spectators").textContent=l?s("game-spectators",{count:l.spectators}):"",c("game").dataset.status=l?.status??"loading",c("game").dataset.role=x??"",nt(),Wt()}function Wn(){let t=c("moves"),e=l?.moves??[];t.children.length===e.length&&t.dataset.last===(e[e.length-1]??"")||(t.replaceChildren(...e.map((n,r)=>{let o=document.createElement("li");return o.textContent=n,o.className=We(r),o})),t.dataset.last=e[e.length-1]??"",t.classList.toggle("empty",e.length===0),t.dataset.empty=s("game-no-moves"),t.scrollTop=t.scrollHeight)}function It(t){return s(`man-title-${t}`)}function Wt(){let t=c("inspector"),e=Ye??g[0]??null;if(!e){t.replaceChildren(Object.assign(document.createElement("p"),{className:"note",textContent:s("inspector-hint")}));return}let n=S.position.columns.get(e),r=document.createElement("h3");if(!n||n.length===0){r.textContent=s("inspector-empty",{square:e}),t.replaceChildren(r);return}let o=Ee(n[0]);r.textContent=s("inspector-title",{square:e,side:C(o),count:n.length});let i=document.createElement("ol");n.forEach((u,m)=>{let h=document.createElement("li"),E=document.createElement("span");E.className=`disc m-${u.toLowerCase()}${ce(u)?" officer":""}`;let $=m===0?s("inspector-commander"):Ee(u)!==o?s("inspector-prisoner"):"";h.append(E,document.createTextNode($?`${It(u)} \xB7 ${$}`:It(u))),i.append(h)}),t.replaceChildren(r,i)}function jt(){let t=c("move-input").value.trim().toLowerCase();return!t||!me()?[]:q.filter(e=>e.startsWith(t))}function Ue(){let t=c("move-input"),e=c("move-suggestions"),n=jt(),o=n.length===1&&n[0]===t.value.trim().toLowerCase()?[]:n.slice(0,12);e.replaceChildren(...o.map(i=>{let u=document.createElement("li");return u.textContent=i,u.setAttribute("role","option"),u.dataset.move=i,u})),t.setAttribute("aria-expanded",String(o.length>0))}function jn(){let t=c("move-input");t.addEventListener("input",Ue),t.addEventListener("keydown",e=>{if(e.key!=="Tab"||e.shiftKey)return;let n=jt();if(n.length===0)return;let r=n[0];for(let o of n)for(;!o.startsWith(r);)r=r.slice(0,-1);r.length>t.value.trim().length&&(e.preventDefault(),t.value=r,Ue())}),c("move-suggestions").addEventListener("click",e=>{let n=e.target.closest("li")?.dataset.move;n&&(t.value=n,ee(()=>Dt(n)))}),c("move-form").addEventListener("submit",e=>{e.preventDefault();let n=t.value;ee(()=>Dt(n))})}function Zn(t){D.send(t)||(P("offline",s("msg-offline-request")),y())}function we(t,e={}){if(!f)return;let n=de(f);n&&Zn({type:t,code:f,token:n.token,...e})}function Vn(){let t=0,e=()=>{Me=0,clearTimeout(t),y()};c("resign").addEventListener("click",()=>{if(Me===0){Me=1,t=window.setTimeout(e,5e3),y();return}e(),we("resign")}),c("resign-cancel").addEventListener("click",()=>{e(),c("resign").focus()}),c("offer-draw").addEventListener("click",()=>we("offer",{kind:"draw"})),c("offer-takeback").addEventListener("click",()=>we("offer",{kind:"takeback"})),c("offer-rematch").addEventListener("click",()=>we("offer",{kind:"rematch"}));let n=r=>{let o=c("offer").dataset.kind;!o||!l||(we("answer",{kind:o,accept:r}),r||(l.offers=l.offers.filter(i=>i.kind!==o),y()))};c("offer-accept").addEventListener("click",()=>n(!0)),c("offer-decline").addEventListener("click",()=>n(!1)),c("flip").addEventListener("click",()=>{S.setFlipped(!S.isFlipped),y()}),c("copy-link").addEventListener("click",()=>{Hn()}),c("rematch-link").addEventListener("click",r=>{r.preventDefault(),l?.rematch&&(Pe(`/g/${l.rematch}`),Ne(l.rematch,!0))});for(let r of["home","to-lobby"])c(r).addEventListener("click",o=>{o.preventDefault(),Pe("/"),Xe()});addEventListener("keydown",r=>{r.key==="Escape"&&g.length>0&&(g.length>1&&ee(()=>be()),g=[],y())})}async function Hn(){if(!f)return;let t=`${location.origin}/g/${f}`,e=!1;try{await navigator.clipboard.writeText(t),e=!0}catch{let n=document.createElement("textarea");n.value=t,n.setAttribute("readonly",""),n.className="visually-hidden",document.body.append(n),n.select();try{e=document.execCommand("copy")}catch{e=!1}n.remove()}P(e?"copied":"copy_failed",e?s("game-link-copied"):s("game-copy-failed",{link:t}))}function Gn(t){c("lobby-list").replaceChildren(...(t??[]).map(n=>{let r=document.createElement("li");r.dataset.code=n.code;let o=document.createElement("strong");o.textContent=Ce(n.code);let i=document.createElement("span");i.textContent=s("lobby-entry",{side:C(n.free),control:Bn(n.time_control)});let u=document.createElement("span");u.className="age",u.textContent=s("lobby-age",{minutes:Math.floor(n.age_s/60)});let m=document.createElement("button");return m.type="button",m.className="join primary",m.textContent=s("lobby-join"),m.addEventListener("click",()=>Ke(n.code,!1)),r.append(o,i,u,m),r})),c("lobby-empty").hidden=(t??[]).length>0}function Ke(t,e){Pe(`/g/${t}`),Ne(t,e)}function Un(){for(let e of c("create-clock").options){let[n,r]=e.value.split("+");r&&(e.textContent=s("clock-control",{minutes:Number(n),increment:Number(r)}))}c("create-form").addEventListener("submit",e=>{e.preventDefault();let n=c("create-clock").value,[r,o]=n.split("+").map(Number),i=n==="none"?null:{initial_s:(r??5)*60,increment_s:o??0};D.send({type:"create",colour:c("create-colour").value,clock:i,public:c("create-public").checked})||(c("join-error").textContent=s("msg-offline-request"))});let t=()=>{let e=He(c("join-code").value);return Mt(e)?(c("join-error").textContent="",e):(c("join-error").textContent=s("lobby-bad-code",{code:e||c("join-code").value}),null)};c("join-form").addEventListener("submit",e=>{e.preventDefault();let n=t();n&&Ke(n,!1)}),c("watch-button").addEventListener("click",()=>{let e=t();e&&Ke(e,!0)}),setInterval(()=>{!f&&!document.hidden&&D.send({type:"lobby"})},5e3)}function Kn(){kt();let t=se==="de"?"en":"de",e=c("lang-switch");e.href=`${location.pathname}?lang=${t}`,e.lang=t,Un(),Vn(),jn(),qt(),D.start()}Kn();
