var W=class{constructor(e){this.value=e}valueOf(){return this.value}},w=class extends W{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},P=class extends W{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},F=class t extends W{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof W)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof W&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var dt=100,Xt="\u2068",Qt="\u2069";function en(t,e,n){if(n===e||n instanceof P&&e instanceof P&&n.value===e.value)return!0;if(e instanceof P&&typeof n=="string"){let r=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===r)return!0}return!1}function mt(t,e,n){return e[n]?se(t,e[n].value):(t.reportError(new RangeError("No default")),new w)}function De(t,e){let n=[],r=Object.create(null);for(let o of e)o.type==="narg"?r[o.name]=he(t,o.value):n.push(he(t,o));return{positional:n,named:r}}function he(t,e){switch(e.type){case"str":return e.value;case"num":return new P(e.value,{minimumFractionDigits:e.precision});case"var":return tn(t,e);case"mesg":return nn(t,e);case"term":return rn(t,e);case"func":return on(t,e);case"select":return an(t,e);default:return new w}}function tn(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new w(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new w(`$${e}`);if(n instanceof W)return n;switch(typeof n){case"string":return n;case"number":return new P(n);case"object":if(F.supportsValue(n))return new F(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new w(`$${e}`)}}function nn(t,{name:e,attr:n}){let r=t.bundle._messages.get(e);if(!r)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new w(e);if(n){let o=r.attributes[n];return o?se(t,o):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new w(`${e}.${n}`))}return r.value?se(t,r.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new w(e))}function rn(t,{name:e,attr:n,args:r}){let o=`-${e}`,i=t.bundle._terms.get(o);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${o}`)),new w(o);if(n){let m=i.attributes[n];if(m){t.params=De(t,r).named;let g=se(t,m);return t.params=null,g}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new w(`${o}.${n}`)}t.params=De(t,r).named;let u=se(t,i.value);return t.params=null,u}function on(t,{name:e,args:n}){let r=t.bundle._functions[e];if(!r)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new w(`${e}()`);if(typeof r!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new w(`${e}()`);try{let o=De(t,n);return r(o.positional,o.named)}catch(o){return t.reportError(o),new w(`${e}()`)}}function an(t,{selector:e,variants:n,star:r}){let o=he(t,e);if(o instanceof w)return mt(t,n,r);for(let i of n){let u=he(t,i.key);if(en(t,o,u))return se(t,i.value)}return mt(t,n,r)}function Be(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new w;t.dirty.add(e);let n=[],r=t.bundle._useIsolating&&e.length>1;for(let o of e){if(typeof o=="string"){n.push(t.bundle._transform(o));continue}if(t.placeables++,t.placeables>dt)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${dt}`);r&&n.push(Xt),n.push(he(t,o).toString(t)),r&&n.push(Qt)}return t.dirty.delete(e),n.join("")}function se(t,e){return typeof e=="string"?t.bundle._transform(e):Be(t,e)}var ze=class{constructor(e,n,r){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=r}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let r=this.bundle._intls.get(e);r||(r={},this.bundle._intls.set(e,r));let o=JSON.stringify(n);return r[o]||(r[o]=new e(this.bundle.locales,n)),r[o]}};function Ie(t,e){let n=Object.create(null);for(let[r,o]of Object.entries(t))e.includes(r)&&(n[r]=o.valueOf());return n}var ft=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function gt(t,e){let n=t[0];if(n instanceof w)return new w(`NUMBER(${n.valueOf()})`);if(n instanceof P)return new P(n.valueOf(),{...n.opts,...Ie(e,ft)});if(n instanceof F)return new P(n.toNumber(),{...Ie(e,ft)});throw new TypeError("Invalid argument to NUMBER")}var sn=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function ht(t,e){let n=t[0];if(n instanceof w)return new w(`DATETIME(${n.valueOf()})`);if(n instanceof F||n instanceof P)return new F(n,Ie(e,sn));throw new TypeError("Invalid argument to DATETIME")}var pt=new Map;function yt(t){let e=Array.isArray(t)?t.join(" "):t,n=pt.get(e);return n===void 0&&(n=new Map,pt.set(e,n)),n}var pe=class{constructor(e,{functions:n,useIsolating:r=!0,transform:o=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:gt,DATETIME:ht,...n},this._useIsolating=r,this._transform=o,this._intls=yt(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let r=[];for(let o=0;o<e.body.length;o++){let i=e.body[o];if(i.id.startsWith("-")){if(n===!1&&this._terms.has(i.id)){r.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(n===!1&&this._messages.has(i.id)){r.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return r}formatPattern(e,n=null,r=null){if(typeof e=="string")return this._transform(e);let o=new ze(this,r,n);try{return Be(o,e).toString(o)}catch(i){if(o.errors&&i instanceof Error)return o.errors.push(i),new w().toString(o);throw i}}};var We=/^(-?[a-zA-Z][\w-]*) *= */gm,wt=/\.([a-zA-Z][\w-]*) *= */y,ln=/\*?\[/y,Fe=/(-?[0-9]+(?:\.([0-9]+))?)/y,cn=/([a-zA-Z][\w-]*)/y,bt=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,un=/^[A-Z][A-Z0-9_-]*$/,Ee=/([^{}\n\r]+)/y,dn=/([^\\"\n\r]*)/y,vt=/\\([\\"])/y,kt=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,mn=/^\n+/,$t=/ +$/,fn=/ *\r?\n/g,gn=/( *)$/,hn=/{\s*/y,zt=/\s*}/y,pn=/\[\s*/y,yn=/\s*] */y,wn=/\s*\(\s*/y,bn=/\s*->\s*/y,vn=/\s*:\s*/y,kn=/\s*,?\s*/y,$n=/\s+/y,ye=class{constructor(e){this.body=[],We.lastIndex=0;let n=0;for(;;){let s=We.exec(e);if(s===null)break;n=We.lastIndex;try{this.body.push(g(s[1]))}catch(d){if(d instanceof SyntaxError)continue;throw d}}function r(s){return s.lastIndex=n,s.test(e)}function o(s,d){if(e[n]===s)return n++,!0;if(d)throw new d(`Expected ${s}`);return!1}function i(s,d){if(r(s))return n=s.lastIndex,!0;if(d)throw new d(`Expected ${s.toString()}`);return!1}function u(s){s.lastIndex=n;let d=s.exec(e);if(d===null)throw new SyntaxError(`Expected ${s.toString()}`);return n=s.lastIndex,d}function m(s){return u(s)[1]}function g(s){let d=p(),v=k();if(d===null&&Object.keys(v).length===0)throw new SyntaxError("Expected message value or attributes");return{id:s,value:d,attributes:v}}function k(){let s=Object.create(null);for(;r(wt);){let d=m(wt),v=p();if(v===null)throw new SyntaxError("Expected attribute value");s[d]=v}return s}function p(){let s;if(r(Ee)&&(s=m(Ee)),e[n]==="{"||e[n]==="}")return y(s?[s]:[],1/0);let d=fe();return d?s?y([s,d],d.length):(d.value=D(d.value,mn),y([d],d.length)):s?D(s,$t):null}function y(s=[],d){for(;;){if(r(Ee)){s.push(m(Ee));continue}if(e[n]==="{"){s.push(M());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let I=fe();if(I){s.push(I),d=Math.min(d,I.length);continue}break}let v=s.length-1,J=s[v];typeof J=="string"&&(s[v]=D(J,$t));let ge=[];for(let I of s)I instanceof Se&&(I=I.value.slice(0,I.value.length-d)),I&&ge.push(I);return ge}function M(){i(hn,SyntaxError);let s=x();if(i(zt))return s;if(i(bn)){let d=ae();return i(zt,SyntaxError),{type:"select",selector:s,...d}}throw new SyntaxError("Unclosed placeable")}function x(){if(e[n]==="{")return M();if(r(bt)){let[,s,d,v=null]=u(bt);if(s==="$")return{type:"var",name:d};if(i(wn)){let J=ie();if(s==="-")return{type:"term",name:d,attr:v,args:J};if(un.test(d))return{type:"func",name:d,args:J};throw new SyntaxError("Function names must be all upper-case")}return s==="-"?{type:"term",name:d,attr:v,args:[]}:{type:"mesg",name:d,attr:v}}return V()}function ie(){let s=[];for(;;){switch(e[n]){case")":return n++,s;case void 0:throw new SyntaxError("Unclosed argument list")}s.push(_()),i(kn)}}function _(){let s=x();return s.type!=="mesg"?s:i(vn)?{type:"narg",name:s.name,value:V()}:s}function ae(){let s=[],d=0,v;for(;r(ln);){o("*")&&(v=d);let J=Y(),ge=p();if(ge===null)throw new SyntaxError("Expected variant value");s[d++]={key:J,value:ge}}if(d===0)return null;if(v===void 0)throw new SyntaxError("Expected default variant");return{variants:s,star:v}}function Y(){i(pn,SyntaxError);let s;return r(Fe)?s=Z():s={type:"str",value:m(cn)},i(yn,SyntaxError),s}function V(){if(r(Fe))return Z();if(e[n]==='"')return $();throw new SyntaxError("Invalid expression")}function Z(){let[,s,d=""]=u(Fe),v=d.length;return{type:"num",value:parseFloat(s),precision:v}}function $(){o('"',SyntaxError);let s="";for(;;){if(s+=m(dn),e[n]==="\\"){s+=q();continue}if(o('"'))return{type:"str",value:s};throw new SyntaxError("Unclosed string literal")}}function q(){if(r(vt))return m(vt);if(r(kt)){let[,s,d]=u(kt),v=parseInt(s||d,16);return v<=55295||57344<=v?String.fromCodePoint(v):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function fe(){let s=n;switch(i($n),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return H(e.slice(s,n))}return e[n-1]===" "?H(e.slice(s,n)):!1}function D(s,d){return s.replace(d,"")}function H(s){let d=s.replace(fn,`
`),v=gn.exec(s)[1].length;return new Se(d,v)}}},Se=class{constructor(e,n){this.value=e,this.length=n}};var Et=`# Lasca online in the browser. The words follow the desktop game's (assets/i18n/en).
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
`;var St=`# Lasca online im Browser. Die W\xF6rter folgen denen des Desktop-Spiels (assets/i18n/de).
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
lobby-new-game = Nowa partia
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
`;var xn={en:Et,de:St,pl:xt},Tn=["en","de","pl"];function Tt(t){return!!t&&Tn.includes(t)}function Ln(){let t=new URLSearchParams(location.search).get("lang");if(Tt(t))return t;let e=navigator.languages&&navigator.languages.length>0?navigator.languages:[navigator.language];for(let n of e){let r=(n||"").toLowerCase().split(/[-_]/)[0];if(Tt(r))return r}return"en"}var le=Ln(),Ze=new pe(le,{useIsolating:!1});Ze.addResource(new ye(xn[le]));function a(t,e){let n=Ze.getMessage(t);return n?.value?Ze.formatPattern(n.value,e??null):t}function Lt(t){return new Intl.ListFormat(le,{type:"disjunction"}).format(t)}function Ct(t=document){document.documentElement.lang=le,document.title=a("page-title");for(let e of t.querySelectorAll("[data-l10n]"))e.textContent=a(e.dataset.l10n);for(let e of t.querySelectorAll("[data-l10n-aria]"))e.setAttribute("aria-label",a(e.dataset.l10nAria));for(let e of t.querySelectorAll("[data-l10n-title]"))e.title=a(e.dataset.l10nTitle);for(let e of t.querySelectorAll("[data-l10n-placeholder]"))e.placeholder=a(e.dataset.l10nPlaceholder)}var X="abcdefgh";function we(t){return t==="lasca7"?7:8}function xe(t){let e=[];for(let n=1;n<=t;n++)for(let r=0;r<t;r++)(r+n)%2===1&&e.push(X[r]+n);return e}var Rr=xe(7);function ce(t){return[X.indexOf(t[0]??""),Number(t.slice(1))]}function Q(t,e,n=7){return t<0||t>=n||e<1||e>n||(t+e)%2!==1?null:X[t]+e}function Te(t){return t==="w"||t==="W"?"white":"black"}function ue(t){return t==="W"||t==="B"}function jt(t){return t==="white"?"black":"white"}function ee(t){let e=t.trim(),n="lasca7",r=/^(lasca8|bashni):\s*/.exec(e);r&&(n=r[1],e=e.slice(r[0].length));let[o,...i]=e.split(/\s+/),u=new Map;for(let m of i){let[g,k]=m.split(":");g&&k&&u.set(g,[...k])}return{side:o==="b"?"black":"white",columns:u,variant:n}}function Mt(t){let e=[t.side==="white"?"w":"b"];for(let r of xe(we(t.variant))){let o=t.columns.get(r);o&&o.length>0&&e.push(`${r}:${o.join("")}`)}let n=e.join(" ");return t.variant==="lasca7"?n:`${t.variant}: ${n}`}function Pt(t){let e=new Map;for(let[n,r]of t.columns)e.set(n,[...r]);return{side:t.side,columns:e,variant:t.variant}}function te(t){return t.split(/[-x]/)}function Le(t){return t.includes("x")}function Ve(t,e,n){let[r,o]=ce(e),[i,u]=ce(n),m=Math.abs(i-r);if(m<2||m!==Math.abs(u-o))return null;let g=Math.sign(i-r),k=Math.sign(u-o);for(let p=1;p<m;p++){let y=X[r+p*g]+(o+p*k);if(y!==e&&(t.columns.get(y)?.length??0)>0)return y}return null}function _t(t,e,n){let r=t.columns.get(e);if(!r)return null;t.columns.delete(e);let o=Ve(t,e,n);if(o){let m=t.columns.get(o),g=m?.shift();g&&r.push(g),m&&m.length===0&&t.columns.delete(o)}let i=r[0],u=ce(n)[1];return i==="w"&&u===we(t.variant)&&(r[0]="W"),i==="b"&&u===1&&(r[0]="B"),t.columns.set(n,r),o}function He(t){return t%2===0?"white":"black"}var Cn="http://www.w3.org/2000/svg",C=100,G=36,Ce=21,ne=9,Ge=300;function N(t,e={}){let n=document.createElementNS(Cn,t);for(let[r,o]of Object.entries(e))n.setAttribute(r,String(o));return n}var jn=t=>new Promise(e=>setTimeout(e,t));function Mn(t,e){if(!e||e.length===0)return a("square-empty",{square:t});let n=a(`man-${e[0]}`),r=[],o=1;for(;o<e.length;){let i=o;for(;i<e.length&&e[i]===e[o];)i++;r.push(a("men-run",{kind:e[o],count:i-o})),o=i}return r.length===0?a("square-men",{square:t,top:n}):a("square-men-under",{square:t,top:n,under:r.join(", ")})}function Ke(t){let e=t.length,n=e>1?Math.min(ne,38/(e-1)):0,o=50-((e-1)*n+ne)/2,i="";for(let u=e-1;u>=0;u--){let m=t[u],g=o+u*n,k=m.toLowerCase();i+=`<g class="man m-${k}${ue(m)?" officer":""}"><path class="side" d="M${50-G} ${g}v${ne}a${G} ${Ce} 0 0 0 ${2*G} 0v${-ne}z"/>`+(ue(m)?`<path class="band" d="M${50-G} ${g+ne-3}a${G} ${Ce} 0 0 0 ${2*G} 0"/>`:"")+`<ellipse class="top" cx="50" cy="${g}" rx="${G}" ry="${Ce}"/><ellipse class="rim" cx="50" cy="${g}" rx="${G-8}" ry="${Ce-5}"/>`,u===0&&ue(m)&&(i+=`<path class="crown" d="M36 ${g+7}L32 ${g-7}L41 ${g-1}L50 ${g-11}L59 ${g-1}L68 ${g-7}L64 ${g+7}Z"/>`),i+="</g>"}if(e>=4){let u=Math.max(13,o-12);i+=`<g class="height"><circle cx="86" cy="${u}" r="13"/><text x="86" y="${u}" dy="0.36em">${e}</text></g>`}return i}var je=class{constructor(e,n){this.svg=e;this.events=n;e.append(this.backLayer,this.squareLayer,this.coordLayer,this.animLayer),e.addEventListener("pointerleave",()=>this.events.inspect(null)),this.build(7)}svg;events;flipped=!1;squares=new Map;squareLayer=N("g",{class:"squares"});coordLayer=N("g",{class:"coords","aria-hidden":"true"});backLayer=N("g",{class:"back","aria-hidden":"true"});animLayer=N("g",{class:"anim","aria-hidden":"true"});shown={side:"white",columns:new Map,variant:"lasca7"};size=7;aim=[2,3];build(e){this.size=e,this.svg.setAttribute("viewBox",`0 0 ${e*C} ${e*C}`),this.svg.dataset.size=String(e),this.squares.clear(),this.squareLayer.replaceChildren();for(let n of xe(e)){let r=N("g",{class:"square","data-square":n,role:"button",tabindex:0});r.append(N("rect",{width:C,height:C}),N("circle",{class:"hint",cx:50,cy:50,r:15}),N("g",{class:"column","data-square":n,"aria-hidden":"true"})),r.addEventListener("click",()=>{this.events.activate(n)}),r.addEventListener("pointerenter",()=>this.events.inspect(n)),r.addEventListener("focus",()=>{this.aim=Rt(n),this.events.inspect(n)}),r.addEventListener("keydown",o=>this.key(o,n)),this.squares.set(n,r)}this.layout()}get isFlipped(){return this.flipped}setFlipped(e){this.flipped=e,this.layout()}cell(e){let[n,r]=ce(e),o=this.size;return this.flipped?[(o-1-n)*C,(r-1)*C]:[n*C,(o-r)*C]}layout(){this.svg.dataset.flipped=String(this.flipped);let e=this.size,n=[...this.squares.keys()].sort((i,u)=>this.cell(i)[1]-this.cell(u)[1]||this.cell(i)[0]-this.cell(u)[0]);for(let i of n){let u=this.squares.get(i),[m,g]=this.cell(i);u.setAttribute("transform",`translate(${m} ${g})`),this.squareLayer.append(u)}let r="";for(let i=0;i<e;i++)for(let u=0;u<e;u++)(i+u)%2===(e===7?1:0)&&(r+=`<rect x="${u*C}" y="${i*C}" width="${C}" height="${C}"/>`);this.backLayer.innerHTML=r;let o="";for(let i=0;i<e;i++){let u=this.flipped?X[e-1-i]:X[i],m=this.flipped?i+1:e-i;o+=`<text class="file" x="${i*C+94}" y="${e*C-6}">${u}</text>`,o+=`<text class="rank" x="5" y="${i*C+18}">${m}</text>`}this.coordLayer.innerHTML=o}show(e,n,r){we(e.variant)!==this.size&&this.build(we(e.variant)),this.shown=Pt(e),this.svg.dataset.position=r??Mt(e),this.svg.dataset.ply=String(n),this.drawColumns()}get position(){return this.shown}drawColumns(){for(let[e,n]of this.squares){let r=this.shown.columns.get(e);this.drawColumn(e,r),n.setAttribute("aria-label",Mn(e,r))}}drawColumn(e,n){let r=this.squares.get(e).querySelector(".column");r.innerHTML=n&&n.length>0?Ke(n):""}mark(e){for(let[n,r]of this.squares){let o=r.classList;o.toggle("selected",e.selected===n),o.toggle("landing",e.landings.has(n)),o.toggle("path",e.path.includes(n)&&e.selected!==n),o.toggle("last-from",e.lastFrom===n),o.toggle("last-to",e.lastTo===n)}}focus(e){this.squares.get(e)?.focus()}async animate(e,n=0){let r=te(e),o=document.hidden||matchMedia("(prefers-reduced-motion: reduce)").matches;for(let i=n;i+1<r.length;i++){let u=r[i],m=r[i+1];o||await this.hop(u,m),_t(this.shown,u,m),this.drawColumns()}this.animLayer.replaceChildren()}async hop(e,n){let r=this.shown.columns.get(e);if(!r)return;let o=Ve(this.shown,e,n),[i,u]=this.cell(e),[m,g]=this.cell(n),k=m-i,p=g-u,y=[];if(o){let _=this.shown.columns.get(o);if(_&&_.length>0){this.drawColumn(o,_.slice(1));let[ae,Y]=this.cell(o),V=N("g",{transform:`translate(${ae} ${Y})`}),Z=N("g",{class:"column prisoner"});Z.innerHTML=Ke([_[0]]),V.append(Z),this.animLayer.append(V);let $=(_.length-1)*Math.min(ne,38/Math.max(1,_.length-1))/2,q=r.length*Math.min(ne,38/Math.max(1,r.length))/2;y.push(Z.animate([{transform:`translate(0px, ${-$}px)`},{transform:`translate(${m-ae}px, ${g-Y+q}px)`}],{duration:Ge,easing:"ease-in",fill:"forwards"}))}}this.drawColumn(e,void 0);let M=N("g",{transform:`translate(${i} ${u})`}),x=N("g",{class:"column moving"});x.innerHTML=Ke(r),M.append(x),this.animLayer.append(M);let ie=o?38:0;y.push(x.animate([{transform:"translate(0px, 0px)"},{transform:`translate(${k/2}px, ${p/2-ie}px)`,offset:.5},{transform:`translate(${k}px, ${p}px)`}],{duration:Ge,easing:"ease-in-out",fill:"forwards"})),await Promise.race([Promise.all(y.map(_=>_.finished)),jn(Ge+60)]).catch(()=>{}),this.animLayer.replaceChildren()}key(e,n){let r={ArrowUp:[0,1],ArrowDown:[0,-1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key==="Enter"||e.key===" "){e.preventDefault(),this.events.activate(n);return}if(e.key==="Escape"){e.preventDefault(),this.events.cancel();return}let o=r[e.key];if(!o)return;e.preventDefault();let i=this.flipped?-1:1,[u,m]=[o[0]*i,o[1]*i],[g,k]=Rt(n),p=null;if(m!==0){let y=k+m,M=this.aim[0],x=this.size;p=Q(M,y,x)??Q(g+1,y,x)??Q(g-1,y,x),p&&(this.aim=[M,y])}else{let y=g+u,M=this.aim[1],x=this.size;p=Q(y,M,x)??Q(y,k+1,x)??Q(y,k-1,x),p&&(this.aim=[y,M])}if(p){let y=this.aim;this.squares.get(p)?.focus(),this.aim=y}}},Rt=ce;var Pn=[250,500,1e3,2e3],_n=3e3,Rn=2e4,An=1e4,Me=class{constructor(e,n,r){this.url=e;this.onMessage=n;this.onState=r;addEventListener("online",()=>{this.greeted||this.retryNow()}),addEventListener("offline",()=>{this.greeted||this.onState("offline",!1)})}url;onMessage;onState;socket=null;attempt=0;greeted=!1;everConnected=!1;retryTimer=0;pingTimer=0;pongTimer=0;pingId=0;get ready(){return this.greeted&&this.socket?.readyState===WebSocket.OPEN}start(){this.open()}send(e){return!this.ready||!this.socket?!1:(this.socket.send(JSON.stringify(e)),!0)}open(){clearTimeout(this.retryTimer),this.greeted=!1;let e;try{e=new WebSocket(this.url)}catch{this.scheduleRetry();return}this.socket=e,e.onmessage=n=>{if(typeof n.data!="string")return;let r;try{r=JSON.parse(n.data)}catch{return}if(!(!r||typeof r.type!="string")){if(this.heard(),r.type==="welcome"){e.send(JSON.stringify({type:"hello",protocol:3,client:"lasca-web 0.1"})),this.greeted=!0,this.attempt=0;let o=this.everConnected;this.everConnected=!0,this.onState("connected",o),this.schedulePing();return}r.type!=="pong"&&this.onMessage(r)}},e.onclose=()=>{this.socket===e&&(this.socket=null,this.greeted=!1,clearTimeout(this.pingTimer),clearTimeout(this.pongTimer),this.scheduleRetry())},e.onerror=()=>e.close()}scheduleRetry(){let e=Pn[this.attempt]??_n;this.attempt++;let n=navigator.onLine===!1;this.onState(n?"offline":this.everConnected?"reconnecting":"connecting",!1),this.retryTimer=window.setTimeout(()=>this.open(),e)}retryNow(){this.socket||(clearTimeout(this.retryTimer),this.open())}heard(){clearTimeout(this.pongTimer),this.greeted&&this.schedulePing()}schedulePing(){clearTimeout(this.pingTimer),this.pingTimer=window.setTimeout(()=>{if(!this.ready||!this.socket)return;let e=this.socket;e.send(JSON.stringify({type:"ping",id:++this.pingId})),this.pongTimer=window.setTimeout(()=>e.close(),An)},Rn)}};var Ue=t=>`lasca.seat.${t}`;function de(t){try{let e=JSON.parse(localStorage.getItem(Ue(t))??"null");if(e&&typeof e.token=="string"&&(e.colour==="white"||e.colour==="black"))return e}catch{}return null}function At(t,e){try{localStorage.setItem(Ue(t),JSON.stringify({token:e.token,colour:e.colour}))}catch{}}function Nt(t){try{localStorage.removeItem(Ue(t))}catch{}}function Ye(t){return t.replace(/[\s-]+/g,"").toUpperCase()}var Nn=/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]+$/;function Ot(t){return(t.length===9||t.length===6)&&Nn.test(t)}function Pe(t){return t.replace(/(.{3})(?=.)/g,"$1 ")}function qt(t){let e=Math.max(0,Math.floor(t)),n=Math.floor(e/1e3),r=Math.floor(n/3600),o=Math.floor(n%3600/60),i=String(n%60).padStart(2,"0");return e<1e4?`${o}:${i}.${Math.floor(e/100)%10}`:r>0?`${r}:${String(o).padStart(2,"0")}:${i}`:`${o}:${i}`}var c=t=>document.getElementById(t),f=null,l=null,B=[],R="",z=null,E=null,K=null,Xe=!1,h=[],T=null,Ae=null,nt=null,_e=0,Dt=!1,ke=!1,Ne=!1,Je=0,Qe=!1,S=new je(c("board"),{activate:t=>oe(()=>Jn(t)),cancel:()=>{h.length>1&&oe(()=>$e()),h=[],b()},inspect:t=>{nt=t,Yt()}}),On=`${location.protocol==="https:"?"wss:":"ws:"}//${location.host}/ws`,A=new Me(On,t=>qn(t),Dn),Bt=Promise.resolve();function oe(t){Bt=Bt.then(t).catch(()=>{})}function qn(t){let e=performance.now();oe(()=>Bn(t,e))}var It=new URLSearchParams(location.search).get("lang");function rt(t){return It?`${t}?lang=${It}`:t}function Ht(){let t=/^\/g\/([^/]+)\/?$/.exec(location.pathname);if(t){let e=Ye(decodeURIComponent(t[1]));qe(e,!1)}else ot()}function Oe(t){history.pushState(null,"",rt(t))}function ot(){f&&E==="spectator"&&A.send({type:"unwatch",code:f}),f=null,l=null,E=null,K=null,c("game").hidden=!0,c("lobby").hidden=!1,A.send({type:"lobby"})}function qe(t,e,n=!0){f&&f!==t&&E==="spectator"&&A.send({type:"unwatch",code:f}),f=t,Xe=e,l=null,B=[],R="",h=[],T=null,E=null,z=de(t)?.colour??null,S.setFlipped(z==="black"),S.show(ee("w"),0),c("lobby").hidden=!0,c("game").hidden=!1,L("",""),b(),n&&A.ready&&ve()}function ve(){if(!f)return;let t=de(f);t&&!Xe?(K="resume",A.send({type:"resume",code:f,token:t.token})):!Xe&&E!=="spectator"?(K="join",A.send({type:"join",code:f})):(K="watch",A.send({type:"watch",code:f}))}addEventListener("popstate",Ht);var Wt=0;function Dn(t,e){let n=c("connection");clearTimeout(Wt),t==="connected"?(n.dataset.state="connected",n.textContent=e?a("conn-reconnected"):"",e&&(Wt=window.setTimeout(()=>n.textContent="",3e3)),Dt=!0,f?oe(()=>ve()):A.send({type:"lobby"})):(ke=!1,ut(),n.dataset.state=t==="offline"?"offline":"reconnecting",n.textContent=a(t==="offline"?"conn-offline":t==="connecting"&&!Dt?"conn-connecting":"conn-lost")),b()}function re(t){return typeof t=="string"?t:""}function Bn(t,e){switch(t.type){case"seat":return In(re(t.code),t.colour==="black"?"black":"white",re(t.token));case"state":return Wn(t.game,e);case"moved":return Fn(t,e);case"presence":l&&t.code===f&&(l.white=t.white,l.black=t.black,typeof t.spectators=="number"&&(l.spectators=t.spectators),ke=!0,b());return;case"offered":return Zn(re(t.code),t.kind,t.by);case"declined":return Vn(re(t.code),t.kind,t.by);case"ended":return Hn(t,e);case"lobby":return ir(t.games);case"error":return Un(re(t.kind),re(t.message));default:return}}function In(t,e,n){ut(),At(t,{token:n,colour:e});let r=f!==null&&f!==t&&l!==null;t!==f&&(Oe(`/g/${t}`),qe(t,!1,!1)),z=e,E="player",S.setFlipped(e==="black"),r&&L("rematch",a("msg-rematch")),b()}function Wn(t,e){if(!t||t.code!==f)return;let n=l;l=t,K=null,ke=!0;let r=de(t.code);r?(z=r.colour,E="player"):(z=null,E="spectator"),B=t.status==="playing"?t.board?.legal??[]:[],R=t.board?.position??"",n&&n.moves.length>t.moves.length&&L("taken_back",a("msg-taken-back")),Ne&&E==="spectator"&&(Ne=!1,t.white.taken&&t.black.taken&&L("game_full",a("error-game-full"))),st(t.clocks,e);let o=T;if(T=null,h=[],S.show(ee(R),t.moves.length,R),o&&o.ply===t.moves.length&&B.includes(o.move)&&me())return at(o.move)&&L("resent",a("msg-resent",{move:o.move})),S.show(ee(R),t.moves.length,R),it(o.move,0);b()}async function Fn(t,e){if(!l||t.code!==f)return;let n=Number(t.ply),r=re(t.move),o=t.board,i=T!==null&&T.move===r&&T.ply===n,u=U();if(T=null,n===l.moves.length)i||(h=[],b(),await S.animate(r)),l.moves.push(r);else if(n>l.moves.length)l.moves.length=n,l.moves.push(r);else return;l.offers=[],(!i||c("message").dataset.kind!=="resent")&&L("",""),R=o?.position??R,B=l.status==="playing"?o?.legal??[]:[],st(t.clocks??null,e),S.show(ee(R),l.moves.length,R),ct(a("live-played",{side:j(u),move:r})),b()}function Zn(t,e,n){!l||t!==f||(l.offers=l.offers.filter(r=>!(r.kind===e&&r.by===n)),l.offers.push({kind:e,by:n}),n===z?L("offered",a(`msg-${e}-offered`)):ct(a(`offer-${e}`,{side:j(n)})),b())}function Vn(t,e,n){!l||t!==f||(l.offers=l.offers.filter(r=>r.kind!==e),n!==z&&z&&L("declined",a(`msg-declined-${e}`,{side:j(n)})),b())}function Hn(t,e){!l||t.code!==f||(l.status="ended",l.result=t.result,l.offers=[],B=[],h=[],st(t.clocks??null,e),ct(Ut()),b())}var Gn=new Set(["stale_ply","illegal_move","not_your_turn","not_playing"]),Kn=new Set(["stale_ply","not_your_turn"]);function Un(t,e){ut();let n=a(`error-${t.replace(/_/g,"-")}`),r=n!==`error-${t.replace(/_/g,"-")}`?n:a("error-other");if(K&&f){let o=K;if(K=null,o==="resume"&&t==="not_your_seat"){Nt(f),z=null,ve();return}if(o==="join"&&t!=="no_such_game"&&t!=="slow_down"&&t!=="rate_limited"){E="spectator",Ne=t==="game_full",Ne||L(t,r),ve();return}if(t==="no_such_game"){let i=f;history.replaceState(null,"",rt("/")),ot(),c("join-code").value=Pe(i),c("join-error").textContent=a("status-no-game");return}}if(T&&Gn.has(t)&&(T=null,$e()),f&&E==="player"&&Kn.has(t)&&ve(),!f){c("join-error").textContent=r;return}L(t,r),b()}function U(){return ee(R).side}function me(){return E==="player"&&l?.status==="playing"&&z===U()}function Gt(t){return B.filter(e=>{let n=te(e);return n.length>=t.length&&t.every((r,o)=>n[o]===r)})}function Kt(){let t=new Set;if(h.length===0)return t;for(let e of Gt(h)){let n=te(e)[h.length];n&&t.add(n)}return t}function Yn(t){if(!l||T)return!0;if(E!=="player")return O("spectator",a("msg-spectator"));if(l.status!=="playing")return O("not_playing",a("msg-not-playing"));if(z!==U())return O("not_your_turn",a("msg-not-your-turn",{side:j(U())}));let e=S.position.columns.get(t);if(!e||e.length===0)return O("empty",a("msg-empty",{square:t}));let n=Te(e[0]);if(n!==z)return O("not_your_column",a("msg-not-your-column",{colour:n}));if(!B.some(r=>r.startsWith(t+"-")||r.startsWith(t+"x"))){let r=[...new Set(B.filter(Le).map(o=>te(o)[0]))];return r.length>0?O("compulsory_capture",a("msg-compulsory",{squares:Lt(r)})):O("no_move",a("msg-no-move",{square:t}))}return!1}function O(t,e){return L(t,e),b(),!0}async function Jn(t){if(l){if(nt=t,h.length>0){if(Kt().has(t)){h.push(t);let e=Gt(h),n=h.join(Le(e[0]??"")?"x":"-");if(await S.animate(n,h.length-2),e.length===1){let r=e[0],o=h.length-1;if(h=[],b(),!at(r))return;await it(r,o);return}b();return}if(t===h[0]&&h.length===1){h=[],b();return}if(h.length>1){O("finish_capture",a("msg-finish-capture"));return}h=[]}Yn(t)||(L("",""),h=[t],b())}}async function it(t,e){await S.animate(t,e);let[n,r]=Re(t);S.mark({selected:null,landings:new Set,path:[],lastFrom:n,lastTo:r}),b()}function at(t){if(!l||!f)return!1;let e=de(f),n=l.moves.length;return!e||!A.send({type:"move",code:f,token:e.token,ply:n,move:t})?($e(),L("offline",a("msg-offline",{move:t})),c("move-input").value=t,b(),!1):(T={move:t,ply:n},L("",""),!0)}function $e(){h=[],l&&S.show(ee(R),l.moves.length,R),b()}async function Ft(t){let e=t.trim().toLowerCase().replace(/\s+/g,"").replace(/:/g,"x");if(!e||!l||T)return;if(E!=="player")return void O("spectator",a("msg-spectator"));if(l.status!=="playing")return void O("not_playing",a("msg-not-playing"));if(!me())return void O("not_your_turn",a("msg-not-your-turn",{side:j(U())}));if(!B.includes(e))return void O("illegal_move",a("msg-not-legal",{move:e}));h.length>1&&$e(),h=[];let n=c("move-input");n.value="",et(),at(e)&&await it(e,0)}function st(t,e){Ae=t?{clocks:t,at:e}:null,lt()}function Xn(t){if(!Ae)return null;let{clocks:e,at:n}=Ae,r=t==="white"?e.white_ms:e.black_ms,o=e.running===t&&l?.status==="playing";return Math.max(0,r-(o?performance.now()-n:0))}function lt(){for(let t of["white","black"]){let e=c(`clock-${t}`),n=l?.time_control?Xn(t):null,r=n!==null&&Ae?.clocks.running===t&&l?.status==="playing",o=n===null?a("game-no-clock"):qt(n);e.textContent!==o&&(e.textContent=o),e.dataset.running=String(r),e.classList.toggle("low",n!==null&&n<2e4)}}setInterval(lt,200);function j(t){return a(t==="white"?"side-white":"side-black")}function Qn(t){return t?a("clock-control",{minutes:Math.round(t.initial_s/60),increment:t.increment_s}):a("clock-none")}function Ut(){let t=l?.result;if(!t)return a("result-over");let e=t.winner?j(t.winner):"",n=t.winner?j(jt(t.winner)):"",r=`result-${t.reason.replace(/_/g,"-")}`,o=a(r,{winner:e,loser:n});return o===r?a("result-over"):o}function Re(t){let e=te(t);return[e[0],e[e.length-1]]}function L(t,e){let n=c("message");n.dataset.kind=t,n.textContent=e}var Zt="";function ct(t){let e=c("live");e.textContent=t===Zt?`${t}\xA0`:t,Zt=e.textContent}function b(){if(!f)return;let t=l?.status==="playing",e=l?.status==="ended",n=E==="player",r=l&&l.moves.length>0?Re(l.moves[l.moves.length-1]):null;S.mark({selected:h[0]??null,landings:Kt(),path:h,lastFrom:T?Re(T.move)[0]:r?.[0]??null,lastTo:T?Re(T.move)[1]:r?.[1]??null}),c("board").classList.toggle("my-turn",me());for(let $ of["white","black"]){let q=l?.[$],fe=c(`player-${$}`),D,H;if(!q||!q.taken)D="waiting",H=a("player-waiting");else if(z===$&&n)D="you",H=a("player-you");else if(!ke)D="unknown",H=n?`${a("player-opponent")} \xB7 ${a("player-unknown")}`:a("player-unknown");else{D=q.online?"online":"offline";let s=a(q.online?"player-online":"player-offline");H=n?`${a("player-opponent")} \xB7 ${s}`:s,!q.online&&n?D="offline":n&&(D="opponent")}fe.textContent=a("player-line",{side:j($),who:H}),fe.dataset.state=D,c(`seat-${$}`).classList.toggle("to-move",t&&U()===$)}c("seat-white").style.order=S.isFlipped?"0":"1",c("seat-black").style.order=S.isFlipped?"1":"0";let o;l?l.status==="waiting"?o=a(n?"status-waiting-you":"status-waiting"):e?o=a("status-over",{result:Ut()}):n?o=me()?a("status-your-move",{side:j(z)}):a("status-their-move",{side:j(U())}):o=a("status-to-move",{side:j(U())}):o=a("game-loading"),c("message").dataset.kind==="no_such_game"&&(o=a("status-no-game")),c("status").textContent=o;let i="";l&&n&&me()?h.length===1?i=a("hint-move-from",{square:h[0]}):h.length>1?i=a("hint-go-on"):i=B.some(Le)?a("hint-must-capture"):a("hint-pick"):l&&n&&z?i=a("hint-you-play",{side:j(z)}):l&&E==="spectator"&&(i=a("hint-watching")),c("hint").textContent=i;let u=n&&z?l?.offers.find($=>$.by!==z):void 0,m=c("offer");m.hidden=!u,u&&(c("offer-text").textContent=a(`offer-${u.kind}`,{side:j(u.by)}),m.dataset.kind=u.kind);let g=l?.status==="waiting",k=c("resign");k.hidden=!n||e||!l;let p=_e>0;k.textContent=a(g?p?"game-withdraw-confirm":"game-withdraw":p?"game-resign-confirm":"game-resign"),k.classList.toggle("confirm",p),c("resign-cancel").hidden=!p||k.hidden;let y=c("offer-draw");y.hidden=!n||!t,y.disabled=!!l?.offers.some($=>$.kind==="draw"&&$.by===z);let M=c("offer-takeback");M.hidden=!n||!t;let x=l?l.moves.some(($,q)=>He(q)===z):!1;M.disabled=!x||!!l?.offers.some($=>$.kind==="takeback"&&$.by===z);let ie=c("offer-rematch");ie.hidden=!n||!e||l?.result?.reason==="withdrawn",ie.disabled=!!l?.rematch||!!l?.offers.some($=>$.kind==="rematch"&&$.by===z);let _=c("rematch-link");_.hidden=!(l?.rematch&&E==="spectator"),l?.rematch&&(_.href=rt(`/g/${l.rematch}`));let ae=c("move-input");c("move-form").hidden=!n||!t,ae.disabled=!1,er();let Y=l?.variant??"lasca7",V=c("variant");V.textContent=a(`variant-${Y}`),V.dataset.variant=Y;let Z=c("code");Z.textContent=Pe(f),Z.dataset.code=f,c("spectators").textContent=l&&ke?a("game-spectators",{count:l.spectators}):"",c("game").dataset.status=l?.status??"loading",c("game").dataset.role=E??"",lt(),Yt()}function er(){let t=c("moves"),e=l?.moves??[];t.children.length===e.length&&t.dataset.last===(e[e.length-1]??"")||(t.replaceChildren(...e.map((n,r)=>{let o=document.createElement("li");return o.textContent=n,o.className=He(r),o})),t.dataset.last=e[e.length-1]??"",t.classList.toggle("empty",e.length===0),t.dataset.empty=a("game-no-moves"),t.scrollTop=t.scrollHeight)}function Vt(t){return a(`man-title-${t}`)}function Yt(){let t=c("inspector"),e=nt??h[0]??null;if(!e){t.replaceChildren(Object.assign(document.createElement("p"),{className:"note",textContent:a("inspector-hint")}));return}let n=S.position.columns.get(e),r=document.createElement("h3");if(!n||n.length===0){r.textContent=a("inspector-empty",{square:e}),t.replaceChildren(r);return}let o=Te(n[0]);r.textContent=a("inspector-title",{square:e,side:j(o),count:n.length});let i=document.createElement("ol");n.forEach((u,m)=>{let g=document.createElement("li"),k=document.createElement("span");k.className=`disc m-${u.toLowerCase()}${ue(u)?" officer":""}`;let p=m===0?a("inspector-commander"):Te(u)!==o?a("inspector-prisoner"):"";g.append(k,document.createTextNode(p?`${Vt(u)} \xB7 ${p}`:Vt(u))),i.append(g)}),t.replaceChildren(r,i)}function Jt(){let t=c("move-input").value.trim().toLowerCase();return!t||!me()?[]:B.filter(e=>e.startsWith(t))}function et(){let t=c("move-input"),e=c("move-suggestions"),n=Jt(),o=n.length===1&&n[0]===t.value.trim().toLowerCase()?[]:n.slice(0,12);e.replaceChildren(...o.map(i=>{let u=document.createElement("li");return u.textContent=i,u.setAttribute("role","option"),u.dataset.move=i,u})),t.setAttribute("aria-expanded",String(o.length>0))}function tr(){let t=c("move-input");t.addEventListener("input",et),t.addEventListener("keydown",e=>{if(e.key!=="Tab"||e.shiftKey)return;let n=Jt();if(n.length===0)return;let r=n[0];for(let o of n)for(;!o.startsWith(r);)r=r.slice(0,-1);r.length>t.value.trim().length&&(e.preventDefault(),t.value=r,et())}),c("move-suggestions").addEventListener("click",e=>{let n=e.target.closest("li")?.dataset.move;n&&(t.value=n,oe(()=>Ft(n)))}),c("move-form").addEventListener("submit",e=>{e.preventDefault();let n=t.value;oe(()=>Ft(n))})}function nr(t){A.send(t)||(L("offline",a("msg-offline-request")),b())}function be(t,e={}){if(!f)return;let n=de(f);n&&nr({type:t,code:f,token:n.token,...e})}function rr(){let t=0,e=()=>{_e=0,clearTimeout(t),b()};c("resign").addEventListener("click",()=>{if(_e===0){_e=1,t=window.setTimeout(e,5e3),b();return}e(),be("resign")}),c("resign-cancel").addEventListener("click",()=>{e(),c("resign").focus()}),c("offer-draw").addEventListener("click",()=>be("offer",{kind:"draw"})),c("offer-takeback").addEventListener("click",()=>be("offer",{kind:"takeback"})),c("offer-rematch").addEventListener("click",()=>be("offer",{kind:"rematch"}));let n=r=>{let o=c("offer").dataset.kind;!o||!l||(be("answer",{kind:o,accept:r}),r||(l.offers=l.offers.filter(i=>i.kind!==o),b()))};c("offer-accept").addEventListener("click",()=>n(!0)),c("offer-decline").addEventListener("click",()=>n(!1)),c("flip").addEventListener("click",()=>{S.setFlipped(!S.isFlipped),b()}),c("copy-link").addEventListener("click",()=>{or()}),c("rematch-link").addEventListener("click",r=>{r.preventDefault(),l?.rematch&&(Oe(`/g/${l.rematch}`),qe(l.rematch,!0))});for(let r of["home","to-lobby"])c(r).addEventListener("click",o=>{o.preventDefault(),Oe("/"),ot()});addEventListener("keydown",r=>{r.key==="Escape"&&h.length>0&&(h.length>1&&oe(()=>$e()),h=[],b())})}async function or(){if(!f)return;let t=`${location.origin}/g/${f}`,e=!1;try{await navigator.clipboard.writeText(t),e=!0}catch{let n=document.createElement("textarea");n.value=t,n.setAttribute("readonly",""),n.className="visually-hidden",document.body.append(n),n.select();try{e=document.execCommand("copy")}catch{e=!1}n.remove()}L(e?"copied":"copy_failed",e?a("game-link-copied"):a("game-copy-failed",{link:t}))}function ir(t){c("lobby-list").replaceChildren(...(t??[]).map(n=>{let r=document.createElement("li");r.dataset.code=n.code;let o=document.createElement("strong");o.textContent=Pe(n.code);let i=document.createElement("span");i.textContent=a("lobby-entry",{side:j(n.free),control:Qn(n.time_control)}),n.variant&&n.variant!=="lasca7"&&(r.dataset.variant=n.variant,i.textContent=`${a(`variant-${n.variant}`)} \xB7 ${i.textContent}`);let u=document.createElement("span");u.className="age",u.textContent=a("lobby-age",{minutes:Math.floor(n.age_s/60)});let m=document.createElement("button");return m.type="button",m.className="join primary",m.textContent=a("lobby-join"),m.addEventListener("click",()=>tt(n.code,!1)),r.append(o,i,u,m),r})),c("lobby-empty").hidden=(t??[]).length>0}function ut(){Qe=!1,c("create-button").disabled=!1}function tt(t,e){Oe(`/g/${t}`),qe(t,e)}function ar(){for(let e of c("create-clock").options){let[n,r]=e.value.split("+");r&&(e.textContent=a("clock-control",{minutes:Number(n),increment:Number(r)}))}c("create-form").addEventListener("submit",e=>{if(e.preventDefault(),Qe)return;let n=c("create-clock").value,[r,o]=n.split("+").map(Number),i=n==="none"?null:{initial_s:(r??5)*60,increment_s:o??0};if(Je=Je+1>>>0,!A.send({type:"create",colour:c("create-colour").value,clock:i,public:c("create-public").checked,variant:c("create-variant").value,rid:Je})){c("join-error").textContent=a("msg-offline-request");return}Qe=!0,c("create-button").disabled=!0});let t=()=>{let e=Ye(c("join-code").value);return Ot(e)?(c("join-error").textContent="",e):(c("join-error").textContent=a("lobby-bad-code",{code:e||c("join-code").value}),null)};c("join-form").addEventListener("submit",e=>{e.preventDefault();let n=t();n&&tt(n,!1)}),c("watch-button").addEventListener("click",()=>{let e=t();e&&tt(e,!0)}),setInterval(()=>{!f&&!document.hidden&&A.send({type:"lobby"})},5e3)}function sr(){Ct();for(let t of c("lang-switch").querySelectorAll("a[hreflang]"))t.hreflang===le&&t.setAttribute("aria-current","true");ar(),rr(),tr(),Ht(),A.start()}sr();
