"""LangGraph Studio / `langgraph dev`: the shipped `tourism` scenario:
Tourists, residents, businesses and the environment choose an itinerary.
"""

from fairagents.graph.serving import served_graph

graph = served_graph("tourism")
