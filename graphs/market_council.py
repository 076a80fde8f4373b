"""LangGraph Studio / `langgraph dev`: the shipped `market_council` scenario:
A person speaks for the residents and a council approves: the run pauses on them.
"""

from fairagents.graph.serving import served_graph

graph = served_graph("market_council")
