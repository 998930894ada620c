"""Whether the connection to PostgreSQL is protected: libpq's (and asyncpg's) default ``sslmode=prefer``
uses TLS when the server offers it but verifies nothing, so anyone on the way can read the password and
every stored hand, or answer in the server's place. Off this machine only ``sslmode=verify-full`` (a
certificate from a trusted CA, for the host named in the URL) protects it; ``verify-ca`` checks the
certificate but not whose it is. docs/deploy.md#postgresql says how to set it up.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping
from urllib.parse import parse_qs, unquote, urlsplit

VERIFIED = "verify-full"
DEFAULT_SSLMODE = "prefer"  # libpq's and asyncpg's when neither the URL nor PGSSLMODE says
LOCAL_NAMES = frozenset({"", "localhost"})  # no host: the default Unix socket (or localhost)


def hosts_of(url: str, environ: Mapping[str, str]) -> list[str]:
    """The hosts the URL connects to, as asyncpg reads them: ``user@h1:5432,h2/db``, or ``?host=`` (a
    Unix socket's folder, too), or ``PGHOST`` when the URL names none."""
    parts = urlsplit(url)
    query = parse_qs(parts.query)
    listed = parts.netloc.rpartition("@")[2]
    if "host" in query:
        listed = query["host"][-1]
    elif not listed:
        listed = environ.get("PGHOST", "")
    return [_without_port(unquote(host)) for host in listed.split(",")]


def _without_port(host: str) -> str:
    if host.startswith("["):  # [::1]:5432
        return host[1:].partition("]")[0]
    if host.count(":") == 1:
        return host.partition(":")[0]
    return host  # a bare IPv6 address, a name, or a socket folder


def is_local(host: str) -> bool:
    """On this machine: a Unix socket (a folder), localhost, 127.0.0.0/8 or ::1."""
    if host.startswith("/") or host.lower() in LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a name other than localhost: another machine as far as we can tell


def sslmode_of(url: str, environ: Mapping[str, str]) -> str:
    given = parse_qs(urlsplit(url).query).get("sslmode")
    return given[-1] if given else environ.get("PGSSLMODE", DEFAULT_SSLMODE)


def unverified_warning(url: str, environ: Mapping[str, str]) -> str | None:
    """One log line when the database is off this machine and the connection is not ``verify-full``;
    None when it is local or verified. It names the host and the mode, never the user or password."""
    remote = [host for host in hosts_of(url, environ) if not is_local(host)]
    mode = sslmode_of(url, environ)
    if not remote or mode == VERIFIED:
        return None
    return (
        f"DATABASE_URL connects to {', '.join(remote)}, off this machine, with sslmode={mode}, which does "
        f"not verify the server: the password and every hand can be read or changed on the way. Add "
        f"?sslmode={VERIFIED} to DATABASE_URL (docs/deploy.md#postgresql)."
    )
