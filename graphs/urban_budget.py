"""LangGraph Studio / `langgraph dev`: the shipped `urban_budget` scenario:
Resident groups negotiate a street-design package under a budget.
"""

from fairagents.graph.serving import served_graph

graph = served_graph("urban_budget")
