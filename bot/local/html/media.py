"""Pictures inlined as data: URIs, so a page needs nothing but itself (and the fonts)."""

from __future__ import annotations

import base64
import io
import mimetypes
from dataclasses import dataclass, field

from PIL import Image

from bot.local.html.markdown import escape


@dataclass
class Pictures:
    """A message's attachments by filename; ``used`` records which ones the message's embeds or
    components show, since Discord shows the others as plain attachments."""

    files: dict[str, bytes]
    used: set[str] = field(default_factory=set)

    def img(self, url: str, css_class: str = "") -> str:
        """An ``<img>`` for ``attachment://name`` (or a grey box saying which file is missing), with its
        natural size as attributes so the layout knows its shape before it is decoded."""
        name = url.removeprefix("attachment://")
        blob = self.files.get(name) if url.startswith("attachment://") else None
        if blob is None:
            return f'<div class="missing">missing picture: {escape(url)}</div>'
        self.used.add(name)
        width, height = size_of(blob)
        mime = mimetypes.guess_type(name)[0] or "image/png"
        data = base64.b64encode(blob).decode()
        sizes = f' width="{width}" height="{height}"' if width else ""
        return (
            f'<img class="{css_class}" data-name="{escape(name)}"{sizes} alt="{escape(name)}" '
            f'src="data:{mime};base64,{data}">'
        )

    def unused(self) -> list[str]:
        return [name for name in self.files if name not in self.used]


def size_of(blob: bytes) -> tuple[int, int]:
    try:
        with Image.open(io.BytesIO(blob)) as image:
            return image.size
    except Exception:  # not a picture Pillow reads: let the browser size it
        return 0, 0
