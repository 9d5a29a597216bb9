//! Limits per address and the bounds on what the server holds, on a real socket.
