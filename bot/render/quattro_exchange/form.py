"""A form's parts, shared by the private screens (the kit's; repeated disabled tails are tagged for us)."""

from __future__ import annotations

from bot.render.kit.form import DRAFT, FORM_CLOSED, UNREADABLE, Form, help_button, untag

GIVE_TOPIC = "give"  # the "?" button: how a virtual player chooses the card it gives

__all__ = ["DRAFT", "FORM_CLOSED", "GIVE_TOPIC", "UNREADABLE", "Form", "help_button", "untag"]
