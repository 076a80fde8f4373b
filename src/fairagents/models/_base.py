"""The base of every fairagents data model: frozen, strict about unknown keys, no NaN/inf."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class FrozenModel(BaseModel):
    """Immutable pydantic model that rejects unknown fields and non-finite floats."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)
