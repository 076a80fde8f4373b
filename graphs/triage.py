"""LangGraph Studio / `langgraph dev`: the shipped `triage` scenario:
Two ICU beds for six patients: a Rawlsian-aligned agent debates a neutral one.
"""

from fairagents.graph.serving import served_graph

graph = served_graph("triage")
