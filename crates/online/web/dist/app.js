var I=class{constructor(e){this.value=e}valueOf(){return this.value}},h=class extends I{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},M=class extends I{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},W=class t extends I{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof I)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof I&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var it=100,Ut="\u2068",Vt="\u2069";function Gt(t,e,n){if(n===e||n instanceof M&&e instanceof M&&n.value===e.value)return!0;if(e instanceof M&&typeof n=="string"){let r=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===r)return!0}return!1}function at(t,e,n){return e[n]?ie(t,e[n].value):(t.reportError(new RangeError("No default")),new h)}function Re(t,e){let n=[],r=Object.create(null);for(let o of e)o.type==="narg"?r[o.name]=ge(t,o.value):n.push(ge(t,o));return{positional:n,named:r}}function ge(t,e){switch(e.type){case"str":return e.value;case"num":return new M(e.value,{minimumFractionDigits:e.precision});case"var":return Ht(t,e);case"mesg":return Yt(t,e);case"term":return Jt(t,e);case"func":return Xt(t,e);case"select":return Qt(t,e);default:return new h}}function Ht(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new h(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new h(`$${e}`);if(n instanceof I)return n;switch(typeof n){case"string":return n;case"number":return new M(n);case"object":if(W.supportsValue(n))return new W(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new h(`$${e}`)}}function Yt(t,{name:e,attr:n}){let r=t.bundle._messages.get(e);if(!r)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new h(e);if(n){let o=r.attributes[n];return o?ie(t,o):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new h(`${e}.${n}`))}return r.value?ie(t,r.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new h(e))}function Jt(t,{name:e,attr:n,args:r}){let o=`-${e}`,i=t.bundle._terms.get(o);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${o}`)),new h(o);if(n){let m=i.attributes[n];if(m){t.params=Re(t,r).named;let p=ie(t,m);return t.params=null,p}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new h(`${o}.${n}`)}t.params=Re(t,r).named;let u=ie(t,i.value);return t.params=null,u}function Xt(t,{name:e,args:n}){let r=t.bundle._functions[e];if(!r)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new h(`${e}()`);if(typeof r!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new h(`${e}()`);try{let o=Re(t,n);return r(o.positional,o.named)}catch(o){return t.reportError(o),new h(`${e}()`)}}function Qt(t,{selector:e,variants:n,star:r}){let o=ge(t,e);if(o instanceof h)return at(t,n,r);for(let i of n){let u=ge(t,i.key);if(Gt(t,o,u))return ie(t,i.value)}return at(t,n,r)}function Ne(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new h;t.dirty.add(e);let n=[],r=t.bundle._useIsolating&&e.length>1;for(let o of e){if(typeof o=="string"){n.push(t.bundle._transform(o));continue}if(t.placeables++,t.placeables>it)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${it}`);r&&n.push(Ut),n.push(ge(t,o).toString(t)),r&&n.push(Vt)}return t.dirty.delete(e),n.join("")}function ie(t,e){return typeof e=="string"?t.bundle._transform(e):Ne(t,e)}var ve=class{constructor(e,n,r){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=r}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let r=this.bundle._intls.get(e);r||(r={},this.bundle._intls.set(e,r));let o=JSON.stringify(n);return r[o]||(r[o]=new e(this.bundle.locales,n)),r[o]}};function Oe(t,e){let n=Object.create(null);for(let[r,o]of Object.entries(t))e.includes(r)&&(n[r]=o.valueOf());return n}var st=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function lt(t,e){let n=t[0];if(n instanceof h)return new h(`NUMBER(${n.valueOf()})`);if(n instanceof M)return new M(n.valueOf(),{...n.opts,...Oe(e,st)});if(n instanceof W)return new M(n.toNumber(),{...Oe(e,st)});throw new TypeError("Invalid argument to NUMBER")}var en=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function ct(t,e){let n=t[0];if(n instanceof h)return new h(`DATETIME(${n.valueOf()})`);if(n instanceof W||n instanceof M)return new W(n,Oe(e,en));throw new TypeError("Invalid argument to DATETIME")}var ut=new Map;function dt(t){let e=Array.isArray(t)?t.join(" "):t,n=ut.get(e);return n===void 0&&(n=new Map,ut.set(e,n)),n}var pe=class{constructor(e,{functions:n,useIsolating:r=!0,transform:o=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:lt,DATETIME:ct,...n},this._useIsolating=r,this._transform=o,this._intls=dt(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let r=[];for(let o=0;o<e.body.length;o++){let i=e.body[o];if(i.id.startsWith("-")){if(n===!1&&this._terms.has(i.id)){r.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(n===!1&&this._messages.has(i.id)){r.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return r}formatPattern(e,n=null,r=null){if(typeof e=="string")return this._transform(e);let o=new ve(this,r,n);try{return Ne(o,e).toString(o)}catch(i){if(o.errors&&i instanceof Error)return o.errors.push(i),new h().toString(o);throw i}}};var De=/^(-?[a-zA-Z][\w-]*) *= */gm,mt=/\.([a-zA-Z][\w-]*) *= */y,tn=/\*?\[/y,qe=/(-?[0-9]+(?:\.([0-9]+))?)/y,nn=/([a-zA-Z][\w-]*)/y,ft=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,rn=/^[A-Z][A-Z0-9_-]*$/,ke=/([^{}\n\r]+)/y,on=/([^\\"\n\r]*)/y,gt=/\\([\\"])/y,pt=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,an=/^\n+/,ht=/ +$/,sn=/ *\r?\n/g,ln=/( *)$/,cn=/{\s*/y,yt=/\s*}/y,un=/\[\s*/y,dn=/\s*] */y,mn=/\s*\(\s*/y,fn=/\s*->\s*/y,gn=/\s*:\s*/y,pn=/\s*,?\s*/y,hn=/\s+/y,he=class{constructor(e){this.body=[],De.lastIndex=0;let n=0;for(;;){let s=De.exec(e);if(s===null)break;n=De.lastIndex;try{this.body.push(p(s[1]))}catch(d){if(d instanceof SyntaxError)continue;throw d}}function r(s){return s.lastIndex=n,s.test(e)}function o(s,d){if(e[n]===s)return n++,!0;if(d)throw new d(`Expected ${s}`);return!1}function i(s,d){if(r(s))return n=s.lastIndex,!0;if(d)throw new d(`Expected ${s.toString()}`);return!1}function u(s){s.lastIndex=n;let d=s.exec(e);if(d===null)throw new SyntaxError(`Expected ${s.toString()}`);return n=s.lastIndex,d}function m(s){return u(s)[1]}function p(s){let d=$(),b=z();if(d===null&&Object.keys(b).length===0)throw new SyntaxError("Expected message value or attributes");return{id:s,value:d,attributes:b}}function z(){let s=Object.create(null);for(;r(mt);){let d=m(mt),b=$();if(b===null)throw new SyntaxError("Expected attribute value");s[d]=b}return s}function $(){let s;if(r(ke)&&(s=m(ke)),e[n]==="{"||e[n]==="}")return v(s?[s]:[],1/0);let d=H();return d?s?v([s,d],d.length):(d.value=oe(d.value,an),v([d],d.length)):s?oe(s,ht):null}function v(s=[],d){for(;;){if(r(ke)){s.push(m(ke));continue}if(e[n]==="{"){s.push(C());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let B=H();if(B){s.push(B),d=Math.min(d,B.length);continue}break}let b=s.length-1,Y=s[b];typeof Y=="string"&&(s[b]=oe(Y,ht));let fe=[];for(let B of s)B instanceof $e&&(B=B.value.slice(0,B.value.length-d)),B&&fe.push(B);return fe}function C(){i(cn,SyntaxError);let s=F();if(i(yt))return s;if(i(fn)){let d=ne();return i(yt,SyntaxError),{type:"select",selector:s,...d}}throw new SyntaxError("Unclosed placeable")}function F(){if(e[n]==="{")return C();if(r(ft)){let[,s,d,b=null]=u(ft);if(s==="$")return{type:"var",name:d};if(i(mn)){let Y=te();if(s==="-")return{type:"term",name:d,attr:b,args:Y};if(rn.test(d))return{type:"func",name:d,args:Y};throw new SyntaxError("Function names must be all upper-case")}return s==="-"?{type:"term",name:d,attr:b,args:[]}:{type:"mesg",name:d,attr:b}}return w()}function te(){let s=[];for(;;){switch(e[n]){case")":return n++,s;case void 0:throw new SyntaxError("Unclosed argument list")}s.push(_()),i(pn)}}function _(){let s=F();return s.type!=="mesg"?s:i(gn)?{type:"narg",name:s.name,value:w()}:s}function ne(){let s=[],d=0,b;for(;r(tn);){o("*")&&(b=d);let Y=G(),fe=$();if(fe===null)throw new SyntaxError("Expected variant value");s[d++]={key:Y,value:fe}}if(d===0)return null;if(b===void 0)throw new SyntaxError("Expected default variant");return{variants:s,star:b}}function G(){i(un,SyntaxError);let s;return r(qe)?s=j():s={type:"str",value:m(nn)},i(dn,SyntaxError),s}function w(){if(r(qe))return j();if(e[n]==='"')return re();throw new SyntaxError("Invalid expression")}function j(){let[,s,d=""]=u(qe),b=d.length;return{type:"num",value:parseFloat(s),precision:b}}function re(){o('"',SyntaxError);let s="";for(;;){if(s+=m(on),e[n]==="\\"){s+=q();continue}if(o('"'))return{type:"str",value:s};throw new SyntaxError("Unclosed string literal")}}function q(){if(r(gt))return m(gt);if(r(pt)){let[,s,d]=u(pt),b=parseInt(s||d,16);return b<=55295||57344<=b?String.fromCodePoint(b):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function H(){let s=n;switch(i(hn),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return ot(e.slice(s,n))}return e[n-1]===" "?ot(e.slice(s,n)):!1}function oe(s,d){return s.replace(d,"")}function ot(s){let d=s.replace(sn,`
`),b=ln.exec(s)[1].length;return new $e(d,b)}}},$e=class{constructor(e,n){this.value=e,this.length=n}};var wt=`# Lasca online in the browser. The words follow the desktop game's (assets/i18n/en).
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
language-switch-label = Sprache

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
`;var vt=`# Lasca online w przegl\u0105darce. S\u0142owa s\u0105 takie jak w grze na komputer (assets/i18n/pl):
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
lobby-new-game = Nowa partia
lobby-colour = Kolor
colour-white = Bia\u0142e
colour-black = Czarne
colour-random = Losowo
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
game-resign-confirm = Na pewno si\u0119 podda\u0107? Kliknij jeszcze raz
game-withdraw = Wycofaj
game-withdraw-confirm = Na pewno wycofa\u0107? Kliknij jeszcze raz
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
player-line = { $side } \xB7 { $who }

## Co m\xF3wi partia
status-waiting-you = Czekam na znajomego: wy\u015Blij mu kod albo link.
status-waiting = Czekam na drugiego gracza.
status-your-move = Tw\xF3j ruch ({ $side })
status-their-move = { $side } na ruchu: czekam na przeciwnika
status-to-move = { $side } na ruchu
status-over = Koniec partii: { $result }
status-no-game = Nie ma partii o tym kodzie.
hint-pick = Dotknij jednej ze swoich kolumn, potem pod\u015Bwietlonego pola.
hint-move-from = Ruch z { $square }: dotknij pod\u015Bwietlonego pola (dotknij { $square } jeszcze raz, by anulowa\u0107).
hint-go-on = Bij dalej: dotknij pod\u015Bwietlonego pola.
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
result-withdrawn = Parti\u0119 wycofano, zanim ktokolwiek do\u0142\u0105czy\u0142
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
error-game-full = Oba miejsca s\u0105 zaj\u0119te: ogl\u0105dasz.
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
inspector-hint = Najed\u017A na kolumn\u0119 albo jej dotknij: tu zobaczysz jej piony, od g\xF3ry do do\u0142u.
`;var vn={en:wt,de:bt,pl:vt},kn=["en","de","pl"];function kt(t){return!!t&&kn.includes(t)}function $n(){let t=new URLSearchParams(location.search).get("lang");if(kt(t))return t;let e=navigator.languages&&navigator.languages.length>0?navigator.languages:[navigator.language];for(let n of e){let r=(n||"").toLowerCase().split(/[-_]/)[0];if(kt(r))return r}return"en"}var ae=$n(),Be=new pe(ae,{useIsolating:!1});Be.addResource(new he(vn[ae]));function a(t,e){let n=Be.getMessage(t);return n?.value?Be.formatPattern(n.value,e??null):t}function $t(t){return new Intl.ListFormat(ae,{type:"disjunction"}).format(t)}function zt(t=document){document.documentElement.lang=ae,document.title=a("page-title");for(let e of t.querySelectorAll("[data-l10n]"))e.textContent=a(e.dataset.l10n);for(let e of t.querySelectorAll("[data-l10n-aria]"))e.setAttribute("aria-label",a(e.dataset.l10nAria));for(let e of t.querySelectorAll("[data-l10n-title]"))e.title=a(e.dataset.l10nTitle);for(let e of t.querySelectorAll("[data-l10n-placeholder]"))e.placeholder=a(e.dataset.l10nPlaceholder)}var le="abcdefg",ye=[];for(let t=1;t<=7;t++)for(let e=0;e<7;e++)(e+t)%2===1&&ye.push(le[e]+t);function se(t){return[le.indexOf(t[0]??""),Number(t.slice(1))]}function Z(t,e){return t<0||t>6||e<1||e>7||(t+e)%2!==1?null:le[t]+e}function ze(t){return t==="w"||t==="W"?"white":"black"}function ce(t){return t==="W"||t==="B"}function Et(t){return t==="white"?"black":"white"}function ue(t){let[e,...n]=t.trim().split(/\s+/),r=new Map;for(let o of n){let[i,u]=o.split(":");i&&u&&r.set(i,[...u])}return{side:e==="b"?"black":"white",columns:r}}function St(t){let e=[t.side==="white"?"w":"b"];for(let n of ye){let r=t.columns.get(n);r&&r.length>0&&e.push(`${n}:${r.join("")}`)}return e.join(" ")}function xt(t){let e=new Map;for(let[n,r]of t.columns)e.set(n,[...r]);return{side:t.side,columns:e}}function J(t){return t.split(/[-x]/)}function Ee(t){return t.includes("x")}function Ie(t,e){let[n,r]=se(t),[o,i]=se(e);return Math.abs(o-n)!==2?null:Z((n+o)/2,(r+i)/2)}function Tt(t,e,n){let r=t.columns.get(e);if(!r)return null;t.columns.delete(e);let o=Ie(e,n);if(o){let m=t.columns.get(o),p=m?.shift();p&&r.push(p),m&&m.length===0&&t.columns.delete(o)}let i=r[0],u=se(n)[1];return i==="w"&&u===7&&(r[0]="W"),i==="b"&&u===1&&(r[0]="B"),t.columns.set(n,r),o}function We(t){return t%2===0?"white":"black"}var zn="http://www.w3.org/2000/svg",T=100,K=36,Se=21,X=9,Fe=300;function N(t,e={}){let n=document.createElementNS(zn,t);for(let[r,o]of Object.entries(e))n.setAttribute(r,String(o));return n}var En=t=>new Promise(e=>setTimeout(e,t));function Sn(t,e){if(!e||e.length===0)return a("square-empty",{square:t});let n=a(`man-${e[0]}`),r=[],o=1;for(;o<e.length;){let i=o;for(;i<e.length&&e[i]===e[o];)i++;r.push(a("men-run",{kind:e[o],count:i-o})),o=i}return r.length===0?a("square-men",{square:t,top:n}):a("square-men-under",{square:t,top:n,under:r.join(", ")})}function Ze(t){let e=t.length,n=e>1?Math.min(X,38/(e-1)):0,o=50-((e-1)*n+X)/2,i="";for(let u=e-1;u>=0;u--){let m=t[u],p=o+u*n,z=m.toLowerCase();i+=`<g class="man m-${z}${ce(m)?" officer":""}"><path class="side" d="M${50-K} ${p}v${X}a${K} ${Se} 0 0 0 ${2*K} 0v${-X}z"/>`+(ce(m)?`<path class="band" d="M${50-K} ${p+X-3}a${K} ${Se} 0 0 0 ${2*K} 0"/>`:"")+`<ellipse class="top" cx="50" cy="${p}" rx="${K}" ry="${Se}"/><ellipse class="rim" cx="50" cy="${p}" rx="${K-8}" ry="${Se-5}"/>`,u===0&&ce(m)&&(i+=`<path class="crown" d="M36 ${p+7}L32 ${p-7}L41 ${p-1}L50 ${p-11}L59 ${p-1}L68 ${p-7}L64 ${p+7}Z"/>`),i+="</g>"}if(e>=4){let u=Math.max(13,o-12);i+=`<g class="height"><circle cx="86" cy="${u}" r="13"/><text x="86" y="${u}" dy="0.36em">${e}</text></g>`}return i}var xe=class{constructor(e,n){this.svg=e;this.events=n;e.setAttribute("viewBox",`0 0 ${7*T} ${7*T}`),e.append(this.backLayer,this.squareLayer,this.coordLayer,this.animLayer);for(let r of ye){let o=N("g",{class:"square","data-square":r,role:"button",tabindex:0});o.append(N("rect",{width:T,height:T}),N("circle",{class:"hint",cx:50,cy:50,r:15}),N("g",{class:"column","data-square":r,"aria-hidden":"true"})),o.addEventListener("click",()=>{this.events.activate(r)}),o.addEventListener("pointerenter",()=>this.events.inspect(r)),o.addEventListener("focus",()=>{this.aim=Lt(r),this.events.inspect(r)}),o.addEventListener("keydown",i=>this.key(i,r)),this.squares.set(r,o)}e.addEventListener("pointerleave",()=>this.events.inspect(null)),this.layout()}svg;events;flipped=!1;squares=new Map;squareLayer=N("g",{class:"squares"});coordLayer=N("g",{class:"coords","aria-hidden":"true"});backLayer=N("g",{class:"back","aria-hidden":"true"});animLayer=N("g",{class:"anim","aria-hidden":"true"});shown={side:"white",columns:new Map};aim=[2,3];get isFlipped(){return this.flipped}setFlipped(e){this.flipped=e,this.layout()}cell(e){let[n,r]=se(e);return this.flipped?[(6-n)*T,(r-1)*T]:[n*T,(7-r)*T]}layout(){this.svg.dataset.flipped=String(this.flipped);let e=[...ye].sort((o,i)=>this.cell(o)[1]-this.cell(i)[1]||this.cell(o)[0]-this.cell(i)[0]);for(let o of e){let i=this.squares.get(o),[u,m]=this.cell(o);i.setAttribute("transform",`translate(${u} ${m})`),this.squareLayer.append(i)}let n="";for(let o=0;o<7;o++)for(let i=0;i<7;i++)(o+i)%2===1&&(n+=`<rect x="${i*T}" y="${o*T}" width="${T}" height="${T}"/>`);this.backLayer.innerHTML=n;let r="";for(let o=0;o<7;o++){let i=this.flipped?le[6-o]:le[o],u=this.flipped?o+1:7-o;r+=`<text class="file" x="${o*T+94}" y="${7*T-6}">${i}</text>`,r+=`<text class="rank" x="5" y="${o*T+18}">${u}</text>`}this.coordLayer.innerHTML=r}show(e,n,r){this.shown=xt(e),this.svg.dataset.position=r??St(e),this.svg.dataset.ply=String(n),this.drawColumns()}get position(){return this.shown}drawColumns(){for(let[e,n]of this.squares){let r=this.shown.columns.get(e);this.drawColumn(e,r),n.setAttribute("aria-label",Sn(e,r))}}drawColumn(e,n){let r=this.squares.get(e).querySelector(".column");r.innerHTML=n&&n.length>0?Ze(n):""}mark(e){for(let[n,r]of this.squares){let o=r.classList;o.toggle("selected",e.selected===n),o.toggle("landing",e.landings.has(n)),o.toggle("path",e.path.includes(n)&&e.selected!==n),o.toggle("last-from",e.lastFrom===n),o.toggle("last-to",e.lastTo===n)}}focus(e){this.squares.get(e)?.focus()}async animate(e,n=0){let r=J(e),o=document.hidden||matchMedia("(prefers-reduced-motion: reduce)").matches;for(let i=n;i+1<r.length;i++){let u=r[i],m=r[i+1];o||await this.hop(u,m),Tt(this.shown,u,m),this.drawColumns()}this.animLayer.replaceChildren()}async hop(e,n){let r=this.shown.columns.get(e);if(!r)return;let o=Ie(e,n),[i,u]=this.cell(e),[m,p]=this.cell(n),z=m-i,$=p-u,v=[];if(o){let _=this.shown.columns.get(o);if(_&&_.length>0){this.drawColumn(o,_.slice(1));let[ne,G]=this.cell(o),w=N("g",{transform:`translate(${ne} ${G})`}),j=N("g",{class:"column prisoner"});j.innerHTML=Ze([_[0]]),w.append(j),this.animLayer.append(w);let re=(_.length-1)*Math.min(X,38/Math.max(1,_.length-1))/2,q=r.length*Math.min(X,38/Math.max(1,r.length))/2;v.push(j.animate([{transform:`translate(0px, ${-re}px)`},{transform:`translate(${m-ne}px, ${p-G+q}px)`}],{duration:Fe,easing:"ease-in",fill:"forwards"}))}}this.drawColumn(e,void 0);let C=N("g",{transform:`translate(${i} ${u})`}),F=N("g",{class:"column moving"});F.innerHTML=Ze(r),C.append(F),this.animLayer.append(C);let te=o?38:0;v.push(F.animate([{transform:"translate(0px, 0px)"},{transform:`translate(${z/2}px, ${$/2-te}px)`,offset:.5},{transform:`translate(${z}px, ${$}px)`}],{duration:Fe,easing:"ease-in-out",fill:"forwards"})),await Promise.race([Promise.all(v.map(_=>_.finished)),En(Fe+60)]).catch(()=>{}),this.animLayer.replaceChildren()}key(e,n){let r={ArrowUp:[0,1],ArrowDown:[0,-1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key==="Enter"||e.key===" "){e.preventDefault(),this.events.activate(n);return}if(e.key==="Escape"){e.preventDefault(),this.events.cancel();return}let o=r[e.key];if(!o)return;e.preventDefault();let i=this.flipped?-1:1,[u,m]=[o[0]*i,o[1]*i],[p,z]=Lt(n),$=null;if(m!==0){let v=z+m,C=this.aim[0];$=Z(C,v)??Z(p+1,v)??Z(p-1,v),$&&(this.aim=[C,v])}else{let v=p+u,C=this.aim[1];$=Z(v,C)??Z(v,z+1)??Z(v,z-1),$&&(this.aim=[v,C])}if($){let v=this.aim;this.squares.get($)?.focus(),this.aim=v}}},Lt=se;var xn=[250,500,1e3,2e3],Tn=3e3,Ln=2e4,Cn=1e4,Te=class{constructor(e,n,r){this.url=e;this.onMessage=n;this.onState=r;addEventListener("online",()=>{this.greeted||this.retryNow()}),addEventListener("offline",()=>{this.greeted||this.onState("offline",!1)})}url;onMessage;onState;socket=null;attempt=0;greeted=!1;everConnected=!1;retryTimer=0;pingTimer=0;pongTimer=0;pingId=0;get ready(){return this.greeted&&this.socket?.readyState===WebSocket.OPEN}start(){this.open()}send(e){return!this.ready||!this.socket?!1:(this.socket.send(JSON.stringify(e)),!0)}open(){clearTimeout(this.retryTimer),this.greeted=!1;let e;try{e=new WebSocket(this.url)}catch{this.scheduleRetry();return}this.socket=e,e.onmessage=n=>{if(typeof n.data!="string")return;let r;try{r=JSON.parse(n.data)}catch{return}if(!(!r||typeof r.type!="string")){if(this.heard(),r.type==="welcome"){e.send(JSON.stringify({type:"hello",protocol:2,client:"lasca-web 0.1"})),this.greeted=!0,this.attempt=0;let o=this.everConnected;this.everConnected=!0,this.onState("connected",o),this.schedulePing();return}r.type!=="pong"&&this.onMessage(r)}},e.onclose=()=>{this.socket===e&&(this.socket=null,this.greeted=!1,clearTimeout(this.pingTimer),clearTimeout(this.pongTimer),this.scheduleRetry())},e.onerror=()=>e.close()}scheduleRetry(){let e=xn[this.attempt]??Tn;this.attempt++;let n=navigator.onLine===!1;this.onState(n?"offline":this.everConnected?"reconnecting":"connecting",!1),this.retryTimer=window.setTimeout(()=>this.open(),e)}retryNow(){this.socket||(clearTimeout(this.retryTimer),this.open())}heard(){clearTimeout(this.pongTimer),this.greeted&&this.schedulePing()}schedulePing(){clearTimeout(this.pingTimer),this.pingTimer=window.setTimeout(()=>{if(!this.ready||!this.socket)return;let e=this.socket;e.send(JSON.stringify({type:"ping",id:++this.pingId})),this.pongTimer=window.setTimeout(()=>e.close(),Cn)},Ln)}};var Ke=t=>`lasca.seat.${t}`;function de(t){try{let e=JSON.parse(localStorage.getItem(Ke(t))??"null");if(e&&typeof e.token=="string"&&(e.colour==="white"||e.colour==="black"))return e}catch{}return null}function Ct(t,e){try{localStorage.setItem(Ke(t),JSON.stringify({token:e.token,colour:e.colour}))}catch{}}function jt(t){try{localStorage.removeItem(Ke(t))}catch{}}function Ue(t){return t.replace(/[\s-]+/g,"").toUpperCase()}var jn=/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]+$/;function Mt(t){return(t.length===9||t.length===6)&&jn.test(t)}function Le(t){return t.replace(/(.{3})(?=.)/g,"$1 ")}function Pt(t){let e=Math.max(0,Math.floor(t)),n=Math.floor(e/1e3),r=Math.floor(n/3600),o=Math.floor(n%3600/60),i=String(n%60).padStart(2,"0");return e<1e4?`${o}:${i}.${Math.floor(e/100)%10}`:r>0?`${r}:${String(o).padStart(2,"0")}:${i}`:`${o}:${i}`}var c=t=>document.getElementById(t),f=null,l=null,D=[],A="",k=null,S=null,U=null,Ve=!1,g=[],x=null,Me=null,Ye=null,Ce=0,_t=!1,E=new xe(c("board"),{activate:t=>ee(()=>Zn(t)),cancel:()=>{g.length>1&&ee(()=>be()),g=[],y()},inspect:t=>{Ye=t,Zt()}}),Mn=`${location.protocol==="https:"?"wss:":"ws:"}//${location.host}/ws`,R=new Te(Mn,t=>Pn(t),_n),At=Promise.resolve();function ee(t){At=At.then(t).catch(()=>{})}function Pn(t){let e=performance.now();ee(()=>An(t,e))}var Rt=new URLSearchParams(location.search).get("lang");function Je(t){return Rt?`${t}?lang=${Rt}`:t}function Bt(){let t=/^\/g\/([^/]+)\/?$/.exec(location.pathname);if(t){let e=Ue(decodeURIComponent(t[1]));Ae(e,!1)}else Xe()}function Pe(t){history.pushState(null,"",Je(t))}function Xe(){f&&S==="spectator"&&R.send({type:"unwatch",code:f}),f=null,l=null,S=null,U=null,c("game").hidden=!0,c("lobby").hidden=!1,R.send({type:"lobby"})}function Ae(t,e,n=!0){f&&f!==t&&S==="spectator"&&R.send({type:"unwatch",code:f}),f=t,Ve=e,l=null,D=[],A="",g=[],x=null,S=null,k=de(t)?.colour??null,E.setFlipped(k==="black"),E.show(ue("w"),0),c("lobby").hidden=!0,c("game").hidden=!1,P("",""),y(),n&&R.ready&&_e()}function _e(){if(!f)return;let t=de(f);t&&!Ve?(U="resume",R.send({type:"resume",code:f,token:t.token})):!Ve&&S!=="spectator"?(U="join",R.send({type:"join",code:f})):(U="watch",R.send({type:"watch",code:f}))}addEventListener("popstate",Bt);var Nt=0;function _n(t,e){let n=c("connection");clearTimeout(Nt),t==="connected"?(n.dataset.state="connected",n.textContent=e?a("conn-reconnected"):"",e&&(Nt=window.setTimeout(()=>n.textContent="",3e3)),_t=!0,f?ee(()=>_e()):R.send({type:"lobby"})):(n.dataset.state=t==="offline"?"offline":"reconnecting",n.textContent=a(t==="offline"?"conn-offline":t==="connecting"&&!_t?"conn-connecting":"conn-lost")),y()}function Q(t){return typeof t=="string"?t:""}function An(t,e){switch(t.type){case"seat":return Rn(Q(t.code),t.colour==="black"?"black":"white",Q(t.token));case"state":return Nn(t.game,e);case"moved":return On(t,e);case"presence":l&&t.code===f&&(l.white=t.white,l.black=t.black,y());return;case"offered":return Dn(Q(t.code),t.kind,t.by);case"declined":return qn(Q(t.code),t.kind,t.by);case"ended":return Bn(t,e);case"lobby":return Xn(t.games);case"error":return Wn(Q(t.kind),Q(t.message));default:return}}function Rn(t,e,n){Ct(t,{token:n,colour:e});let r=f!==null&&f!==t&&l!==null;t!==f&&(Pe(`/g/${t}`),Ae(t,!1,!1)),k=e,S="player",E.setFlipped(e==="black"),r&&P("rematch",a("msg-rematch")),y()}function Nn(t,e){if(!t||t.code!==f)return;let n=l;l=t,U=null;let r=de(t.code);r?(k=r.colour,S="player"):(k=null,S="spectator"),D=t.status==="playing"?t.board?.legal??[]:[],A=t.board?.position??"",n&&n.moves.length>t.moves.length&&P("taken_back",a("msg-taken-back")),tt(t.clocks,e);let o=x;if(x=null,g=[],E.show(ue(A),t.moves.length,A),o&&o.ply===t.moves.length&&D.includes(o.move)&&me())return et(o.move)&&P("resent",a("msg-resent",{move:o.move})),E.show(ue(A),t.moves.length,A),Qe(o.move,0);y()}async function On(t,e){if(!l||t.code!==f)return;let n=Number(t.ply),r=Q(t.move),o=t.board,i=x!==null&&x.move===r&&x.ply===n,u=V();if(x=null,n===l.moves.length)i||(g=[],y(),await E.animate(r)),l.moves.push(r);else if(n>l.moves.length)l.moves.length=n,l.moves.push(r);else return;l.offers=[],(!i||c("message").dataset.kind!=="resent")&&P("",""),A=o?.position??A,D=l.status==="playing"?o?.legal??[]:[],tt(t.clocks??null,e),E.show(ue(A),l.moves.length,A),rt(a("live-played",{side:L(u),move:r})),y()}function Dn(t,e,n){!l||t!==f||(l.offers=l.offers.filter(r=>!(r.kind===e&&r.by===n)),l.offers.push({kind:e,by:n}),n===k?P("offered",a(`msg-${e}-offered`)):rt(a(`offer-${e}`,{side:L(n)})),y())}function qn(t,e,n){!l||t!==f||(l.offers=l.offers.filter(r=>r.kind!==e),n!==k&&k&&P("declined",a(`msg-declined-${e}`,{side:L(n)})),y())}function Bn(t,e){!l||t.code!==f||(l.status="ended",l.result=t.result,l.offers=[],D=[],g=[],tt(t.clocks??null,e),rt(Ft()),y())}var In=new Set(["stale_ply","illegal_move","not_your_turn","not_playing"]);function Wn(t,e){let n=a(`error-${t.replace(/_/g,"-")}`),r=n!==`error-${t.replace(/_/g,"-")}`?n:a("error-other");if(U&&f){let o=U;if(U=null,o==="resume"&&t==="not_your_seat"){jt(f),k=null,_e();return}if(o==="join"&&t!=="no_such_game"&&t!=="slow_down"&&t!=="rate_limited"){S="spectator",_e();return}if(t==="no_such_game"){let i=f;history.replaceState(null,"",Je("/")),Xe(),c("join-code").value=Le(i),c("join-error").textContent=a("status-no-game");return}}if(x&&In.has(t)&&(x=null,be()),!f){c("join-error").textContent=r;return}P(t,r),y()}function V(){return A.startsWith("b")?"black":"white"}function me(){return S==="player"&&l?.status==="playing"&&k===V()}function It(t){return D.filter(e=>{let n=J(e);return n.length>=t.length&&t.every((r,o)=>n[o]===r)})}function Wt(){let t=new Set;if(g.length===0)return t;for(let e of It(g)){let n=J(e)[g.length];n&&t.add(n)}return t}function Fn(t){if(!l||x)return!0;if(S!=="player")return O("spectator",a("msg-spectator"));if(l.status!=="playing")return O("not_playing",a("msg-not-playing"));if(k!==V())return O("not_your_turn",a("msg-not-your-turn",{side:L(V())}));let e=E.position.columns.get(t);if(!e||e.length===0)return O("empty",a("msg-empty",{square:t}));let n=ze(e[0]);if(n!==k)return O("not_your_column",a("msg-not-your-column",{colour:n}));if(!D.some(r=>r.startsWith(t+"-")||r.startsWith(t+"x"))){let r=[...new Set(D.filter(Ee).map(o=>J(o)[0]))];return r.length>0?O("compulsory_capture",a("msg-compulsory",{squares:$t(r)})):O("no_move",a("msg-no-move",{square:t}))}return!1}function O(t,e){return P(t,e),y(),!0}async function Zn(t){if(l){if(Ye=t,g.length>0){if(Wt().has(t)){g.push(t);let e=It(g),n=g.join(Ee(e[0]??"")?"x":"-");if(await E.animate(n,g.length-2),e.length===1){let r=e[0],o=g.length-1;if(g=[],y(),!et(r))return;await Qe(r,o);return}y();return}if(t===g[0]&&g.length===1){g=[],y();return}if(g.length>1){O("finish_capture",a("msg-finish-capture"));return}g=[]}Fn(t)||(P("",""),g=[t],y())}}async function Qe(t,e){await E.animate(t,e);let[n,r]=je(t);E.mark({selected:null,landings:new Set,path:[],lastFrom:n,lastTo:r}),y()}function et(t){if(!l||!f)return!1;let e=de(f),n=l.moves.length;return!e||!R.send({type:"move",code:f,token:e.token,ply:n,move:t})?(be(),P("offline",a("msg-offline",{move:t})),c("move-input").value=t,y(),!1):(x={move:t,ply:n},P("",""),!0)}function be(){g=[],l&&E.show(ue(A),l.moves.length,A),y()}async function Ot(t){let e=t.trim().toLowerCase().replace(/\s+/g,"").replace(/:/g,"x");if(!e||!l||x)return;if(S!=="player")return void O("spectator",a("msg-spectator"));if(l.status!=="playing")return void O("not_playing",a("msg-not-playing"));if(!me())return void O("not_your_turn",a("msg-not-your-turn",{side:L(V())}));if(!D.includes(e))return void O("illegal_move",a("msg-not-legal",{move:e}));g.length>1&&be(),g=[];let n=c("move-input");n.value="",Ge(),et(e)&&await Qe(e,0)}function tt(t,e){Me=t?{clocks:t,at:e}:null,nt()}function Kn(t){if(!Me)return null;let{clocks:e,at:n}=Me,r=t==="white"?e.white_ms:e.black_ms,o=e.running===t&&l?.status==="playing";return Math.max(0,r-(o?performance.now()-n:0))}function nt(){for(let t of["white","black"]){let e=c(`clock-${t}`),n=l?.time_control?Kn(t):null,r=n!==null&&Me?.clocks.running===t&&l?.status==="playing",o=n===null?a("game-no-clock"):Pt(n);e.textContent!==o&&(e.textContent=o),e.dataset.running=String(r),e.classList.toggle("low",n!==null&&n<2e4)}}setInterval(nt,200);function L(t){return a(t==="white"?"side-white":"side-black")}function Un(t){return t?a("clock-control",{minutes:Math.round(t.initial_s/60),increment:t.increment_s}):a("clock-none")}function Ft(){let t=l?.result;if(!t)return a("result-over");let e=t.winner?L(t.winner):"",n=t.winner?L(Et(t.winner)):"",r=`result-${t.reason.replace(/_/g,"-")}`,o=a(r,{winner:e,loser:n});return o===r?a("result-over"):o}function je(t){let e=J(t);return[e[0],e[e.length-1]]}function P(t,e){let n=c("message");n.dataset.kind=t,n.textContent=e}var Dt="";function rt(t){let e=c("live");e.textContent=t===Dt?`${t}\xA0`:t,Dt=e.textContent}function y(){if(!f)return;let t=l?.status==="playing",e=l?.status==="ended",n=S==="player",r=l&&l.moves.length>0?je(l.moves[l.moves.length-1]):null;E.mark({selected:g[0]??null,landings:Wt(),path:g,lastFrom:x?je(x.move)[0]:r?.[0]??null,lastTo:x?je(x.move)[1]:r?.[1]??null}),c("board").classList.toggle("my-turn",me());for(let w of["white","black"]){let j=l?.[w],re=c(`player-${w}`),q,H;if(!j||!j.taken)q="waiting",H=a("player-waiting");else if(k===w&&n)q="you",H=a("player-you");else{q=j.online?"online":"offline";let oe=a(j.online?"player-online":"player-offline");H=n?`${a("player-opponent")} \xB7 ${oe}`:oe,!j.online&&n?q="offline":n&&(q="opponent")}re.textContent=a("player-line",{side:L(w),who:H}),re.dataset.state=q,c(`seat-${w}`).classList.toggle("to-move",t&&V()===w)}c("seat-white").style.order=E.isFlipped?"0":"1",c("seat-black").style.order=E.isFlipped?"1":"0";let o;l?l.status==="waiting"?o=a(n?"status-waiting-you":"status-waiting"):e?o=a("status-over",{result:Ft()}):n?o=me()?a("status-your-move",{side:L(k)}):a("status-their-move",{side:L(V())}):o=a("status-to-move",{side:L(V())}):o=a("game-loading"),c("message").dataset.kind==="no_such_game"&&(o=a("status-no-game")),c("status").textContent=o;let i="";l&&n&&me()?g.length===1?i=a("hint-move-from",{square:g[0]}):g.length>1?i=a("hint-go-on"):i=D.some(Ee)?a("hint-must-capture"):a("hint-pick"):l&&n&&k?i=a("hint-you-play",{side:L(k)}):l&&S==="spectator"&&(i=a("hint-watching")),c("hint").textContent=i;let u=n&&k?l?.offers.find(w=>w.by!==k):void 0,m=c("offer");m.hidden=!u,u&&(c("offer-text").textContent=a(`offer-${u.kind}`,{side:L(u.by)}),m.dataset.kind=u.kind);let p=l?.status==="waiting",z=c("resign");z.hidden=!n||e||!l;let $=Ce>0;z.textContent=a(p?$?"game-withdraw-confirm":"game-withdraw":$?"game-resign-confirm":"game-resign"),z.classList.toggle("confirm",$),c("resign-cancel").hidden=!$||z.hidden;let v=c("offer-draw");v.hidden=!n||!t,v.disabled=!!l?.offers.some(w=>w.kind==="draw"&&w.by===k);let C=c("offer-takeback");C.hidden=!n||!t;let F=l?l.moves.some((w,j)=>We(j)===k):!1;C.disabled=!F||!!l?.offers.some(w=>w.kind==="takeback"&&w.by===k);let te=c("offer-rematch");te.hidden=!n||!e||l?.result?.reason==="withdrawn",te.disabled=!!l?.rematch||!!l?.offers.some(w=>w.kind==="rematch"&&w.by===k);let _=c("rematch-link");_.hidden=!(l?.rematch&&S==="spectator"),l?.rematch&&(_.href=Je(`/g/${l.rematch}`));let ne=c("move-input");c("move-form").hidden=!n||!t,ne.disabled=!1,Vn();let G=c("code");G.textContent=Le(f),G.dataset.code=f,c("spectators").textContent=l?a("game-spectators",{count:l.spectators}):"",c("game").dataset.status=l?.status??"loading",c("game").dataset.role=S??"",nt(),Zt()}function Vn(){let t=c("moves"),e=l?.moves??[];t.children.length===e.length&&t.dataset.last===(e[e.length-1]??"")||(t.replaceChildren(...e.map((n,r)=>{let o=document.createElement("li");return o.textContent=n,o.className=We(r),o})),t.dataset.last=e[e.length-1]??"",t.classList.toggle("empty",e.length===0),t.dataset.empty=a("game-no-moves"),t.scrollTop=t.scrollHeight)}function qt(t){return a(`man-title-${t}`)}function Zt(){let t=c("inspector"),e=Ye??g[0]??null;if(!e){t.replaceChildren(Object.assign(document.createElement("p"),{className:"note",textContent:a("inspector-hint")}));return}let n=E.position.columns.get(e),r=document.createElement("h3");if(!n||n.length===0){r.textContent=a("inspector-empty",{square:e}),t.replaceChildren(r);return}let o=ze(n[0]);r.textContent=a("inspector-title",{square:e,side:L(o),count:n.length});let i=document.createElement("ol");n.forEach((u,m)=>{let p=document.createElement("li"),z=document.createElement("span");z.className=`disc m-${u.toLowerCase()}${ce(u)?" officer":""}`;let $=m===0?a("inspector-commander"):ze(u)!==o?a("inspector-prisoner"):"";p.append(z,document.createTextNode($?`${qt(u)} \xB7 ${$}`:qt(u))),i.append(p)}),t.replaceChildren(r,i)}function Kt(){let t=c("move-input").value.trim().toLowerCase();return!t||!me()?[]:D.filter(e=>e.startsWith(t))}function Ge(){let t=c("move-input"),e=c("move-suggestions"),n=Kt(),o=n.length===1&&n[0]===t.value.trim().toLowerCase()?[]:n.slice(0,12);e.replaceChildren(...o.map(i=>{let u=document.createElement("li");return u.textContent=i,u.setAttribute("role","option"),u.dataset.move=i,u})),t.setAttribute("aria-expanded",String(o.length>0))}function Gn(){let t=c("move-input");t.addEventListener("input",Ge),t.addEventListener("keydown",e=>{if(e.key!=="Tab"||e.shiftKey)return;let n=Kt();if(n.length===0)return;let r=n[0];for(let o of n)for(;!o.startsWith(r);)r=r.slice(0,-1);r.length>t.value.trim().length&&(e.preventDefault(),t.value=r,Ge())}),c("move-suggestions").addEventListener("click",e=>{let n=e.target.closest("li")?.dataset.move;n&&(t.value=n,ee(()=>Ot(n)))}),c("move-form").addEventListener("submit",e=>{e.preventDefault();let n=t.value;ee(()=>Ot(n))})}function Hn(t){R.send(t)||(P("offline",a("msg-offline-request")),y())}function we(t,e={}){if(!f)return;let n=de(f);n&&Hn({type:t,code:f,token:n.token,...e})}function Yn(){let t=0,e=()=>{Ce=0,clearTimeout(t),y()};c("resign").addEventListener("click",()=>{if(Ce===0){Ce=1,t=window.setTimeout(e,5e3),y();return}e(),we("resign")}),c("resign-cancel").addEventListener("click",()=>{e(),c("resign").focus()}),c("offer-draw").addEventListener("click",()=>we("offer",{kind:"draw"})),c("offer-takeback").addEventListener("click",()=>we("offer",{kind:"takeback"})),c("offer-rematch").addEventListener("click",()=>we("offer",{kind:"rematch"}));let n=r=>{let o=c("offer").dataset.kind;!o||!l||(we("answer",{kind:o,accept:r}),r||(l.offers=l.offers.filter(i=>i.kind!==o),y()))};c("offer-accept").addEventListener("click",()=>n(!0)),c("offer-decline").addEventListener("click",()=>n(!1)),c("flip").addEventListener("click",()=>{E.setFlipped(!E.isFlipped),y()}),c("copy-link").addEventListener("click",()=>{Jn()}),c("rematch-link").addEventListener("click",r=>{r.preventDefault(),l?.rematch&&(Pe(`/g/${l.rematch}`),Ae(l.rematch,!0))});for(let r of["home","to-lobby"])c(r).addEventListener("click",o=>{o.preventDefault(),Pe("/"),Xe()});addEventListener("keydown",r=>{r.key==="Escape"&&g.length>0&&(g.length>1&&ee(()=>be()),g=[],y())})}async function Jn(){if(!f)return;let t=`${location.origin}/g/${f}`,e=!1;try{await navigator.clipboard.writeText(t),e=!0}catch{let n=document.createElement("textarea");n.value=t,n.setAttribute("readonly",""),n.className="visually-hidden",document.body.append(n),n.select();try{e=document.execCommand("copy")}catch{e=!1}n.remove()}P(e?"copied":"copy_failed",e?a("game-link-copied"):a("game-copy-failed",{link:t}))}function Xn(t){c("lobby-list").replaceChildren(...(t??[]).map(n=>{let r=document.createElement("li");r.dataset.code=n.code;let o=document.createElement("strong");o.textContent=Le(n.code);let i=document.createElement("span");i.textContent=a("lobby-entry",{side:L(n.free),control:Un(n.time_control)});let u=document.createElement("span");u.className="age",u.textContent=a("lobby-age",{minutes:Math.floor(n.age_s/60)});let m=document.createElement("button");return m.type="button",m.className="join primary",m.textContent=a("lobby-join"),m.addEventListener("click",()=>He(n.code,!1)),r.append(o,i,u,m),r})),c("lobby-empty").hidden=(t??[]).length>0}function He(t,e){Pe(`/g/${t}`),Ae(t,e)}function Qn(){for(let e of c("create-clock").options){let[n,r]=e.value.split("+");r&&(e.textContent=a("clock-control",{minutes:Number(n),increment:Number(r)}))}c("create-form").addEventListener("submit",e=>{e.preventDefault();let n=c("create-clock").value,[r,o]=n.split("+").map(Number),i=n==="none"?null:{initial_s:(r??5)*60,increment_s:o??0};R.send({type:"create",colour:c("create-colour").value,clock:i,public:c("create-public").checked})||(c("join-error").textContent=a("msg-offline-request"))});let t=()=>{let e=Ue(c("join-code").value);return Mt(e)?(c("join-error").textContent="",e):(c("join-error").textContent=a("lobby-bad-code",{code:e||c("join-code").value}),null)};c("join-form").addEventListener("submit",e=>{e.preventDefault();let n=t();n&&He(n,!1)}),c("watch-button").addEventListener("click",()=>{let e=t();e&&He(e,!0)}),setInterval(()=>{!f&&!document.hidden&&R.send({type:"lobby"})},5e3)}function er(){zt();for(let t of c("lang-switch").querySelectorAll("a[hreflang]"))t.hreflang===ae&&t.setAttribute("aria-current","true");Qn(),Yn(),Gn(),Bt(),R.start()}er();
