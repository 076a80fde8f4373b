META
key;value
description;Local PB in Warsaw, Ochota | Pole Mokotowskie
country;Poland
unit;Warszawa
subunit;Pole Mokotowskie
instance;2018
district;Ochota
num_projects;1
num_votes;8
budget;21064
vote_type;approval
rule;greedy
date_begin;14.06.2017
date_end;30.06.2017
min_length;1
max_sum_cost;21064
language;polish
edition;4
PROJECTS
project_id;cost;category;votes;name;target;selected
658;21064;environmental protection,public space,urban greenery;8;Dobre grzyby (mikoryza) dla drzew Pola Mokotowskiego;seniors,families with children,animals;1
VOTES
voter_id;age;sex;voting_method;vote
30397;43;F;internet;658
39076;61;F;paper;658
56422;66;M;internet;658
67344;32;F;internet;658
83776;73;F;internet;658
89587;9;M;internet;658
95332;31;F;internet;658
102415;24;F;internet;658
