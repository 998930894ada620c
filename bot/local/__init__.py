"""The local table: the real bot, unmodified, played in a browser with no Discord at all.

``python -m bot local`` starts the Discord stand-in on loopback (``standin``: the REST routes and the
gateway the bot talks to, keeping Discord's rules), runs ``python -m bot`` against it as a process of its
own with a SQLite file of its own, and serves a page on 127.0.0.1 (``page``) where a few local people
read and click the messages as Discord shows them (``html``). The tests use the same stand-in.
"""
