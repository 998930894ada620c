"""What Discord's own client checks before it sends an interaction, raised as ``DiscordRefusal``.

Clicks only on components that exist on a message the user can see and that are not disabled; select
values within the menu's bounds and options; slash commands only when synced for the channel, with
options checked against the synced schema.
"""

from __future__ import annotations

from typing import Any

from bot.local.standin.limits import MAX_CUSTOM_ID
from bot.local.standin.models import BUTTON, LINK_STYLE, SELECTS, Channel, Message, User, walk
from bot.local.standin.payloads import resources as res
from bot.local.standin.world import World


class DiscordRefusal(AssertionError):
    """What Discord's own client would refuse to send (a hidden message, a disabled button, a bad option)."""


# ---------------------------------------------------------------------------------------- components
def visible_message(world: World, user: User, message: Message | str) -> Message:
    found = world.messages.get(message if isinstance(message, str) else message.id)
    if found is None or not world.can_see(user, found):
        raise DiscordRefusal(f"{user.name} cannot see message {getattr(message, 'id', message)}")
    return found


def enabled_component(message: Message, custom_id: str) -> dict[str, Any]:
    for component in walk(message.components):
        if component.get("custom_id") == custom_id:
            if component.get("disabled"):
                raise DiscordRefusal(f"{custom_id!r} is disabled")
            return component
    raise DiscordRefusal(f"no component {custom_id!r} on message {message.id}")


def check_custom_id(custom_id: str) -> None:
    """Even a modified client can't make Discord carry a custom_id no component may have: Discord
    validates the interaction's ``data.custom_id`` as a string of 1 to 100 characters (50035)."""
    if not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
        raise DiscordRefusal(f"a custom_id of {len(custom_id)} characters (Discord allows 1-{MAX_CUSTOM_ID})")


def check_button(component: dict[str, Any], custom_id: str) -> None:
    if component.get("type") != BUTTON:
        raise DiscordRefusal(f"{custom_id!r} is not a button")
    if component.get("style") == LINK_STYLE:
        raise DiscordRefusal("a link button sends no interaction")


def check_select(component: dict[str, Any], custom_id: str, values: list[str]) -> int:
    """The select menu's component type, once ``values`` are a pick the client allows."""
    kind = component.get("type")
    if kind not in SELECTS:
        raise DiscordRefusal(f"{custom_id!r} is not a select menu")
    low, high = component.get("min_values", 1), component.get("max_values", 1)
    if not low <= len(values) <= high or len(set(values)) != len(values):
        raise DiscordRefusal(f"pick {low}..{high} distinct values, not {values}")
    if kind == 3:
        allowed = {o["value"] for o in component.get("options") or []}
        if not set(values) <= allowed:
            raise DiscordRefusal(f"{sorted(set(values) - allowed)} are not options of {custom_id!r}")
    return kind


# --------------------------------------------------------------------------------- slash command schema
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2


def synced_command(world: World, name: str, channel: Channel) -> dict[str, Any]:
    """The synced command ``name`` names: its first word; "daily play" is /daily's subcommand play."""
    name = name.split()[0]
    scopes = [channel.guild_id, None] if channel.guild_id else [None]
    for scope in scopes:
        for command in world.commands.get(scope, []):
            if command["name"] == name and command.get("type", 1) == 1:
                if channel.guild_id is None and 1 not in (command.get("contexts") or [0, 1, 2]):
                    raise DiscordRefusal(f"/{name} cannot be used in DMs")
                return command
    raise DiscordRefusal(f"/{name} is not a synced command here")


def subcommand_path(command: dict[str, Any], name: str) -> list[dict[str, Any]]:
    """The subcommand (and its group) that the words after the command's name in ``name`` pick, outermost
    first; [] for a command without subcommands. Discord's client sends no command that stops at a group
    or leaves a subcommand out."""
    words = name.split()[1:]
    path: list[dict[str, Any]] = []
    level = command
    for word in words:
        found = next(
            (o for o in level.get("options") or [] if o["name"] == word and o["type"] in (1, 2)), None
        )
        if found is None:
            raise DiscordRefusal(f"/{command['name']} has no subcommand {word!r}")
        path.append(found)
        level = found
    if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in level.get("options") or []):
        raise DiscordRefusal(f"/{name} needs a subcommand")
    return path


def command_options(
    world: World, command: dict[str, Any], given: dict[str, Any]
) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """The options and resolved data Discord's client sends for ``given``, once they fit the schema
    (``command``: the command itself, or the subcommand being run)."""
    schema = {o["name"]: o for o in command.get("options") or []}
    unknown = set(given) - set(schema)
    if unknown:
        raise DiscordRefusal(f"/{command['name']} has no option {sorted(unknown)}")
    missing = [n for n, o in schema.items() if o.get("required") and n not in given]
    if missing:
        raise DiscordRefusal(f"/{command['name']} needs {missing}")
    options, resolved = [], {}
    for name, value in given.items():
        option = schema[name]
        kind = option["type"]
        if kind == 6:  # USER: the value is a snowflake string resolved in data.resolved
            user = value if isinstance(value, User) else world.users.get(str(value))
            if user is None:
                raise DiscordRefusal(f"{name}: no such user {value!r}")
            resolved.setdefault("users", {})[user.id] = user.data
            if user.member:
                resolved.setdefault("members", {})[user.id] = {
                    k: v for k, v in res.member(user.data).items() if k != "user"
                }
            value = user.id
        elif kind in (3, 4, 10, 5):
            value = _scalar(name, option, value)
        else:
            raise DiscordRefusal(f"option type {kind} is not implemented by the fake")
        options.append({"name": name, "type": kind, "value": value})
    return options, resolved or None


def _scalar(name: str, option: dict[str, Any], value: Any) -> Any:
    kind = option["type"]
    expected = {3: str, 4: int, 10: (int, float), 5: bool}[kind]
    if not isinstance(value, expected) or (kind in (4, 10) and isinstance(value, bool)):
        raise DiscordRefusal(f"{name}: {value!r} is not of option type {kind}")
    choices = option.get("choices")
    if choices and value not in [c["value"] for c in choices]:
        raise DiscordRefusal(f"{name}: {value!r} is not one of the choices")
    if "min_value" in option and value < option["min_value"]:
        raise DiscordRefusal(f"{name}: {value!r} is below {option['min_value']}")
    if "max_value" in option and value > option["max_value"]:
        raise DiscordRefusal(f"{name}: {value!r} is above {option['max_value']}")
    if kind == 3 and not option.get("min_length", 0) <= len(value) <= option.get("max_length", 6000):
        raise DiscordRefusal(f"{name}: {value!r} has the wrong length")
    return value
