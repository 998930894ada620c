"""Messages drawn as Discord's phone client draws them (dark theme), in HTML.

One job each: ``seen`` (a message as one person sees it), ``message`` (its author line, content, embeds,
components and the ephemeral footer), ``components`` (buttons, selects, Components V2), ``markdown``
(Discord's markdown as safe HTML), ``emoji`` and ``media`` (pictures inlined as data: URIs), and
``discord.css``. The screens tests measure and screenshot it in headless Chromium; the local table
serves it live.
"""
