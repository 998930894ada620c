"""Every JSON shape the loopback fake sends to discord.py 2.7.1, built in one place.

A dispatch payload missing a key the library requires kills the bot's gateway loop (see the offline
testing notes, pitfall 4), so every gateway and REST shape comes from these modules and the fake
never improvises one. All snowflakes are strings, as Discord sends them.

* ``resources``: ids, flags and the objects Discord returns over REST and inside events (users,
  members, channels, the guild, the application, messages, errors).
* ``gateway``: the gateway's frames (hello, heartbeat ack, invalid session, dispatches, READY,
  member chunks).
* ``interactions``: INTERACTION_CREATE, its command and component data, and the callback's response.
"""
