//! TLS for `lasca serve --tls-cert FILE --tls-key FILE`: rustls on ring, in front of the same
//! axum app, so clients connect to `wss://HOST:PORT/ws`.
//!
//! [`ServerTls`] loads and checks a PEM certificate chain and key before anything is bound.
//! The accept loop ([`crate::accept`]) runs each TLS handshake in the connection's own task
//! (at most
//! [`ConnectionLimits::max_handshakes`](crate::server::ConnectionLimits::max_handshakes) at
//! once, at most
//! [`ConnectionLimits::handshakes_per_address`](crate::server::ConnectionLimits::handshakes_per_address)
//! for one client address, each within
//! [`ConnectionLimits::handshake_timeout`](crate::server::ConnectionLimits::handshake_timeout)),
//! so a slow or silent client never holds up the next one. A connection that does not speak
//! TLS (a plain `ws://` client on the TLS port) fails its handshake and is closed; nothing
//! else changes.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use rustls::ServerConfig;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::TlsAcceptor;

/// How long a client has to finish its TLS handshake, by default
/// ([`ConnectionLimits::handshake_timeout`](crate::server::ConnectionLimits::handshake_timeout)).
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// TLS handshakes under way at once, from all addresses, by default
/// ([`ConnectionLimits::max_handshakes`](crate::server::ConnectionLimits::max_handshakes));
/// past this the server accepts nothing until one ends (the kernel's backlog holds the next).
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

    /// What runs a handshake with this certificate.
    pub(crate) fn acceptor(&self) -> TlsAcceptor {
        TlsAcceptor::from(self.config.clone())
    }
}

/// The client's socket address, as the server's handlers get it (`ConnectInfo<PeerAddr>`):
/// the accept loop ([`crate::accept`]) puts it in each request.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PeerAddr(pub(crate) std::net::SocketAddr);
