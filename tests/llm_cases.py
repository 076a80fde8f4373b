"""Easy ballot cases shared by the local-model and server tests: one clearly best alternative.

Each case is built so that the framework's answer is obvious; ``BEST`` names it. The tests
check validity; the benchmark (bench/local_llm.py) also reports how often a model picks BEST.
"""

from __future__ import annotations

from fairagents.llm import BallotContext, Passage
from fairagents.models import Alternative

EASY_CASES: list[BallotContext] = [
    BallotContext(
        agent="rawls_advocate",
        framework="rawls",
        case=(
            "One ICU bed is free. Patient A has a mild cold. Patient B is critically ill "
            "and will die without the bed. Patient C is healthy."
        ),
        alternatives=(
            Alternative(id="bed_a", label="Give the bed to A (mild cold)"),
            Alternative(id="bed_b", label="Give the bed to B (critically ill)"),
            Alternative(id="bed_c", label="Give the bed to C (healthy)"),
        ),
        passages=(
            Passage(
                id="rawls-01",
                text="Inequalities are just only if they benefit the least advantaged.",
            ),
        ),
    ),
    BallotContext(
        agent="mill_advocate",
        framework="mill",
        case=(
            "A town has money for one project. Project X helps 10,000 residents. "
            "Project Y helps 10 residents. Project Z helps nobody."
        ),
        alternatives=(
            Alternative(id="z", label="Project Z (helps nobody)"),
            Alternative(id="y", label="Project Y (helps 10 people)"),
            Alternative(id="x", label="Project X (helps 10,000 people)"),
        ),
        passages=(
            Passage(
                id="mill-02",
                text="Actions are right in proportion as they tend to promote happiness.",
            ),
        ),
    ),
    BallotContext(
        agent="care_advocate",
        framework="gilligan",
        case=(
            "A school can fund one program: tutoring for children with disabilities, a "
            "trophy cabinet, or a new car park for staff."
        ),
        alternatives=(
            Alternative(id="car_park", label="Staff car park"),
            Alternative(id="tutoring", label="Tutoring for children with disabilities"),
            Alternative(id="trophies", label="Trophy cabinet"),
        ),
    ),
]

BEST = {"rawls_advocate": "bed_b", "mill_advocate": "x", "care_advocate": "tutoring"}
