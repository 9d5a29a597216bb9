//! TLS for `lasca serve --tls-cert FILE --tls-key FILE`: rustls on ring, in front of the same
//! axum app, so clients connect to `wss://HOST:PORT/ws`.
//!
//! [`ServerTls`] loads and checks a PEM certificate chain and key before anything is bound.
//! [`Listener`] is what axum serves on: plain TCP, or TCP whose TLS handshakes run in tasks of
//! their own (at most [`MAX_HANDSHAKES`] at once, each within [`HANDSHAKE_TIMEOUT`]), so a slow
//! or silent client never holds up the next one. A connection that does not speak TLS (a plain
//! `ws://` client on the TLS port) fails its handshake and is closed; nothing else changes.

use std::fmt;
use std::io;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use rustls::ServerConfig;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinSet;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::server::TlsStream;

/// How long a client has to finish its TLS handshake.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// TLS handshakes under way at once; past this the listener stops accepting until one ends.
pub const MAX_HANDSHAKES: usize = 1024;

/// Why a certificate or key could not be used.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// The certificate file is missing, unreadable or not PEM.
    #[error("cannot read the TLS certificate {}: {reason}", path.display())]
    Certificate {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// The key file is missing, unreadable, not PEM or holds no private key.
    #[error("cannot read the TLS key {}: {reason}", path.display())]
    Key {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// rustls refused the pair (for example a key that does not match the certificate).
    #[error("the TLS certificate and key cannot be used together: {0}")]
    Refused(#[from] rustls::Error),
}

/// A server's TLS set-up: its certificate chain and private key, checked by rustls.
#[derive(Clone)]
pub struct ServerTls {
    config: Arc<ServerConfig>,
}

impl fmt::Debug for ServerTls {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ServerTls { .. }")
    }
}

impl ServerTls {
    /// Reads a PEM certificate chain (the server's certificate first) and a PEM private key
    /// (PKCS#8, PKCS#1 or SEC1), as certbot and most CAs write them.
    pub fn from_pem_files(certificate: &Path, key: &Path) -> Result<ServerTls, TlsError> {
        let certificate_error = |reason: String| TlsError::Certificate {
            path: certificate.to_owned(),
            reason,
        };
        let chain = CertificateDer::pem_file_iter(certificate)
            .map_err(|e| certificate_error(e.to_string()))?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| certificate_error(e.to_string()))?;
        if chain.is_empty() {
            return Err(certificate_error("no CERTIFICATE block in it".into()));
        }
        let key_der = PrivateKeyDer::from_pem_file(key).map_err(|e| TlsError::Key {
            path: key.to_owned(),
            reason: e.to_string(),
        })?;
        ServerTls::from_der(chain, key_der)
    }

    /// A set-up from DER: the chain, the server's certificate first, and its key.
    pub fn from_der(
        chain: Vec<CertificateDer<'static>>,
        key: PrivateKeyDer<'static>,
    ) -> Result<ServerTls, TlsError> {
        let mut config =
            ServerConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
                .with_safe_default_protocol_versions()?
                .with_no_client_auth()
                .with_single_cert(chain, key)?;
        // WebSockets start as HTTP/1.1 upgrades.
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Ok(ServerTls {
            config: Arc::new(config),
        })
    }
}

/// What axum serves on: plain TCP, or TLS over TCP.
pub(crate) enum Listener {
    Plain(TcpListener),
    Tls {
        tcp: TcpListener,
        acceptor: TlsAcceptor,
        handshakes: JoinSet<Option<(TlsStream<TcpStream>, SocketAddr)>>,
    },
}

impl Listener {
    /// Serves on `tcp`, with TLS when `tls` is given. Accepted sockets get `TCP_NODELAY`:
    /// moves are small messages that must go at once.
    pub(crate) fn new(tcp: TcpListener, tls: Option<&ServerTls>) -> Listener {
        match tls {
            None => Listener::Plain(tcp),
            Some(tls) => Listener::Tls {
                tcp,
                acceptor: TlsAcceptor::from(tls.config.clone()),
                handshakes: JoinSet::new(),
            },
        }
    }
}

/// The next TCP connection, with `TCP_NODELAY`. axum's own accept for a `TcpListener` retries
/// failed accepts (and waits a second after one that is not the client's fault, such as running
/// out of file descriptors).
async fn accept_tcp(tcp: &mut TcpListener) -> (TcpStream, SocketAddr) {
    let (stream, addr) = axum::serve::Listener::accept(tcp).await;
    let _ = stream.set_nodelay(true);
    (stream, addr)
}

/// The client's socket address, as the server's handlers get it: axum's own `SocketAddr`
/// connect info exists only for its `TcpListener`, and the orphan rule forbids a second one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PeerAddr(pub(crate) std::net::SocketAddr);

impl axum::extract::connect_info::Connected<axum::serve::IncomingStream<'_, Listener>>
    for PeerAddr
{
    fn connect_info(stream: axum::serve::IncomingStream<'_, Listener>) -> PeerAddr {
        PeerAddr(*stream.remote_addr())
    }
}

impl axum::serve::Listener for Listener {
    type Io = Stream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Stream, SocketAddr) {
        match self {
            Listener::Plain(tcp) => {
                let (stream, addr) = accept_tcp(tcp).await;
                (Stream::Plain(stream), addr)
            }
            Listener::Tls {
                tcp,
                acceptor,
                handshakes,
            } => loop {
                // Both branches are cancel-safe: axum may drop this future at any await.
                tokio::select! {
                    (stream, addr) = accept_tcp(tcp), if handshakes.len() < MAX_HANDSHAKES => {
                        let acceptor = acceptor.clone();
                        handshakes.spawn(async move {
                            match tokio::time::timeout(HANDSHAKE_TIMEOUT, acceptor.accept(stream))
                                .await
                            {
                                Ok(Ok(stream)) => Some((stream, addr)),
                                Ok(Err(error)) => {
                                    tracing::debug!(%addr, %error, "TLS handshake failed");
                                    None
                                }
                                Err(_) => {
                                    tracing::debug!(%addr, "TLS handshake timed out");
                                    None
                                }
                            }
                        });
                    }
                    Some(done) = handshakes.join_next(), if !handshakes.is_empty() => {
                        if let Ok(Some((stream, addr))) = done {
                            return (Stream::Tls(Box::new(stream)), addr);
                        }
                    }
                }
            },
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        match self {
            Listener::Plain(tcp) | Listener::Tls { tcp, .. } => tcp.local_addr(),
        }
    }
}

/// One accepted connection, plain or TLS.
pub(crate) enum Stream {
    Plain(TcpStream),
    Tls(Box<TlsStream<TcpStream>>),
}

impl AsyncRead for Stream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Stream::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Stream::Tls(s) => Pin::new(s).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for Stream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            Stream::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Stream::Tls(s) => Pin::new(s).poll_write(cx, buf),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            Stream::Plain(s) => Pin::new(s).poll_write_vectored(cx, bufs),
            Stream::Tls(s) => Pin::new(s).poll_write_vectored(cx, bufs),
        }
    }

    fn is_write_vectored(&self) -> bool {
        match self {
            Stream::Plain(s) => s.is_write_vectored(),
            Stream::Tls(s) => s.is_write_vectored(),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Stream::Plain(s) => Pin::new(s).poll_flush(cx),
            Stream::Tls(s) => Pin::new(s).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Stream::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Stream::Tls(s) => Pin::new(s).poll_shutdown(cx),
        }
    }
}
