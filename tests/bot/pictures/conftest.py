"""Pictures drawn by these tests list what they draw to be read (``Picture.inks``) when a test asks
(``recorded_inks``): a running bot draws without them (``paint.recording_inks``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.pictures import paint


@pytest.fixture
def recorded_inks() -> Iterator[None]:
    with paint.recording_inks():
        yield
