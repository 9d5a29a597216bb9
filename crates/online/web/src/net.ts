// The WebSocket to the server: it greets with protocol 5 and reconnects by itself, waiting
// 0.25 s, 0.5, 1, 2, then every 3 s. Nothing here ever logs a message (tokens travel in them).
// The messages are the types generated from the server's protocol.rs (protocol.gen.ts).
import type { ClientMessage, ServerMessage } from "./protocol.gen";

export type { ClientMessage, ServerMessage };

export type ConnectionState = "connecting" | "connected" | "reconnecting" | "offline";

/** The protocol version this client speaks (5: players, ratings and quick pairing). */
export const PROTOCOL = 5;

const DELAYS_MS = [250, 500, 1000, 2000];
const STEADY_DELAY_MS = 3000;
const PING_EVERY_MS = 20000;
const PONG_WITHIN_MS = 10000;

export class Connection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private greeted = false;
  private everConnected = false;
  private retryTimer = 0;
  private pingTimer = 0;
  private pongTimer = 0;
  private pingId = 0;

  constructor(
    private readonly url: string,
    private readonly onMessage: (message: ServerMessage) => void,
    /** Called with each change; `reopened` when a lost connection is back (after hello). */
    private readonly onState: (state: ConnectionState, reopened: boolean) => void,
  ) {
    addEventListener("online", () => {
      if (!this.greeted) this.retryNow();
    });
    addEventListener("offline", () => {
      if (!this.greeted) this.onState("offline", false);
    });
  }

  get ready(): boolean {
    return this.greeted && this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    this.open();
  }

  /** Sends a request; false (and nothing sent) while the connection is down. */
  send(message: ClientMessage): boolean {
    if (!this.ready || !this.socket) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private open(): void {
    clearTimeout(this.retryTimer);
    this.greeted = false;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      let message: ServerMessage;
      try {
        message = JSON.parse(event.data) as ServerMessage;
      } catch {
        return;
      }
      if (!message || typeof message.type !== "string") return;
      this.heard();
      if (message.type === "welcome") {
        const hello: ClientMessage = { type: "hello", protocol: PROTOCOL, client: "lasca-web 0.2" };
        socket.send(JSON.stringify(hello));
        this.greeted = true;
        this.attempt = 0;
        const reopened = this.everConnected;
        this.everConnected = true;
        this.onState("connected", reopened);
        this.schedulePing();
        return;
      }
      if (message.type === "pong") return;
      this.onMessage(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.greeted = false;
      clearTimeout(this.pingTimer);
      clearTimeout(this.pongTimer);
      this.scheduleRetry();
    };
    socket.onerror = () => socket.close();
  }

  private scheduleRetry(): void {
    const delay = DELAYS_MS[this.attempt] ?? STEADY_DELAY_MS;
    this.attempt++;
    const offline = navigator.onLine === false;
    this.onState(offline ? "offline" : this.everConnected ? "reconnecting" : "connecting", false);
    this.retryTimer = window.setTimeout(() => this.open(), delay);
  }

  private retryNow(): void {
    if (this.socket) return;
    clearTimeout(this.retryTimer);
    this.open();
  }

  /** Anything heard proves the connection alive: the next ping waits. */
  private heard(): void {
    clearTimeout(this.pongTimer);
    if (this.greeted) this.schedulePing();
  }

  /** A half-open connection shows only as silence: ask, and drop it if no answer comes. */
  private schedulePing(): void {
    clearTimeout(this.pingTimer);
    this.pingTimer = window.setTimeout(() => {
      if (!this.ready || !this.socket) return;
      const socket = this.socket;
      socket.send(JSON.stringify({ type: "ping", id: ++this.pingId }));
      this.pongTimer = window.setTimeout(() => socket.close(), PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }
}
