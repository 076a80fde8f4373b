META
key;value
description;Municipal PB in Gdańsk
country;Poland
unit;Gdańsk
instance;2020
num_projects;28
num_votes;30237
budget;3600000
vote_type;approval
rule;greedy
date_begin;09.09.2019
date_end;23.09.2019
min_length;1
max_length;1
language;polish
edition;7
PROJECTS
project_id;cost;votes;name
1;320300;5053;1 WSZYSTKO DLA PROMYKA
18;1000000;2668;GDAŃSK - POŁUDNIE: lepszy i szybszy wyjazd z al. Havla – budowa lewoskrętu w kierunku obwodnicy
7;2000000;2373;7 Prosta droga do morza - remont al. gen. J.Hallera, ETAP I.
6;2000000;1701;6 Sportowe bulwary n/d Opływem Motławy. Etap I.
10;2000000;1554;Bezpieczny sport i rekreacja na kółkach. Wspólne miejsce dla rolkarzy, wózkarzy i rowerzystów - Velodrom. Etap I.
27;100000;1357;27 Uratujmy Wielką Aleję Lipową!
9;1100000;1474;9 Przyśpieszmy tramwaje w Gdańsku!
23;1550000;1371;Wykonanie III etapu (kontynuacja) ścieżki pieszo-rowerowej wzdłuż Potoku Oruńskiego od str. pętli tramwajowej Łostowice -Świętokrzyska (zbiornika retencyjnego „Augustowska”) do Parku Oruńskiego.
26;346000;1144;26 KOT w wielkim mieście!
11;2000000;1196;Zagospodarowanie terenów przy zbiornikach retencyjnych w Gdańsku - kontynuacja.
21;1600000;1111;21 AUTOBUS GÓRNEGO TARASU GDAŃSKA - dostosowanie ulic
20;318900;1004;"""BEZPIECZNY GDAŃSK"" - Zajęcia edukacyjne z zakresu pierwszej pomocy dla dzieci i młodzieży oraz zabezpieczenie medyczne przestrzeni publicznej podczas wydarzeń wraz z zakupem ambulansu ratunkowego"
2;200000;1010;2 Na Lechię przez tunel
14;1969000;879;14 CHODNIKI GÓRNEGO TARASU - Kokoszki, Matarnia, Osowa
17;1000000;895;MIEJSCA POSTOJOWE I POPRAWA CHODNIKÓW PRZY PARKU ORUŃSKIM I ZBIORNIKU STARA ORUNIA
5;596000;643;5 Podwórkowe Harcowanie
8;1000000;791;8 Wzgórze Pachołek bez barier!
13;176000;660;Dokończenie oświetlenia spacerowej Alei Brzozowej w lesie w Parku Nadmorskim im. Ronalda Reagana ,plus nowe ławki .
12;2000000;538;Remont chodnika oraz wymiana nawierzchni ulicy Matuszyńskiego / Kruczkowskiego. Etap. I.
15;60000;440;15 Kino letnie nad Stawem Piekarnicza i na Podleśnej Polanie.
24;200000;516;24 Bezpieczeństwo nad wodą - bezpłatna nauka pływania dla mieszkańców
28;142000;463;28 Program „Sterylizacja i kastracja zwierząt właścicielskich”
22;150000;401;Miejsca do grillowania przy wybranych zbiornikach retencyjnych Gdańska Południe
4;1000000;334;4 Budowa estetycznych ogólnomiejskich słupów ogłoszeniowych.
25;10000;263;⚡ Czyste autobusy i tramwaje - zakup środków czystości dla Gdańskich Autobusów i Tramwajów ⚡
16;10000;157;⚡ Likiwdacja niedziałających przycisków wzbudzających zielone światło dla pieszych i rowerzystów ⚡
3;130000;147;Utworzenie stref dla osób palących w 4 gdańskich parkach miejskich i na terenie ZOO.
19;30000;94;Pasy rowerowe wydzielone w jezdni od ronda ulicy Małomiejskiej z Platynową, wzdłuż ulicy Platynowej do Biedronki przy ulicy Krzemowej
VOTES
voter_id;vote;district;sex;age
1;16;Piecki-Migowo;M;20
2;7;Osowa;M;27
3;13;Wrzeszcz Dolny;F;30
4;5;Wrzeszcz Górny;F;45
5;21;Kokoszki;F;33
6;21;Kokoszki;M;8
7;27;Zaspa Młyniec;M;18
8;21;Jasień;F;33
9;10;Zaspa Rozstaje;F;64
10;28;Osowa;F;30
11;20;Ujeścisko-Łostowice;F;20
12;27;Wzgórze Mickiewicza;F;31
13;17;Orunia Górna - Gdańsk Południe;F;32
14;18;Ujeścisko-Łostowice;M;8
15;18;Orunia-Św.Wojciech-Lipce;M;35
17;1;Zaspa Rozstaje;F;53
18;18;Nowy Port;F;28
19;3;Aniołki;M;32
20;11;Piecki-Migowo;M;36
21;1;Suchanino;F;39
22;17;Orunia-Św.Wojciech-Lipce;M;33
23;9;Wyspa Sobieszewska;F;40
24;18;Chełm;M;36
25;28;Suchanino;M;42
26;26;Oliwa;F;35
27;7;Piecki-Migowo;M;33
28;7;Piecki-Migowo;M;6
29;1;Oliwa;F;44
30;18;Orunia Górna - Gdańsk Południe;M;45
31;7;Piecki-Migowo;M;41
32;14;Osowa;F;29
33;18;Ujeścisko-Łostowice;M;36
34;11;Piecki-Migowo;M;37
35;18;Jasień;M;41
36;10;Przymorze Wielkie;M;17
37;11;Piecki-Migowo;F;29
38;10;Zaspa Młyniec;M;43
39;21;Jasień;M;33
40;18;Jasień;M;30
41;27;Osowa;F;35
42;11;Jasień;F;39
43;27;Aniołki;M;39
44;11;Jasień;M;3
45;18;Jasień;M;30
46;20;Przymorze Małe;F;26
47;18;Ujeścisko-Łostowice;M;32
48;3;Aniołki;F;33
49;23;Orunia Górna - Gdańsk Południe;F;43
50;11;Jasień;F;25
51;27;Wrzeszcz Górny;F;61
52;17;Orunia-Św.Wojciech-Lipce;M;39
53;13;Zaspa Rozstaje;F;56
54;1;Brzeźno;M;25
55;18;Orunia Górna - Gdańsk Południe;M;36
56;1;Orunia-Św.Wojciech-Lipce;F;28
57;18;Orunia Górna - Gdańsk Południe;F;41
58;18;Chełm;M;18
59;24;Piecki-Migowo;F;41
60;8;Jasień;M;38
61;9;Osowa;F;29
62;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;29
63;11;Piecki-Migowo;F;42
64;5;Wrzeszcz Dolny;M;33
65;11;Orunia Górna - Gdańsk Południe;F;38
66;14;Kokoszki;M;32
67;14;Osowa;F;44
68;9;Suchanino;F;37
69;11;Jasień;M;45
70;11;Ujeścisko-Łostowice;M;51
71;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;43
72;14;Kokoszki;F;31
74;20;VII Dwór;F;29
75;18;Orunia Górna - Gdańsk Południe;M;35
76;6;Aniołki;F;27
77;14;Kokoszki;F;4
79;3;Aniołki;M;2
80;18;Chełm;M;54
81;10;Piecki-Migowo;F;35
82;6;Piecki-Migowo;F;32
83;28;Przymorze Wielkie;F;32
84;14;Kokoszki;M;1
85;20;VII Dwór;M;34
86;26;Orunia Górna - Gdańsk Południe;F;37
87;3;Aniołki;M;0
88;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;26
89;6;Aniołki;M;44
90;17;Orunia Górna - Gdańsk Południe;F;4
91;26;Przymorze Małe;F;43
92;10;Piecki-Migowo;F;8
93;24;VII Dwór;F;46
94;17;Wzgórze Mickiewicza;M;33
95;17;Orunia Górna - Gdańsk Południe;F;1
96;6;Śródmieście;F;42
97;20;Suchanino;M;17
98;1;Piecki-Migowo;F;39
99;10;Piecki-Migowo;M;5
100;11;Przymorze Wielkie;F;38
101;2;Zaspa Młyniec;F;34
102;17;Chełm;M;40
103;18;Osowa;F;50
104;28;Osowa;F;27
105;21;Jasień;F;34
106;4;Śródmieście;M;12
107;27;Wzgórze Mickiewicza;M;77
108;10;Piecki-Migowo;M;41
109;1;Śródmieście;F;38
110;8;Stogi;F;31
111;18;Ujeścisko-Łostowice;M;35
112;1;Piecki-Migowo;M;30
113;28;Śródmieście;F;30
114;18;Chełm;F;32
115;9;Piecki-Migowo;F;27
116;18;Piecki-Migowo;M;3
117;27;Nowy Port;M;37
119;21;Ujeścisko-Łostowice;F;39
120;1;Przymorze Małe;F;48
121;14;Matarnia;M;53
122;11;Jasień;M;30
123;7;Wrzeszcz Dolny;M;39
124;5;Strzyża;M;22
125;27;Przymorze Wielkie;F;46
126;7;Wrzeszcz Dolny;F;42
128;14;Matarnia;F;41
129;11;Kokoszki;M;42
130;21;Ujeścisko-Łostowice;F;6
131;2;Piecki-Migowo;M;30
132;3;Jasień;F;32
133;26;Ujeścisko-Łostowice;F;33
134;18;Piecki-Migowo;F;33
135;6;Nowy Port;M;33
136;14;Matarnia;M;39
137;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
138;21;Ujeścisko-Łostowice;M;9
139;14;Matarnia;F;54
140;21;Ujeścisko-Łostowice;F;69
141;5;Suchanino;M;31
142;1;Piecki-Migowo;M;30
143;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;55
144;27;Olszynka;F;35
145;2;Nowy Port;F;44
146;20;Wyspa Sobieszewska;F;24
147;11;Ujeścisko-Łostowice;F;38
148;1;Orunia-Św.Wojciech-Lipce;M;51
149;21;Kokoszki;F;29
150;11;Piecki-Migowo;F;35
151;27;Nowy Port;M;33
152;26;Wrzeszcz Dolny;F;40
153;8;Przymorze Wielkie;F;49
154;18;Siedlce;M;27
155;20;Jasień;F;27
156;14;Osowa;F;33
157;27;Wrzeszcz Górny;M;33
158;20;Orunia Górna - Gdańsk Południe;M;30
159;11;Kokoszki;F;38
160;26;Wrzeszcz Dolny;M;5
161;27;Jasień;F;62
162;28;Nowy Port;F;66
163;14;Kokoszki;M;28
164;16;Jasień;F;34
165;9;Piecki-Migowo;F;36
166;18;Chełm;F;23
167;20;Zaspa Młyniec;F;41
168;22;Jasień;M;31
169;20;Zaspa Młyniec;M;34
170;8;Osowa;M;35
171;18;Wzgórze Mickiewicza;F;44
172;2;Piecki-Migowo;M;39
173;14;Matarnia;F;81
174;18;Chełm;F;48
175;27;Śródmieście;M;32
176;26;Zaspa Rozstaje;F;42
177;22;Jasień;F;28
178;11;Kokoszki;F;40
179;6;Chełm;F;39
180;5;Suchanino;F;37
181;26;Wrzeszcz Górny;F;35
182;14;Piecki-Migowo;M;30
183;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;26
184;10;Wzgórze Mickiewicza;M;38
185;10;Chełm;F;40
187;23;Ujeścisko-Łostowice;M;43
189;11;Kokoszki;M;31
190;10;Wrzeszcz Dolny;M;40
191;26;Wrzeszcz Dolny;M;40
192;9;Zaspa Młyniec;F;38
193;1;Suchanino;F;47
194;24;Wrzeszcz Dolny;F;28
195;17;Śródmieście;M;32
196;7;Brzeźno;F;36
197;1;Przymorze Wielkie;F;42
198;18;Chełm;F;70
199;9;Zaspa Młyniec;F;5
200;27;Młyniska;F;33
201;26;Wrzeszcz Górny;F;69
202;7;Wrzeszcz Dolny;M;22
203;12;Piecki-Migowo;M;33
204;9;Strzyża;F;29
205;18;Ujeścisko-Łostowice;F;41
206;20;Piecki-Migowo;F;31
208;18;Chełm;M;70
209;26;Piecki-Migowo;F;38
210;7;Wrzeszcz Dolny;F;61
211;2;Nowy Port;M;39
212;23;Orunia Górna - Gdańsk Południe;M;38
213;18;Chełm;M;38
214;6;Śródmieście;F;38
215;11;Piecki-Migowo;F;35
216;23;Chełm;F;43
217;1;Wrzeszcz Dolny;F;44
218;27;Piecki-Migowo;F;41
219;26;Wrzeszcz Górny;M;38
220;18;VII Dwór;F;34
221;8;Przymorze Małe;M;38
222;7;Wrzeszcz Dolny;M;70
223;9;Stogi;M;38
224;10;Piecki-Migowo;M;39
225;26;Brzeźno;F;42
226;27;Siedlce;F;41
227;20;Piecki-Migowo;M;32
228;2;Piecki-Migowo;M;34
229;18;Orunia Górna - Gdańsk Południe;M;44
230;18;Oliwa;F;71
231;9;Brzeźno;F;52
232;7;Wrzeszcz Dolny;M;20
233;18;Chełm;F;13
234;15;Siedlce;M;35
235;18;Jasień;M;36
236;7;Wrzeszcz Dolny;F;29
237;25;Kokoszki;F;32
238;18;Orunia Górna - Gdańsk Południe;F;34
239;21;Osowa;M;25
240;11;Piecki-Migowo;M;33
241;10;Piecki-Migowo;M;6
242;11;Jasień;F;35
243;8;Przymorze Małe;F;46
244;20;Piecki-Migowo;F;5
245;16;Przymorze Wielkie;F;33
246;10;Piecki-Migowo;F;11
247;15;Jasień;M;34
248;22;Jasień;M;45
249;24;Piecki-Migowo;F;35
250;20;Piecki-Migowo;F;3
251;18;Chełm;F;10
252;10;Oliwa;F;40
253;10;Przymorze Małe;F;32
254;9;Siedlce;F;49
255;19;Orunia Górna - Gdańsk Południe;F;32
256;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
257;23;Orunia Górna - Gdańsk Południe;F;37
258;23;Ujeścisko-Łostowice;F;57
259;10;Piecki-Migowo;M;40
260;23;Orunia Górna - Gdańsk Południe;F;36
261;23;Orunia Górna - Gdańsk Południe;M;4
262;22;Jasień;F;30
263;8;Kokoszki;M;41
264;6;Siedlce;M;24
265;20;Brzeźno;F;35
266;17;Ujeścisko-Łostowice;F;34
267;1;Oliwa;F;34
268;11;Kokoszki;F;38
269;14;Osowa;M;44
270;20;Oliwa;F;40
271;18;Orunia Górna - Gdańsk Południe;F;53
272;16;Piecki-Migowo;M;26
273;14;Osowa;F;45
274;8;Zaspa Młyniec;F;31
275;23;Orunia Górna - Gdańsk Południe;F;7
276;1;Piecki-Migowo;F;37
277;11;Piecki-Migowo;M;28
278;14;Piecki-Migowo;F;22
279;23;Orunia Górna - Gdańsk Południe;M;40
280;13;Śródmieście;F;45
281;23;Orunia Górna - Gdańsk Południe;M;4
282;11;Ujeścisko-Łostowice;M;42
283;14;Kokoszki;M;34
284;4;Wrzeszcz Dolny;M;66
286;1;Przymorze Wielkie;M;22
287;12;Piecki-Migowo;M;32
288;15;Ujeścisko-Łostowice;F;40
289;3;Przymorze Małe;F;67
290;28;Śródmieście;F;35
291;18;Orunia Górna - Gdańsk Południe;M;11
292;24;Brzeźno;F;39
294;13;Zaspa Rozstaje;F;32
295;2;Chełm;M;48
296;10;Brzeźno;F;34
297;26;Orunia-Św.Wojciech-Lipce;F;32
298;14;Osowa;M;25
299;9;Przymorze Małe;M;45
300;9;Przymorze Wielkie;M;46
301;17;Zaspa Młyniec;F;41
302;18;Orunia Górna - Gdańsk Południe;M;7
304;26;Orunia-Św.Wojciech-Lipce;F;10
305;1;Piecki-Migowo;M;28
306;2;Nowy Port;F;42
307;21;Kokoszki;M;30
309;23;Śródmieście;F;37
310;20;Piecki-Migowo;F;37
311;13;Zaspa Rozstaje;M;44
312;3;Piecki-Migowo;F;31
313;21;Jasień;F;30
314;28;Wzgórze Mickiewicza;F;20
315;2;Nowy Port;M;48
316;1;Orunia-Św.Wojciech-Lipce;F;30
317;10;Zaspa Młyniec;F;33
318;17;Chełm;M;70
319;27;Śródmieście;M;27
320;1;Chełm;F;36
321;7;Zaspa Młyniec;M;33
322;18;Ujeścisko-Łostowice;M;39
323;5;Chełm;F;54
324;18;Ujeścisko-Łostowice;M;9
325;23;Ujeścisko-Łostowice;F;46
326;14;Kokoszki;M;0
327;18;Ujeścisko-Łostowice;F;22
328;27;Śródmieście;M;33
329;9;Wrzeszcz Dolny;F;43
330;9;Jasień;M;33
332;26;Przymorze Wielkie;F;26
333;1;Ujeścisko-Łostowice;F;43
334;2;Nowy Port;M;13
335;3;Piecki-Migowo;F;3
336;18;Ujeścisko-Łostowice;F;33
337;17;Ujeścisko-Łostowice;F;6
338;23;Śródmieście;M;77
339;25;Jasień;F;36
340;1;Kokoszki;F;20
342;12;Wrzeszcz Górny;F;36
343;1;Brzeźno;F;30
344;14;Kokoszki;F;34
345;26;Brętowo;M;38
346;1;Wrzeszcz Górny;M;66
347;11;Jasień;M;30
348;1;Piecki-Migowo;F;38
349;5;Siedlce;F;23
350;1;Orunia-Św.Wojciech-Lipce;F;56
351;14;Osowa;M;29
352;4;Wrzeszcz Dolny;M;45
353;12;Piecki-Migowo;M;35
354;9;Wrzeszcz Górny;M;45
355;23;Chełm;F;41
356;7;Zaspa Rozstaje;F;40
357;1;Kokoszki;F;40
358;27;Wyspa Sobieszewska;M;22
359;26;Piecki-Migowo;M;43
360;1;Wrzeszcz Górny;F;52
361;18;Ujeścisko-Łostowice;M;36
362;1;Osowa;F;60
363;9;Piecki-Migowo;F;44
364;7;Przymorze Wielkie;F;53
365;10;Zaspa Młyniec;F;46
366;27;Śródmieście;M;41
367;27;Przymorze Wielkie;F;70
368;26;Chełm;F;42
369;18;Chełm;F;36
370;6;Piecki-Migowo;M;35
372;13;Przymorze Wielkie;F;62
373;7;Wrzeszcz Górny;M;20
374;13;Ujeścisko-Łostowice;F;41
375;1;Siedlce;F;26
376;20;Oliwa;M;31
377;1;Wrzeszcz Dolny;F;30
378;2;Piecki-Migowo;M;38
379;21;Kokoszki;F;37
380;9;Piecki-Migowo;F;29
381;18;Ujeścisko-Łostowice;F;49
382;13;Przymorze Małe;M;10
383;23;Orunia Górna - Gdańsk Południe;F;36
384;12;Piecki-Migowo;M;41
385;1;Piecki-Migowo;F;33
386;13;Przymorze Wielkie;M;65
387;7;Jasień;M;36
388;18;Orunia Górna - Gdańsk Południe;F;27
389;7;Zaspa Rozstaje;F;7
390;18;Ujeścisko-Łostowice;M;28
391;7;Kokoszki;M;43
392;6;Wyspa Sobieszewska;F;28
393;28;Brzeźno;F;42
394;7;Brzeźno;F;50
395;11;Ujeścisko-Łostowice;M;34
396;12;Piecki-Migowo;M;5
397;22;Piecki-Migowo;M;37
398;23;Orunia Górna - Gdańsk Południe;M;2
399;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;42
400;7;Brzeźno;M;34
401;7;Piecki-Migowo;M;44
402;7;Zaspa Rozstaje;M;2
403;12;Piecki-Migowo;F;3
404;27;Zaspa Młyniec;F;30
405;5;Suchanino;F;48
406;1;Zaspa Rozstaje;F;42
407;17;Wzgórze Mickiewicza;F;60
408;25;Suchanino;F;54
409;1;Piecki-Migowo;F;38
410;6;Śródmieście;M;44
411;11;Jasień;M;40
412;18;Chełm;F;39
413;11;Ujeścisko-Łostowice;M;12
414;2;Piecki-Migowo;F;33
415;12;Piecki-Migowo;F;31
416;27;Chełm;M;31
417;11;Ujeścisko-Łostowice;M;10
418;1;Piecki-Migowo;M;5
419;6;Śródmieście;F;19
420;1;Piecki-Migowo;M;4
421;26;Przymorze Wielkie;F;28
422;6;Śródmieście;F;33
423;7;Siedlce;M;32
424;28;Przymorze Małe;F;43
425;27;Śródmieście;M;30
426;14;Matarnia;F;59
427;20;Piecki-Migowo;F;37
428;23;Ujeścisko-Łostowice;M;35
429;5;Jasień;M;26
430;1;Siedlce;F;73
431;20;Orunia-Św.Wojciech-Lipce;M;36
432;1;Chełm;F;47
433;21;Jasień;F;65
434;4;Zaspa Młyniec;F;39
435;18;Chełm;M;42
436;13;Zaspa Młyniec;M;39
437;2;Piecki-Migowo;M;0
438;6;Śródmieście;M;30
439;11;Ujeścisko-Łostowice;M;41
440;12;Piecki-Migowo;M;34
441;24;Piecki-Migowo;M;43
442;2;Jasień;F;25
443;5;Piecki-Migowo;F;33
444;1;Piecki-Migowo;F;39
445;9;Przymorze Małe;F;45
446;11;Orunia Górna - Gdańsk Południe;M;27
447;11;Kokoszki;M;42
448;22;Jasień;F;27
449;8;Zaspa Rozstaje;F;33
450;11;Jasień;M;48
451;22;Jasień;M;40
452;1;Zaspa Rozstaje;M;66
453;7;Brzeźno;F;29
454;18;Orunia Górna - Gdańsk Południe;F;34
455;21;Kokoszki;F;34
456;10;Zaspa Rozstaje;F;44
457;23;Ujeścisko-Łostowice;M;33
458;9;Ujeścisko-Łostowice;M;17
459;26;Wrzeszcz Dolny;M;66
460;12;Piecki-Migowo;F;66
461;8;Zaspa Młyniec;F;33
462;20;Wrzeszcz Górny;F;45
463;7;Siedlce;M;38
464;12;Piecki-Migowo;F;4
465;18;Ujeścisko-Łostowice;M;44
466;26;Piecki-Migowo;F;44
467;18;Orunia Górna - Gdańsk Południe;F;27
468;1;Ujeścisko-Łostowice;M;33
469;27;Wrzeszcz Górny;M;38
470;9;Wrzeszcz Górny;M;36
471;18;Orunia Górna - Gdańsk Południe;M;36
472;7;Wrzeszcz Górny;F;62
473;1;Jasień;F;32
474;12;Piecki-Migowo;F;2
475;13;Zaspa Rozstaje;M;43
476;1;Jasień;F;39
477;15;Ujeścisko-Łostowice;M;42
478;6;Śródmieście;F;47
479;27;Jasień;M;32
480;21;Jasień;F;29
481;26;Jasień;M;30
482;17;Orunia Górna - Gdańsk Południe;F;36
483;1;Ujeścisko-Łostowice;M;27
484;5;Brzeźno;F;35
485;14;Osowa;F;35
486;1;Ujeścisko-Łostowice;F;33
487;12;Piecki-Migowo;F;31
488;13;Zaspa Rozstaje;F;33
489;18;Przymorze Małe;M;40
490;8;Strzyża;M;39
491;10;Przymorze Małe;M;61
492;20;Przymorze Wielkie;M;46
493;1;Brętowo;F;44
494;6;Śródmieście;M;41
495;9;Aniołki;M;35
497;1;Ujeścisko-Łostowice;F;60
498;26;Przymorze Małe;M;62
499;5;Brzeźno;F;9
500;26;Stogi;F;42
501;9;Wrzeszcz Dolny;M;35
502;12;Piecki-Migowo;M;39
503;24;Piecki-Migowo;F;29
504;1;Osowa;F;5
505;1;Przymorze Małe;M;36
506;7;Wrzeszcz Dolny;F;38
507;21;Jasień;M;19
508;24;Piecki-Migowo;F;32
509;21;Jasień;M;44
510;17;Aniołki;F;40
511;1;Ujeścisko-Łostowice;M;63
512;9;Wrzeszcz Górny;M;47
513;1;Piecki-Migowo;M;32
514;11;Orunia Górna - Gdańsk Południe;M;35
515;14;Osowa;M;3
516;15;Stogi;F;44
517;23;Orunia-Św.Wojciech-Lipce;M;34
518;10;Ujeścisko-Łostowice;M;41
519;26;Brzeźno;F;42
520;7;Wrzeszcz Dolny;F;38
521;8;Przymorze Małe;M;63
522;12;Piecki-Migowo;M;5
523;1;Zaspa Rozstaje;M;38
524;13;Zaspa Rozstaje;F;3
525;9;Aniołki;F;34
526;1;Piecki-Migowo;F;30
527;24;Piecki-Migowo;M;5
528;7;Zaspa Młyniec;F;42
529;12;Piecki-Migowo;M;3
530;11;Jasień;F;33
531;7;Brzeźno;F;25
532;20;Jasień;F;30
533;18;Orunia Górna - Gdańsk Południe;F;31
534;13;Zaspa Rozstaje;F;0
535;9;Wrzeszcz Górny;F;48
536;13;Zaspa Rozstaje;M;34
537;13;Zaspa Rozstaje;M;32
538;7;Brzeźno;F;38
539;27;Nowy Port;F;61
541;1;Piecki-Migowo;M;34
542;13;Przymorze Wielkie;M;37
543;24;Osowa;F;43
544;1;Jasień;M;39
545;7;Ujeścisko-Łostowice;M;39
546;7;Wrzeszcz Górny;F;24
548;19;Orunia Górna - Gdańsk Południe;F;43
549;23;Chełm;M;45
550;14;Matarnia;M;39
551;5;Orunia Górna - Gdańsk Południe;F;17
552;13;Przymorze Małe;F;45
553;1;Przymorze Małe;M;0
554;1;Wrzeszcz Górny;F;32
555;1;Wrzeszcz Dolny;F;69
556;7;Przymorze Małe;F;81
557;23;Orunia-Św.Wojciech-Lipce;F;18
558;12;Piecki-Migowo;M;43
559;24;Piecki-Migowo;M;5
560;15;Piecki-Migowo;F;66
561;6;Piecki-Migowo;F;33
562;7;Wrzeszcz Górny;M;5
563;9;Jasień;M;22
564;27;Chełm;F;39
565;18;Ujeścisko-Łostowice;F;32
566;10;Wrzeszcz Górny;M;3
568;21;Kokoszki;M;51
569;5;Wrzeszcz Górny;M;17
570;5;Orunia Górna - Gdańsk Południe;F;18
571;12;Piecki-Migowo;M;41
572;10;Osowa;F;29
573;13;Zaspa Rozstaje;F;32
574;21;Kokoszki;M;35
575;21;Orunia Górna - Gdańsk Południe;F;33
576;4;Strzyża;M;35
577;10;Zaspa Młyniec;M;35
578;10;Wyspa Sobieszewska;F;33
579;1;Przymorze Małe;F;4
580;24;Piecki-Migowo;M;31
581;1;Wrzeszcz Górny;M;32
582;12;Piecki-Migowo;M;69
583;1;Chełm;F;40
584;9;Osowa;M;26
585;6;Zaspa Rozstaje;F;30
586;20;Piecki-Migowo;F;33
587;20;Matarnia;F;41
588;18;Orunia Górna - Gdańsk Południe;M;23
589;16;Wrzeszcz Dolny;M;25
590;5;Orunia Górna - Gdańsk Południe;F;42
591;26;Osowa;F;46
592;6;Piecki-Migowo;F;30
593;1;Przymorze Małe;F;36
594;1;Wrzeszcz Dolny;F;45
595;18;Jasień;M;34
596;5;Wrzeszcz Dolny;F;32
597;14;Kokoszki;F;40
598;1;Jasień;F;33
599;7;Wrzeszcz Dolny;F;39
600;16;Przymorze Wielkie;M;22
601;12;Piecki-Migowo;F;31
602;10;Zaspa Rozstaje;M;65
603;2;Osowa;M;36
604;21;Osowa;F;40
605;7;Strzyża;M;48
606;1;Piecki-Migowo;F;31
607;9;Wrzeszcz Dolny;F;33
608;19;Oliwa;M;41
609;5;Ujeścisko-Łostowice;F;22
610;18;Orunia Górna - Gdańsk Południe;F;33
611;9;VII Dwór;M;64
612;27;Wrzeszcz Górny;F;53
613;12;Piecki-Migowo;F;36
614;12;Piecki-Migowo;F;2
615;11;Jasień;F;36
616;1;Nowy Port;F;45
617;7;Zaspa Rozstaje;M;42
618;9;Przymorze Wielkie;M;41
619;15;Wrzeszcz Górny;F;68
620;10;Piecki-Migowo;F;38
621;7;Piecki-Migowo;M;33
622;2;Piecki-Migowo;M;47
623;18;Ujeścisko-Łostowice;F;30
624;1;Przymorze Wielkie;F;30
625;21;Osowa;F;45
626;10;Strzyża;F;27
627;11;Wrzeszcz Górny;M;28
628;26;Piecki-Migowo;F;66
629;2;Oliwa;M;65
630;1;Przymorze Małe;F;25
632;9;Wrzeszcz Górny;M;47
633;26;Przymorze Wielkie;F;41
634;9;Ujeścisko-Łostowice;F;40
635;7;Wrzeszcz Dolny;M;27
636;9;Oliwa;M;19
637;15;Piecki-Migowo;F;37
638;16;Piecki-Migowo;F;40
639;10;Jasień;F;27
640;26;Siedlce;F;45
641;14;Osowa;F;42
642;1;Brętowo;F;46
643;9;Przymorze Wielkie;M;19
644;26;Jasień;F;49
645;17;Jasień;F;35
646;14;Kokoszki;F;34
647;1;Jasień;F;33
648;27;Przymorze Wielkie;M;57
649;23;Orunia Górna - Gdańsk Południe;F;48
650;7;Wrzeszcz Dolny;F;47
652;12;Piecki-Migowo;F;33
653;18;Osowa;M;42
654;1;Wrzeszcz Dolny;F;41
655;13;Brzeźno;M;27
656;17;Orunia Górna - Gdańsk Południe;F;27
657;11;Jasień;F;29
658;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;67
659;1;Osowa;F;22
660;21;Osowa;F;36
661;18;Ujeścisko-Łostowice;M;40
662;1;Jasień;M;4
663;1;Nowy Port;F;49
664;7;Wrzeszcz Górny;F;26
665;8;Zaspa Młyniec;F;41
666;10;Zaspa Rozstaje;M;70
667;1;Wzgórze Mickiewicza;F;28
668;20;Zaspa Młyniec;F;34
669;23;Jasień;M;43
670;6;Chełm;M;36
671;7;Zaspa Młyniec;F;60
672;7;Brzeźno;M;36
673;8;Zaspa Młyniec;M;42
674;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;65
675;26;Siedlce;F;75
676;14;Osowa;M;19
677;1;Śródmieście;F;41
678;22;Śródmieście;F;39
679;27;Jasień;F;23
680;7;Przymorze Wielkie;M;45
681;10;Zaspa Rozstaje;F;60
682;1;Jasień;M;12
683;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;34
684;1;Nowy Port;F;45
685;2;Wrzeszcz Dolny;F;41
686;18;Jasień;M;29
687;21;Osowa;M;31
688;1;Przymorze Wielkie;M;53
689;10;Piecki-Migowo;F;33
690;8;Przymorze Małe;F;57
691;6;Olszynka;F;34
692;13;Kokoszki;F;31
693;23;Chełm;F;42
694;12;Piecki-Migowo;F;39
696;1;Przymorze Małe;M;62
697;14;Matarnia;F;37
698;20;Piecki-Migowo;M;36
699;3;Brzeźno;M;39
700;1;Nowy Port;M;44
701;27;Orunia-Św.Wojciech-Lipce;F;25
702;21;Jasień;M;37
703;7;Wrzeszcz Dolny;M;35
704;14;Osowa;F;44
705;17;Orunia-Św.Wojciech-Lipce;F;53
706;10;Osowa;F;44
707;20;Piecki-Migowo;F;32
708;6;Stogi;M;49
709;25;Siedlce;M;33
710;16;Matarnia;F;74
711;6;Zaspa Młyniec;F;29
712;18;Śródmieście;M;21
713;12;Piecki-Migowo;M;41
714;1;Suchanino;F;68
715;10;Piecki-Migowo;F;35
716;9;Wzgórze Mickiewicza;F;43
717;15;Piecki-Migowo;F;50
718;27;Brętowo;F;43
719;8;Zaspa Młyniec;F;27
720;1;Chełm;M;40
721;18;Orunia Górna - Gdańsk Południe;F;41
722;1;Piecki-Migowo;M;32
723;10;Osowa;F;7
724;1;Chełm;F;23
725;8;Zaspa Młyniec;F;65
726;21;Jasień;F;39
727;10;Zaspa Rozstaje;M;74
728;8;Przymorze Małe;M;33
729;18;Orunia Górna - Gdańsk Południe;M;14
730;18;Chełm;M;61
731;7;Zaspa Młyniec;M;31
732;24;Stogi;F;38
733;9;Wrzeszcz Górny;F;69
734;18;Piecki-Migowo;M;37
735;16;Matarnia;M;77
736;21;Jasień;F;5
737;10;Osowa;M;34
738;22;Wrzeszcz Dolny;F;28
739;27;VII Dwór;F;32
740;25;Stogi;M;43
741;12;Piecki-Migowo;M;34
742;11;Jasień;F;33
743;11;Piecki-Migowo;F;38
744;8;Wrzeszcz Górny;F;32
745;21;Jasień;M;1
746;21;Jasień;M;34
747;23;Wzgórze Mickiewicza;F;39
748;1;Piecki-Migowo;M;37
749;6;Aniołki;F;30
750;18;Piecki-Migowo;F;31
751;14;Matarnia;F;42
752;27;Wrzeszcz Górny;F;33
753;17;Orunia-Św.Wojciech-Lipce;F;60
754;26;Kokoszki;F;44
755;25;Piecki-Migowo;F;34
756;11;Chełm;F;20
757;18;Chełm;F;18
758;17;Suchanino;F;30
759;18;Jasień;M;34
760;10;Zaspa Rozstaje;F;43
761;8;Piecki-Migowo;M;33
762;1;Nowy Port;F;45
763;1;VII Dwór;M;26
764;18;Piecki-Migowo;M;34
765;9;Wrzeszcz Dolny;F;31
766;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;22
767;21;Jasień;M;1
769;17;Orunia-Św.Wojciech-Lipce;F;26
770;1;Chełm;F;34
771;18;Wzgórze Mickiewicza;F;29
772;21;Jasień;M;39
773;5;Zaspa Młyniec;M;4
774;6;Śródmieście;F;62
775;1;Piecki-Migowo;M;33
776;1;Nowy Port;F;25
777;8;Piecki-Migowo;M;69
778;24;Chełm;M;30
779;18;Piecki-Migowo;F;37
780;16;Piecki-Migowo;F;1
781;11;Jasień;M;30
782;10;Osowa;M;47
783;23;Zaspa Młyniec;M;3
785;11;Piecki-Migowo;M;43
786;18;Wzgórze Mickiewicza;M;4
788;26;Kokoszki;F;7
789;1;Olszynka;F;25
790;17;Orunia Górna - Gdańsk Południe;F;33
791;8;Zaspa Młyniec;F;54
792;23;Chełm;F;46
793;7;Nowy Port;F;42
794;27;Zaspa Młyniec;F;39
795;6;Jasień;M;27
796;23;Chełm;F;40
797;22;Piecki-Migowo;M;35
798;18;Wzgórze Mickiewicza;M;4
799;9;Suchanino;F;23
800;24;Zaspa Młyniec;F;44
801;26;Przymorze Wielkie;F;50
802;17;Piecki-Migowo;M;31
803;8;Zaspa Młyniec;M;55
804;18;Jasień;M;23
805;2;Wrzeszcz Dolny;F;66
806;11;Piecki-Migowo;M;9
807;26;Kokoszki;M;5
808;4;Śródmieście;M;32
809;27;Przymorze Wielkie;M;32
810;1;Aniołki;F;35
811;23;Ujeścisko-Łostowice;M;40
812;28;Zaspa Rozstaje;F;35
813;7;Wrzeszcz Dolny;M;30
814;26;Wrzeszcz Dolny;F;36
815;14;Osowa;F;24
816;18;Chełm;F;36
817;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;52
818;11;Piecki-Migowo;F;4
819;18;Chełm;F;44
820;7;Zaspa Rozstaje;F;33
821;15;Piecki-Migowo;F;36
822;27;Przymorze Małe;F;40
823;7;Zaspa Rozstaje;F;49
824;9;Jasień;M;35
825;18;Chełm;M;34
826;11;Ujeścisko-Łostowice;F;39
827;2;Przymorze Wielkie;M;35
828;1;Strzyża;F;29
829;5;Stogi;F;24
830;1;Śródmieście;F;56
831;18;Jasień;F;30
832;26;Śródmieście;F;46
833;21;Jasień;F;42
834;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
835;10;Śródmieście;M;35
836;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
837;26;Chełm;M;34
838;10;Zaspa Rozstaje;M;34
839;28;Przymorze Wielkie;F;32
840;8;Osowa;F;32
841;23;Strzyża;M;56
842;15;Wzgórze Mickiewicza;F;23
843;1;Przymorze Małe;F;31
844;18;Ujeścisko-Łostowice;M;44
845;10;Wrzeszcz Dolny;M;27
846;8;Przymorze Wielkie;M;42
847;1;Wrzeszcz Górny;M;31
848;24;Brzeźno;F;20
850;9;Jasień;M;19
851;1;Kokoszki;F;40
852;21;Matarnia;F;28
853;24;Jasień;M;28
854;1;Orunia Górna - Gdańsk Południe;F;22
855;9;Ujeścisko-Łostowice;M;22
856;18;Chełm;M;38
857;23;Chełm;M;40
858;9;Suchanino;M;60
859;14;Osowa;F;4
860;20;Wrzeszcz Górny;M;32
861;17;Ujeścisko-Łostowice;F;29
862;7;VII Dwór;M;39
863;7;Wrzeszcz Dolny;M;28
864;11;Ujeścisko-Łostowice;M;35
865;20;Przymorze Wielkie;F;56
866;23;Orunia-Św.Wojciech-Lipce;M;54
867;21;Piecki-Migowo;F;39
868;10;Wrzeszcz Dolny;M;45
869;7;Brzeźno;F;57
870;8;Oliwa;M;52
871;24;Siedlce;F;52
873;10;Zaspa Rozstaje;M;73
874;1;Oliwa;M;27
875;18;Stogi;M;39
876;1;Ujeścisko-Łostowice;F;47
877;23;Chełm;F;43
878;26;Nowy Port;M;36
879;1;Przymorze Małe;M;29
880;12;Piecki-Migowo;F;41
881;2;Chełm;M;40
882;23;Zaspa Młyniec;M;36
883;27;Piecki-Migowo;M;32
884;18;Jasień;M;40
885;23;Ujeścisko-Łostowice;F;35
886;27;Oliwa;F;24
887;17;Chełm;M;57
888;8;Oliwa;M;42
889;17;Orunia Górna - Gdańsk Południe;M;29
890;9;Siedlce;M;29
891;6;Stogi;M;29
892;26;Zaspa Młyniec;F;52
893;26;Orunia Górna - Gdańsk Południe;M;26
894;7;Brzeźno;M;46
895;1;Ujeścisko-Łostowice;F;34
896;18;Orunia Górna - Gdańsk Południe;F;39
897;11;Oliwa;M;22
898;1;Piecki-Migowo;F;37
899;18;Chełm;M;67
900;6;Matarnia;F;70
901;1;Jasień;F;30
902;9;Aniołki;F;22
903;26;Chełm;F;25
904;18;Chełm;F;70
905;14;Matarnia;F;28
906;11;Oliwa;F;80
907;6;Matarnia;M;75
908;9;Chełm;F;30
909;14;Matarnia;M;30
910;18;Jasień;F;35
911;5;Nowy Port;F;40
912;6;Przymorze Wielkie;M;24
913;2;Wrzeszcz Dolny;M;31
914;22;Jasień;F;27
915;7;Przymorze Wielkie;F;34
916;18;Ujeścisko-Łostowice;M;32
917;18;Chełm;M;33
918;10;Piecki-Migowo;M;43
919;10;Zaspa Rozstaje;F;73
920;10;Siedlce;M;25
921;5;Orunia Górna - Gdańsk Południe;F;23
922;7;Wrzeszcz Dolny;M;34
923;7;Śródmieście;M;32
924;7;Brzeźno;F;83
925;1;Przymorze Wielkie;F;43
926;22;Jasień;M;27
927;1;Przymorze Wielkie;F;38
928;23;Orunia Górna - Gdańsk Południe;F;35
929;18;Jasień;M;32
930;6;Wyspa Sobieszewska;M;42
931;1;Brzeźno;F;44
932;7;Nowy Port;F;45
933;23;Ujeścisko-Łostowice;F;35
934;7;Wrzeszcz Dolny;F;40
935;1;Przymorze Małe;F;25
936;6;Stogi;F;42
937;18;Jasień;M;35
938;21;Kokoszki;M;48
939;4;Stogi;M;36
940;11;Zaspa Młyniec;F;25
941;6;Śródmieście;M;28
942;10;Zaspa Rozstaje;F;67
943;9;Strzyża;M;40
944;17;Piecki-Migowo;F;45
945;1;Wrzeszcz Górny;F;35
946;15;Wrzeszcz Górny;F;52
947;5;Jasień;F;18
948;12;Piecki-Migowo;M;42
949;27;Przymorze Wielkie;F;39
950;1;Piecki-Migowo;F;44
951;17;Orunia-Św.Wojciech-Lipce;M;41
952;21;Osowa;F;36
953;1;Osowa;M;18
954;12;Piecki-Migowo;F;70
955;11;Jasień;F;34
956;1;Piecki-Migowo;M;15
957;10;Zaspa Rozstaje;M;34
958;23;Śródmieście;F;46
959;8;Oliwa;F;39
960;18;Wzgórze Mickiewicza;M;48
961;10;Zaspa Rozstaje;F;68
962;1;Ujeścisko-Łostowice;M;16
964;7;Wrzeszcz Dolny;M;33
965;1;Wrzeszcz Dolny;F;39
966;7;Oliwa;M;46
967;1;Piecki-Migowo;M;66
968;20;Jasień;F;29
969;1;Piecki-Migowo;F;66
970;25;Piecki-Migowo;M;61
971;11;Zaspa Rozstaje;F;68
972;26;Wrzeszcz Górny;M;32
973;1;Przymorze Wielkie;F;44
974;27;Przymorze Małe;M;38
975;1;Wrzeszcz Dolny;F;9
976;21;Osowa;F;42
977;8;Zaspa Młyniec;F;14
978;23;Ujeścisko-Łostowice;M;37
979;1;Wrzeszcz Dolny;M;1
980;7;Zaspa Młyniec;F;44
981;26;Przymorze Małe;F;54
982;1;Chełm;F;59
983;10;Przymorze Wielkie;F;40
984;1;Wrzeszcz Górny;M;68
985;2;Oliwa;M;35
986;25;Siedlce;F;21
987;1;Wrzeszcz Dolny;M;16
988;7;Piecki-Migowo;F;32
989;14;Osowa;M;38
990;23;Orunia-Św.Wojciech-Lipce;M;45
991;10;Brzeźno;F;32
992;8;Strzyża;F;47
993;14;Osowa;M;62
994;21;Osowa;F;48
995;5;Jasień;F;35
996;12;Piecki-Migowo;M;41
997;9;Stogi;M;57
998;17;Orunia Górna - Gdańsk Południe;F;25
999;10;Zaspa Rozstaje;M;36
1000;9;Oliwa;M;88
1001;14;Matarnia;F;40
1002;24;Jasień;F;60
1003;5;Orunia Górna - Gdańsk Południe;M;21
1004;13;Przymorze Wielkie;M;54
1005;17;Orunia-Św.Wojciech-Lipce;M;42
1006;1;Ujeścisko-Łostowice;F;31
1007;11;Jasień;M;42
1008;9;Oliwa;F;80
1009;1;Siedlce;F;34
1010;1;Osowa;M;43
1011;21;Osowa;F;32
1012;13;Przymorze Małe;M;49
1013;17;Orunia-Św.Wojciech-Lipce;F;39
1014;17;Orunia-Św.Wojciech-Lipce;F;60
1015;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;40
1016;23;Orunia Górna - Gdańsk Południe;M;39
1017;23;Orunia Górna - Gdańsk Południe;F;45
1018;27;VII Dwór;F;62
1019;1;Przymorze Małe;F;33
1020;1;Piecki-Migowo;F;35
1021;7;Wrzeszcz Dolny;F;35
1022;18;Ujeścisko-Łostowice;F;38
1023;21;Matarnia;F;31
1024;10;Zaspa Rozstaje;F;59
1025;23;Chełm;M;32
1026;7;Piecki-Migowo;M;47
1027;19;Orunia Górna - Gdańsk Południe;F;32
1028;17;Jasień;F;35
1029;17;Piecki-Migowo;F;40
1030;14;Osowa;M;6
1031;3;Wrzeszcz Dolny;F;18
1032;8;VII Dwór;F;38
1033;7;Wrzeszcz Dolny;F;18
1034;26;Brzeźno;F;37
1035;10;Osowa;M;37
1036;18;Ujeścisko-Łostowice;M;35
1037;26;Zaspa Rozstaje;M;67
1038;8;VII Dwór;F;86
1039;21;Chełm;F;37
1040;1;Wrzeszcz Dolny;M;41
1041;26;Strzyża;F;25
1042;18;Orunia Górna - Gdańsk Południe;F;26
1043;11;Ujeścisko-Łostowice;M;32
1044;1;Chełm;F;47
1045;1;Piecki-Migowo;M;27
1046;27;Osowa;F;42
1047;1;Kokoszki;F;29
1048;8;VII Dwór;M;42
1049;22;Piecki-Migowo;M;31
1050;21;Piecki-Migowo;F;33
1051;14;Osowa;M;5
1053;22;Jasień;F;28
1054;13;Przymorze Małe;F;35
1055;11;Jasień;M;59
1056;2;Wrzeszcz Dolny;F;39
1058;14;Matarnia;F;44
1059;7;Brzeźno;F;51
1060;26;Chełm;F;44
1061;2;Brzeźno;F;25
1062;11;Jasień;F;38
1063;26;Zaspa Rozstaje;F;48
1064;17;Orunia Górna - Gdańsk Południe;F;38
1065;12;Piecki-Migowo;F;32
1066;1;Przymorze Małe;F;41
1067;23;Orunia Górna - Gdańsk Południe;F;70
1068;9;Zaspa Młyniec;M;20
1069;21;Kokoszki;M;4
1070;3;Orunia Górna - Gdańsk Południe;M;16
1071;21;Jasień;F;28
1072;26;Wrzeszcz Górny;F;49
1073;21;Przymorze Małe;M;31
1074;14;Osowa;F;3
1075;18;Orunia Górna - Gdańsk Południe;M;7
1076;18;Orunia Górna - Gdańsk Południe;F;30
1077;23;Chełm;M;35
1078;21;Kokoszki;M;2
1079;18;Ujeścisko-Łostowice;M;38
1080;18;Chełm;M;39
1081;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;19
1082;1;Brętowo;F;49
1083;18;Ujeścisko-Łostowice;M;44
1084;10;Zaspa Rozstaje;M;71
1085;26;Orunia-Św.Wojciech-Lipce;M;27
1086;1;Nowy Port;F;24
1087;18;Orunia Górna - Gdańsk Południe;F;4
1088;26;Piecki-Migowo;F;49
1089;21;Kokoszki;M;36
1090;28;Jasień;M;21
1091;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;49
1092;22;Orunia Górna - Gdańsk Południe;F;33
1093;18;Orunia Górna - Gdańsk Południe;F;40
1094;13;Zaspa Rozstaje;F;36
1095;21;Jasień;F;62
1096;25;Chełm;F;33
1097;28;Przymorze Wielkie;M;33
1098;1;Kokoszki;F;48
1099;26;Piecki-Migowo;M;49
1100;18;Orunia Górna - Gdańsk Południe;F;2
1101;21;Jasień;M;64
1102;28;Piecki-Migowo;M;15
1103;14;Jasień;F;35
1104;1;Ujeścisko-Łostowice;F;33
1105;20;Aniołki;F;23
1106;1;Wrzeszcz Dolny;F;40
1107;6;Wyspa Sobieszewska;M;31
1108;27;Wrzeszcz Górny;F;58
1109;21;Jasień;M;36
1110;9;Ujeścisko-Łostowice;M;31
1111;21;Jasień;F;26
1113;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;37
1114;21;Matarnia;F;63
1115;13;Przymorze Wielkie;M;40
1116;26;Wrzeszcz Górny;F;37
1117;1;Zaspa Rozstaje;F;32
1119;5;Chełm;M;22
1120;2;Zaspa Rozstaje;M;72
1121;2;Piecki-Migowo;M;39
1122;18;Ujeścisko-Łostowice;F;47
1123;1;Oliwa;M;31
1124;21;Matarnia;M;65
1125;14;Osowa;F;37
1126;26;Wrzeszcz Dolny;F;39
1127;26;Osowa;F;52
1128;9;Przymorze Wielkie;F;49
1129;11;Jasień;M;33
1130;26;Siedlce;F;36
1131;6;Śródmieście;F;48
1132;26;Zaspa Młyniec;F;48
1133;28;Matarnia;F;31
1134;5;Nowy Port;F;44
1135;18;Orunia Górna - Gdańsk Południe;F;62
1136;23;Orunia Górna - Gdańsk Południe;M;61
1137;10;Zaspa Rozstaje;F;47
1138;12;Piecki-Migowo;M;38
1139;21;Jasień;F;29
1140;23;Orunia Górna - Gdańsk Południe;F;34
1141;21;Kokoszki;M;64
1142;4;Nowy Port;M;52
1143;27;Piecki-Migowo;F;36
1144;27;Siedlce;F;44
1145;9;Piecki-Migowo;M;29
1146;26;Przymorze Małe;F;23
1147;21;Jasień;F;29
1148;8;Przymorze Wielkie;F;34
1149;27;Siedlce;M;66
1150;23;Chełm;M;41
1151;18;Orunia Górna - Gdańsk Południe;F;35
1152;18;Orunia Górna - Gdańsk Południe;M;38
1153;12;Piecki-Migowo;F;41
1154;3;Przymorze Małe;M;31
1155;1;Orunia-Św.Wojciech-Lipce;M;37
1156;20;Osowa;F;28
1157;1;Letnica;F;41
1158;21;Jasień;F;32
1159;18;Orunia Górna - Gdańsk Południe;F;36
1160;26;Osowa;F;45
1161;20;Suchanino;F;41
1162;11;Jasień;F;5
1163;9;Przymorze Małe;M;33
1165;20;Przymorze Wielkie;M;28
1166;12;Piecki-Migowo;F;69
1167;27;Nowy Port;M;36
1168;8;Oliwa;F;22
1169;24;Orunia-Św.Wojciech-Lipce;F;32
1170;6;Brzeźno;M;42
1171;17;Wrzeszcz Górny;F;31
1172;17;Osowa;M;67
1173;1;Piecki-Migowo;F;35
1174;1;Ujeścisko-Łostowice;F;34
1175;11;Strzyża;M;28
1176;1;Orunia-Św.Wojciech-Lipce;F;33
1177;27;Suchanino;F;33
1178;25;Matarnia;M;65
1179;1;Stogi;F;54
1180;1;Nowy Port;M;47
1181;15;Stogi;F;22
1182;25;Przymorze Wielkie;M;32
1183;13;Przymorze Wielkie;F;38
1184;1;Wzgórze Mickiewicza;F;28
1185;13;Nowy Port;F;41
1186;26;Orunia Górna - Gdańsk Południe;F;35
1187;9;Oliwa;F;30
1189;1;Stogi;F;42
1190;1;Orunia-Św.Wojciech-Lipce;F;57
1191;18;Ujeścisko-Łostowice;F;43
1192;12;Piecki-Migowo;M;35
1193;24;Wrzeszcz Dolny;M;34
1194;27;Ujeścisko-Łostowice;M;48
1195;6;Osowa;F;36
1196;14;Osowa;M;42
1197;17;Wrzeszcz Górny;F;1
1198;18;Chełm;F;52
1199;17;Orunia-Św.Wojciech-Lipce;F;50
1200;6;Osowa;M;58
1201;7;Brzeźno;F;68
1202;26;Śródmieście;F;33
1203;26;Strzyża;F;45
1204;10;Piecki-Migowo;F;46
1205;21;Matarnia;M;30
1206;11;Jasień;M;28
1207;11;Ujeścisko-Łostowice;F;31
1208;7;Piecki-Migowo;F;48
1209;15;Piecki-Migowo;M;26
1210;17;Wrzeszcz Górny;M;4
1211;18;Młyniska;F;82
1212;23;Strzyża;M;45
1213;14;Matarnia;M;52
1214;18;Chełm;F;29
1215;12;Piecki-Migowo;F;45
1216;7;Brzeźno;M;70
1217;26;Nowy Port;F;62
1218;18;Ujeścisko-Łostowice;F;38
1220;21;Kokoszki;F;43
1221;22;Chełm;F;36
1222;1;Orunia-Św.Wojciech-Lipce;F;29
1223;21;Osowa;M;34
1224;14;Osowa;M;66
1225;18;Orunia Górna - Gdańsk Południe;F;39
1226;8;Zaspa Młyniec;F;38
1227;26;Wrzeszcz Dolny;F;43
1228;6;Suchanino;M;56
1229;28;Osowa;F;37
1230;8;Osowa;M;18
1231;26;Chełm;M;38
1232;27;Wrzeszcz Górny;M;71
1233;2;Zaspa Rozstaje;F;61
1234;1;Przymorze Wielkie;F;47
1235;27;Wzgórze Mickiewicza;F;24
1236;26;Zaspa Młyniec;F;27
1237;1;Osowa;M;74
1238;18;Orunia Górna - Gdańsk Południe;F;42
1239;26;Przymorze Małe;F;42
1240;6;Stogi;M;59
1241;18;Chełm;F;37
1242;2;Piecki-Migowo;M;33
1243;14;Osowa;F;34
1244;10;Przymorze Wielkie;F;37
1245;21;Jasień;F;27
1246;10;Osowa;F;36
1247;18;Ujeścisko-Łostowice;F;40
1248;1;Chełm;F;31
1249;21;Jasień;F;40
1250;18;Chełm;F;5
1251;10;Zaspa Młyniec;F;39
1252;5;Piecki-Migowo;F;38
1253;2;Osowa;M;36
1254;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
1255;27;Piecki-Migowo;M;34
1257;7;Zaspa Rozstaje;M;18
1258;7;Zaspa Rozstaje;F;30
1259;14;Jasień;M;23
1261;18;Orunia Górna - Gdańsk Południe;F;38
1262;26;Orunia Górna - Gdańsk Południe;M;42
1263;18;Orunia Górna - Gdańsk Południe;M;31
1264;7;Wrzeszcz Górny;M;49
1265;1;Wyspa Sobieszewska;M;30
1266;1;Strzyża;F;39
1267;6;Olszynka;F;58
1268;8;Oliwa;F;37
1269;1;Piecki-Migowo;M;35
1270;5;Przymorze Wielkie;F;29
1271;4;Chełm;M;21
1272;26;Śródmieście;F;35
1273;28;Osowa;M;57
1274;14;Osowa;M;38
1275;26;Wyspa Sobieszewska;M;41
1276;21;Osowa;M;59
1277;10;Piecki-Migowo;M;31
1278;28;Wyspa Sobieszewska;F;31
1279;14;Osowa;F;36
1280;1;Przymorze Małe;F;36
1281;10;Wrzeszcz Dolny;F;34
1282;18;Orunia Górna - Gdańsk Południe;F;25
1283;12;Piecki-Migowo;M;38
1285;7;Wrzeszcz Dolny;F;31
1286;23;Wyspa Sobieszewska;F;32
1287;18;Siedlce;M;27
1288;9;Przymorze Wielkie;M;32
1289;6;Olszynka;M;58
1290;1;Piecki-Migowo;F;16
1291;26;Suchanino;F;32
1292;24;Wyspa Sobieszewska;F;63
1293;7;Wrzeszcz Dolny;M;47
1294;6;Osowa;F;33
1295;24;Piecki-Migowo;F;41
1296;1;Nowy Port;M;8
1297;24;Zaspa Rozstaje;F;41
1298;7;Wyspa Sobieszewska;M;43
1299;26;Krakowiec-Górki Zachodnie;F;27
1300;7;Przymorze Małe;F;29
1301;27;Piecki-Migowo;M;44
1302;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;48
1303;1;Krakowiec-Górki Zachodnie;F;33
1304;15;Piecki-Migowo;F;32
1305;5;Wrzeszcz Dolny;F;37
1306;1;Osowa;M;31
1307;28;Stogi;F;45
1308;21;Osowa;F;67
1311;20;Przeróbka;F;37
1312;1;Piecki-Migowo;F;34
1313;22;Jasień;M;31
1314;24;Zaspa Młyniec;F;56
1316;24;Wyspa Sobieszewska;F;40
1317;18;Jasień;F;34
1318;13;Przymorze Wielkie;M;35
1319;10;Wrzeszcz Dolny;F;51
1320;1;Piecki-Migowo;F;31
1321;1;Ujeścisko-Łostowice;F;29
1322;2;Chełm;M;46
1323;1;Brzeźno;M;26
1324;26;Jasień;F;27
1325;26;Oliwa;F;49
1326;28;Oliwa;F;28
1327;1;Nowy Port;F;12
1328;1;Siedlce;M;32
1329;9;Piecki-Migowo;M;36
1330;4;Piecki-Migowo;M;36
1331;6;Ujeścisko-Łostowice;F;31
1332;1;Siedlce;F;40
1333;18;Jasień;F;27
1334;6;Śródmieście;F;36
1335;27;Chełm;M;40
1336;17;Jasień;F;36
1337;5;Chełm;F;42
1338;26;Osowa;F;32
1340;1;Przeróbka;F;25
1341;22;Orunia Górna - Gdańsk Południe;M;32
1342;7;Brzeźno;M;22
1343;25;Przeróbka;F;33
1344;5;Jasień;M;41
1345;1;Wrzeszcz Górny;F;34
1346;6;Olszynka;F;70
1347;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
1348;2;Olszynka;M;66
1349;26;Jasień;F;39
1350;1;Przeróbka;F;77
1351;20;Aniołki;F;41
1352;1;Ujeścisko-Łostowice;F;30
1353;18;Ujeścisko-Łostowice;M;30
1354;18;Orunia Górna - Gdańsk Południe;M;65
1355;2;Chełm;M;44
1356;1;Wrzeszcz Dolny;F;29
1358;20;Wyspa Sobieszewska;F;24
1359;18;Osowa;M;68
1360;23;Orunia Górna - Gdańsk Południe;F;37
1361;13;Zaspa Młyniec;M;32
1362;18;Ujeścisko-Łostowice;F;37
1363;2;Wrzeszcz Dolny;M;42
1364;15;Ujeścisko-Łostowice;M;22
1365;1;Brzeźno;F;43
1366;18;Oliwa;F;40
1367;18;Wzgórze Mickiewicza;F;36
1368;23;Orunia Górna - Gdańsk Południe;M;39
1369;7;Brzeźno;F;45
1370;21;Orunia Górna - Gdańsk Południe;M;35
1371;9;Olszynka;F;12
1372;13;Przymorze Małe;F;30
1373;1;Piecki-Migowo;M;26
1374;21;Jasień;M;42
1375;14;Osowa;M;35
1376;1;Przeróbka;M;27
1377;18;Wzgórze Mickiewicza;F;4
1379;23;Chełm;F;40
1381;23;Orunia Górna - Gdańsk Południe;F;66
1382;9;Wzgórze Mickiewicza;F;48
1383;1;Chełm;M;27
1384;8;Wrzeszcz Górny;F;31
1386;18;Wzgórze Mickiewicza;M;10
1387;27;Piecki-Migowo;F;44
1388;1;Osowa;M;32
1389;27;Piecki-Migowo;F;51
1390;14;Osowa;F;37
1391;18;Wzgórze Mickiewicza;M;44
1392;9;Piecki-Migowo;M;43
1394;27;Śródmieście;F;45
1395;22;Jasień;M;30
1396;26;Osowa;F;20
1397;11;Jasień;F;34
1398;1;Osowa;F;42
1399;24;Przymorze Małe;F;15
1400;1;Osowa;F;72
1401;25;Stogi;F;32
1403;27;Brętowo;M;51
1404;9;Przymorze Małe;M;51
1405;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;50
1406;24;Przymorze Małe;F;47
1407;7;Brzeźno;F;45
1408;21;Kokoszki;F;59
1409;20;Osowa;F;38
1410;1;Matarnia;M;28
1411;26;Jasień;M;34
1412;1;Piecki-Migowo;F;29
1413;26;Osowa;F;49
1414;9;Piecki-Migowo;M;42
1415;20;Zaspa Młyniec;F;31
1416;11;Jasień;M;27
1417;13;Przymorze Małe;F;28
1418;18;Orunia Górna - Gdańsk Południe;F;40
1419;15;Wrzeszcz Górny;F;27
1420;8;Przymorze Małe;F;37
1421;9;Wrzeszcz Górny;M;51
1422;21;Kokoszki;M;15
1423;1;Nowy Port;F;41
1424;26;Nowy Port;F;34
1425;26;Orunia Górna - Gdańsk Południe;F;43
1426;21;Kokoszki;M;60
1427;1;Ujeścisko-Łostowice;F;28
1428;14;Osowa;M;50
1429;1;Nowy Port;M;37
1430;24;Osowa;F;53
1431;20;Zaspa Młyniec;M;36
1432;17;Piecki-Migowo;F;36
1433;5;Osowa;F;29
1434;21;Kokoszki;F;61
1435;8;Suchanino;F;21
1436;23;Orunia Górna - Gdańsk Południe;M;52
1437;20;Zaspa Młyniec;M;62
1438;1;Matarnia;F;31
1440;1;Orunia-Św.Wojciech-Lipce;M;27
1441;7;Strzyża;M;73
1442;20;Zaspa Młyniec;F;62
1443;1;Osowa;M;55
1444;1;Stogi;F;31
1445;26;Orunia Górna - Gdańsk Południe;F;25
1446;1;Ujeścisko-Łostowice;F;32
1447;18;Aniołki;M;41
1448;18;Ujeścisko-Łostowice;M;37
1449;1;Wyspa Sobieszewska;M;9
1451;18;Ujeścisko-Łostowice;F;47
1452;26;Orunia Górna - Gdańsk Południe;M;26
1453;12;Jasień;F;36
1454;2;Orunia Górna - Gdańsk Południe;M;35
1455;14;Osowa;F;50
1456;28;Piecki-Migowo;F;20
1458;7;Wrzeszcz Górny;F;32
1459;1;Wrzeszcz Dolny;F;34
1460;6;Olszynka;F;50
1462;18;Chełm;M;37
1463;7;Wrzeszcz Dolny;F;37
1464;18;Ujeścisko-Łostowice;F;42
1465;1;Aniołki;F;72
1466;20;Nowy Port;F;29
1467;27;Wrzeszcz Górny;M;52
1468;28;Brzeźno;F;51
1469;27;Wyspa Sobieszewska;F;61
1470;28;Przymorze Małe;F;67
1471;1;Piecki-Migowo;F;20
1472;28;Orunia Górna - Gdańsk Południe;F;6
1473;7;Wrzeszcz Dolny;M;8
1474;9;Wzgórze Mickiewicza;M;32
1475;23;Orunia Górna - Gdańsk Południe;M;30
1476;13;Przymorze Małe;M;42
1477;1;Przymorze Wielkie;M;26
1478;2;Piecki-Migowo;M;22
1479;1;Wrzeszcz Dolny;F;67
1480;17;Orunia-Św.Wojciech-Lipce;F;29
1481;24;Brzeźno;F;41
1482;7;Wrzeszcz Dolny;F;10
1483;23;Orunia Górna - Gdańsk Południe;F;42
1484;9;Suchanino;F;12
1485;1;Osowa;M;28
1486;2;Osowa;M;49
1487;11;Ujeścisko-Łostowice;F;42
1488;6;Olszynka;F;29
1489;23;Orunia Górna - Gdańsk Południe;M;30
1490;28;Przymorze Małe;F;31
1491;18;Ujeścisko-Łostowice;F;11
1492;21;Jasień;F;24
1493;18;Orunia Górna - Gdańsk Południe;M;29
1494;26;Osowa;F;32
1496;26;Przeróbka;F;53
1497;23;Orunia Górna - Gdańsk Południe;M;33
1498;23;Orunia Górna - Gdańsk Południe;F;50
1499;24;Orunia-Św.Wojciech-Lipce;F;48
1500;3;Przymorze Małe;F;64
1501;18;Śródmieście;M;24
1502;28;Przymorze Małe;F;66
1503;1;Wyspa Sobieszewska;F;34
1504;6;Śródmieście;M;52
1505;1;Orunia-Św.Wojciech-Lipce;M;33
1506;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
1507;1;Nowy Port;F;29
1508;7;Nowy Port;F;27
1509;2;Stogi;F;40
1510;6;Chełm;M;24
1511;20;Nowy Port;F;38
1512;2;Brętowo;F;47
1513;1;Rudniki;F;27
1514;1;Brzeźno;F;32
1515;17;Orunia Górna - Gdańsk Południe;F;35
1517;26;Ujeścisko-Łostowice;F;63
1518;9;Siedlce;M;17
1519;21;Kokoszki;M;21
1520;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;32
1521;1;Osowa;F;31
1522;23;Piecki-Migowo;F;50
1523;6;Piecki-Migowo;M;47
1524;28;Osowa;M;41
1525;28;Nowy Port;F;29
1526;1;Piecki-Migowo;M;75
1527;7;Piecki-Migowo;F;71
1528;26;Chełm;F;52
1529;24;Brzeźno;F;32
1530;25;Jasień;F;30
1531;18;Jasień;M;27
1532;17;Śródmieście;M;40
1534;18;Orunia Górna - Gdańsk Południe;F;41
1535;17;Śródmieście;M;36
1536;9;Oliwa;F;61
1537;17;Orunia-Św.Wojciech-Lipce;F;39
1538;23;Orunia-Św.Wojciech-Lipce;F;52
1539;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;52
1540;1;Piecki-Migowo;F;28
1541;15;Wrzeszcz Dolny;F;25
1543;8;Osowa;F;57
1544;24;Orunia Górna - Gdańsk Południe;M;31
1545;27;Zaspa Młyniec;F;34
1546;18;Chełm;M;40
1547;27;Śródmieście;M;29
1548;23;Orunia Górna - Gdańsk Południe;F;36
1549;1;Ujeścisko-Łostowice;F;28
1550;26;Chełm;M;43
1551;18;Orunia Górna - Gdańsk Południe;F;32
1552;5;Chełm;F;23
1553;8;Osowa;F;45
1554;5;Strzyża;F;55
1555;18;Chełm;M;37
1556;12;Piecki-Migowo;M;36
1557;11;Ujeścisko-Łostowice;F;42
1558;21;Brętowo;M;22
1559;1;Jasień;F;45
1561;21;Jasień;M;22
1563;1;Wrzeszcz Dolny;F;41
1564;26;Orunia Górna - Gdańsk Południe;F;39
1565;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;52
1566;27;Piecki-Migowo;M;29
1567;17;Orunia-Św.Wojciech-Lipce;F;12
1568;1;VII Dwór;M;57
1569;18;Chełm;F;63
1570;12;Piecki-Migowo;M;31
1571;1;Chełm;M;6
1573;7;Zaspa Młyniec;M;43
1574;23;Orunia Górna - Gdańsk Południe;M;0
1575;23;Orunia Górna - Gdańsk Południe;F;40
1576;1;Brzeźno;F;31
1577;1;Brzeźno;M;55
1578;27;Wrzeszcz Górny;F;40
1579;1;Osowa;M;33
1580;18;Chełm;M;70
1581;23;Orunia Górna - Gdańsk Południe;M;41
1582;17;Orunia Górna - Gdańsk Południe;F;31
1583;12;Piecki-Migowo;M;48
1584;10;Zaspa Rozstaje;M;39
1585;23;Orunia Górna - Gdańsk Południe;F;22
1586;17;Orunia Górna - Gdańsk Południe;M;36
1587;13;Przymorze Wielkie;M;26
1589;1;Brzeźno;F;50
1590;1;VII Dwór;F;48
1591;22;Przymorze Wielkie;F;30
1593;23;Orunia Górna - Gdańsk Południe;F;2
1594;12;Piecki-Migowo;M;35
1595;1;Chełm;F;2
1596;13;Przymorze Małe;F;41
1597;6;Śródmieście;F;31
1598;2;Wyspa Sobieszewska;M;46
1600;1;Brzeźno;F;27
1601;12;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;43
1602;21;Kokoszki;F;18
1603;2;Oliwa;M;38
1604;17;Orunia-Św.Wojciech-Lipce;F;33
1605;18;Wzgórze Mickiewicza;F;29
1606;1;Ujeścisko-Łostowice;M;26
1607;2;Chełm;F;45
1608;7;Przymorze Małe;M;13
1609;7;Przymorze Małe;F;25
1610;5;Wrzeszcz Dolny;F;49
1611;20;Piecki-Migowo;F;36
1612;28;Kokoszki;F;35
1613;17;Orunia-Św.Wojciech-Lipce;F;20
1614;6;Olszynka;F;37
1615;1;Jasień;M;20
1616;1;Brzeźno;M;26
1617;17;Orunia-Św.Wojciech-Lipce;F;34
1618;7;Orunia-Św.Wojciech-Lipce;M;24
1619;21;Suchanino;M;47
1620;4;Brzeźno;M;38
1621;26;Wrzeszcz Górny;F;11
1622;17;Orunia-Św.Wojciech-Lipce;M;36
1623;2;Chełm;M;51
1624;9;Zaspa Rozstaje;F;40
1625;5;Orunia Górna - Gdańsk Południe;F;17
1626;18;Ujeścisko-Łostowice;M;41
1627;21;Kokoszki;M;19
1628;5;Ujeścisko-Łostowice;F;30
1629;9;Wrzeszcz Dolny;M;8
1630;17;Orunia-Św.Wojciech-Lipce;F;57
1631;2;Wrzeszcz Dolny;M;17
1632;7;Przymorze Małe;M;28
1633;1;Kokoszki;F;23
1634;2;Zaspa Rozstaje;F;33
1636;20;Piecki-Migowo;M;7
1637;23;Ujeścisko-Łostowice;F;42
1638;3;Przymorze Małe;M;50
1639;7;Wrzeszcz Dolny;F;22
1641;2;Zaspa Rozstaje;M;39
1642;16;Piecki-Migowo;F;69
1643;4;Jasień;M;20
1644;17;Orunia-Św.Wojciech-Lipce;M;55
1645;4;Siedlce;F;31
1646;2;Wrzeszcz Dolny;F;54
1647;26;Wyspa Sobieszewska;F;41
1649;28;Orunia Górna - Gdańsk Południe;F;30
1650;17;Zaspa Rozstaje;F;24
1651;28;Wyspa Sobieszewska;F;39
1652;18;Jasień;F;34
1653;2;Przymorze Małe;M;29
1654;2;Chełm;F;27
1655;18;Orunia Górna - Gdańsk Południe;M;27
1656;14;Osowa;F;25
1657;23;Orunia Górna - Gdańsk Południe;M;45
1658;20;Piecki-Migowo;M;80
1659;1;Przymorze Małe;F;35
1660;13;Wrzeszcz Górny;F;58
1662;23;Orunia Górna - Gdańsk Południe;M;17
1663;6;Śródmieście;F;56
1664;11;Jasień;M;33
1665;14;Osowa;F;38
1666;18;Chełm;M;40
1667;9;Siedlce;M;30
1668;26;Brzeźno;F;25
1669;12;Piecki-Migowo;F;30
1670;26;Matarnia;F;42
1671;27;Piecki-Migowo;M;3
1672;18;Ujeścisko-Łostowice;F;44
1673;16;Strzyża;M;42
1674;20;Zaspa Młyniec;F;67
1675;27;Siedlce;F;64
1676;20;Brzeźno;F;28
1677;26;Brzeźno;M;25
1678;27;Piecki-Migowo;M;41
1679;1;Zaspa Młyniec;F;64
1680;25;Wyspa Sobieszewska;F;38
1681;10;Strzyża;M;6
1682;6;Olszynka;F;41
1683;18;Ujeścisko-Łostowice;M;17
1684;10;Jasień;F;16
1685;16;Brzeźno;F;71
1686;27;Wrzeszcz Górny;M;47
1687;2;Wyspa Sobieszewska;M;45
1689;20;Wyspa Sobieszewska;M;45
1690;7;Brzeźno;F;29
1691;27;Piecki-Migowo;F;40
1692;11;Jasień;F;24
1693;8;Przymorze Małe;M;41
1694;1;Wzgórze Mickiewicza;F;28
1695;13;Piecki-Migowo;M;1
1696;18;Orunia Górna - Gdańsk Południe;M;36
1697;17;Śródmieście;F;35
1698;10;Strzyża;M;3
1699;20;Zaspa Młyniec;F;47
1700;28;Piecki-Migowo;M;40
1701;26;Stogi;M;39
1702;23;Ujeścisko-Łostowice;M;59
1703;23;Orunia Górna - Gdańsk Południe;M;23
1704;5;Orunia Górna - Gdańsk Południe;F;14
1705;18;Letnica;M;30
1706;21;Kokoszki;M;22
1707;1;Wrzeszcz Górny;F;26
1708;10;Strzyża;M;3
1709;1;Nowy Port;F;33
1710;9;Zaspa Młyniec;F;44
1711;14;Kokoszki;F;37
1712;11;Ujeścisko-Łostowice;M;35
1713;18;Orunia Górna - Gdańsk Południe;M;43
1714;26;Wzgórze Mickiewicza;M;3
1715;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
1716;18;Przymorze Małe;F;54
1717;20;Zaspa Młyniec;M;46
1718;15;Piecki-Migowo;M;43
1719;1;Wzgórze Mickiewicza;F;28
1720;10;Osowa;M;42
1721;9;Piecki-Migowo;M;11
1722;18;Ujeścisko-Łostowice;M;45
1723;1;Przymorze Małe;F;25
1724;7;Kokoszki;M;6
1725;26;Przymorze Wielkie;F;44
1726;23;Orunia Górna - Gdańsk Południe;F;32
1727;1;Wzgórze Mickiewicza;M;29
1728;21;Osowa;M;67
1729;7;Piecki-Migowo;M;1
1730;15;Piecki-Migowo;F;39
1731;6;Śródmieście;M;39
1732;1;Matarnia;F;66
1733;21;Kokoszki;F;38
1734;24;Nowy Port;F;36
1735;1;Ujeścisko-Łostowice;F;27
1736;20;Zaspa Młyniec;F;81
1737;18;Chełm;F;27
1738;5;Kokoszki;F;4
1739;15;Piecki-Migowo;F;6
1740;17;Orunia-Św.Wojciech-Lipce;F;27
1741;1;Śródmieście;F;39
1742;21;Matarnia;M;33
1743;15;Piecki-Migowo;F;10
1744;28;Piecki-Migowo;M;8
1745;9;Piecki-Migowo;M;29
1746;14;Kokoszki;M;38
1747;18;Orunia-Św.Wojciech-Lipce;F;38
1748;15;Piecki-Migowo;F;16
1749;17;Orunia-Św.Wojciech-Lipce;F;44
1750;14;Osowa;F;68
1751;1;Ujeścisko-Łostowice;F;26
1752;18;Orunia Górna - Gdańsk Południe;F;40
1753;27;Piecki-Migowo;F;51
1754;23;Piecki-Migowo;F;40
1755;26;Przymorze Małe;F;45
1756;23;Orunia Górna - Gdańsk Południe;F;8
1757;14;Jasień;F;34
1758;1;Kokoszki;F;10
1759;27;Przymorze Małe;F;31
1760;18;Orunia Górna - Gdańsk Południe;F;17
1761;23;Piecki-Migowo;F;32
1762;28;Piecki-Migowo;F;39
1763;1;Zaspa Młyniec;F;17
1764;10;Zaspa Młyniec;M;35
1765;23;Orunia Górna - Gdańsk Południe;F;38
1766;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
1767;1;Chełm;F;27
1768;1;Chełm;M;30
1769;23;Chełm;F;37
1770;28;Piecki-Migowo;F;25
1771;7;Wrzeszcz Dolny;F;58
1772;10;Zaspa Młyniec;F;35
1773;23;Orunia Górna - Gdańsk Południe;F;43
1774;23;Ujeścisko-Łostowice;M;38
1775;15;Piecki-Migowo;F;34
1776;3;Oliwa;F;35
1777;7;Przymorze Wielkie;F;41
1778;1;Piecki-Migowo;F;34
1779;11;Piecki-Migowo;F;31
1780;23;Orunia Górna - Gdańsk Południe;M;43
1781;1;Chełm;M;30
1782;1;Orunia Górna - Gdańsk Południe;F;29
1783;8;Suchanino;F;46
1784;1;Brętowo;F;48
1785;6;Chełm;M;15
1786;21;Kokoszki;F;24
1787;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;28
1788;1;Wrzeszcz Dolny;F;18
1789;14;Osowa;F;31
1790;14;Kokoszki;F;33
1791;21;Kokoszki;F;72
1792;17;Orunia Górna - Gdańsk Południe;F;28
1793;18;Chełm;F;37
1794;14;Osowa;F;28
1795;11;Piecki-Migowo;F;31
1796;2;Wrzeszcz Dolny;M;32
1797;20;Siedlce;F;32
1798;7;Wrzeszcz Dolny;M;63
1799;25;Nowy Port;M;69
1800;13;Zaspa Młyniec;F;25
1801;9;Chełm;M;16
1802;15;Piecki-Migowo;F;39
1803;14;Osowa;M;34
1804;1;Oliwa;F;28
1805;1;Kokoszki;F;39
1806;18;Chełm;M;40
1807;17;Wzgórze Mickiewicza;F;33
1808;7;Jasień;F;32
1809;1;Kokoszki;F;27
1810;22;Orunia Górna - Gdańsk Południe;F;42
1811;18;Ujeścisko-Łostowice;F;42
1812;6;Śródmieście;M;20
1813;2;Wrzeszcz Dolny;M;32
1814;18;Orunia Górna - Gdańsk Południe;F;10
1815;9;Siedlce;M;30
1816;21;Kokoszki;M;32
1817;11;Ujeścisko-Łostowice;M;38
1818;23;Orunia-Św.Wojciech-Lipce;F;45
1819;4;VII Dwór;M;68
1820;11;Piecki-Migowo;M;34
1821;1;Zaspa Młyniec;F;34
1822;10;Piecki-Migowo;M;33
1823;18;Chełm;F;48
1824;25;Przymorze Małe;F;30
1825;2;Wrzeszcz Dolny;F;30
1826;22;Jasień;M;29
1827;1;Przymorze Wielkie;F;49
1828;13;Przymorze Małe;F;61
1829;10;Przymorze Wielkie;M;14
1830;9;Stogi;M;37
1831;28;Chełm;M;29
1832;18;Chełm;M;47
1833;1;Chełm;F;12
1834;16;Nowy Port;M;32
1835;18;Ujeścisko-Łostowice;M;45
1836;8;Zaspa Młyniec;F;23
1837;10;Zaspa Młyniec;M;38
1838;2;Piecki-Migowo;F;35
1839;1;Orunia Górna - Gdańsk Południe;M;42
1840;1;Oliwa;F;40
1841;12;Wrzeszcz Górny;M;39
1842;1;Wrzeszcz Dolny;F;61
1843;9;Siedlce;F;0
1844;21;Osowa;F;36
1845;6;Olszynka;M;42
1846;9;Zaspa Młyniec;F;64
1847;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
1848;1;Orunia Górna - Gdańsk Południe;F;40
1849;27;Śródmieście;M;53
1850;1;Wrzeszcz Dolny;M;63
1851;10;Zaspa Młyniec;F;5
1852;16;Orunia-Św.Wojciech-Lipce;F;40
1853;9;Siedlce;F;28
1854;9;Suchanino;M;38
1855;21;Jasień;M;31
1856;18;Ujeścisko-Łostowice;F;37
1857;21;Jasień;F;29
1858;12;Wrzeszcz Górny;F;36
1859;6;Orunia Górna - Gdańsk Południe;M;39
1860;5;Przymorze Małe;F;38
1861;26;Brętowo;F;13
1862;7;Młyniska;M;55
1863;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;29
1864;6;Aniołki;F;23
1866;12;Wrzeszcz Górny;M;78
1867;8;Oliwa;M;31
1868;11;Piecki-Migowo;M;38
1869;1;Suchanino;F;47
1870;10;Wrzeszcz Dolny;F;37
1871;12;Wrzeszcz Górny;F;67
1872;1;Chełm;M;44
1873;20;Przeróbka;M;35
1874;2;Wrzeszcz Dolny;F;77
1875;10;Wyspa Sobieszewska;F;33
1876;16;Jasień;F;26
1877;22;Piecki-Migowo;F;33
1878;1;Jasień;F;39
1879;1;Nowy Port;M;50
1880;9;Siedlce;M;62
1881;11;Jasień;F;33
1882;5;Zaspa Młyniec;F;40
1883;10;Przymorze Małe;F;57
1884;9;Chełm;F;40
1885;23;Chełm;M;20
1886;1;Brzeźno;F;23
1887;28;Chełm;M;58
1888;18;Ujeścisko-Łostowice;M;41
1889;22;Jasień;F;27
1890;10;Zaspa Młyniec;F;41
1891;24;Nowy Port;M;37
1892;9;Zaspa Młyniec;M;65
1893;23;Orunia Górna - Gdańsk Południe;F;28
1894;2;Osowa;M;19
1895;19;Orunia Górna - Gdańsk Południe;M;35
1897;1;Przymorze Wielkie;M;39
1898;9;Chełm;F;13
1899;18;Ujeścisko-Łostowice;F;35
1900;4;VII Dwór;F;64
1901;10;Wrzeszcz Dolny;M;61
1902;26;Piecki-Migowo;F;37
1903;1;Suchanino;F;52
1904;10;Zaspa Młyniec;M;42
1905;9;Aniołki;F;42
1906;2;Osowa;M;15
1907;22;Jasień;F;24
1908;6;Ujeścisko-Łostowice;F;45
1909;1;Nowy Port;M;6
1910;1;Wrzeszcz Dolny;F;50
1911;11;Jasień;F;34
1912;26;Jasień;F;23
1913;18;Ujeścisko-Łostowice;M;42
1914;5;Orunia-Św.Wojciech-Lipce;F;41
1915;1;Aniołki;F;15
1916;1;Oliwa;F;59
1918;2;Przymorze Wielkie;M;41
1919;20;Aniołki;M;9
1920;1;Stogi;M;40
1921;27;Wrzeszcz Dolny;M;28
1922;27;Aniołki;M;46
1923;1;Chełm;F;69
1924;25;Brętowo;M;28
1925;11;Ujeścisko-Łostowice;F;50
1926;21;Matarnia;F;27
1927;25;Nowy Port;F;69
1928;20;Suchanino;M;45
1929;17;Orunia-Św.Wojciech-Lipce;F;34
1930;1;Stogi;F;40
1931;21;Jasień;M;35
1932;15;Wrzeszcz Dolny;M;26
1933;1;Przymorze Małe;F;41
1934;28;Śródmieście;F;43
1935;27;Siedlce;F;42
1936;11;Chełm;F;37
1937;5;Nowy Port;F;37
1938;9;Osowa;F;20
1939;12;Piecki-Migowo;F;32
1940;8;Wrzeszcz Górny;F;48
1941;11;Jasień;M;31
1942;21;Ujeścisko-Łostowice;M;23
1943;20;Suchanino;F;12
1944;1;Jasień;M;45
1946;28;Chełm;F;89
1947;9;Piecki-Migowo;M;42
1948;23;Orunia Górna - Gdańsk Południe;M;29
1949;20;Oliwa;M;1
1950;1;Ujeścisko-Łostowice;F;35
1951;12;Piecki-Migowo;M;34
1952;23;Jasień;M;26
1953;20;Suchanino;M;8
1954;27;Przymorze Małe;M;32
1955;12;Piecki-Migowo;M;6
1956;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;42
1957;18;Orunia Górna - Gdańsk Południe;M;32
1958;26;Brętowo;M;5
1959;9;Wzgórze Mickiewicza;F;63
1960;1;Osowa;F;26
1961;21;Zaspa Rozstaje;M;68
1962;1;Zaspa Rozstaje;F;39
1964;10;Zaspa Rozstaje;M;39
1965;1;Orunia-Św.Wojciech-Lipce;F;27
1966;21;Suchanino;M;40
1967;18;Orunia Górna - Gdańsk Południe;M;29
1968;21;Kokoszki;F;41
1969;7;VII Dwór;M;48
1970;17;Orunia-Św.Wojciech-Lipce;F;29
1971;1;Zaspa Młyniec;F;55
1972;11;Jasień;F;31
1973;21;Zaspa Rozstaje;F;70
1974;17;Orunia-Św.Wojciech-Lipce;F;31
1975;18;Chełm;M;15
1976;26;Brętowo;F;41
1977;1;Orunia Górna - Gdańsk Południe;F;30
1978;21;Osowa;F;38
1979;7;VII Dwór;F;39
1980;1;Orunia Górna - Gdańsk Południe;F;46
1981;10;Wrzeszcz Dolny;F;24
1982;9;Brzeźno;M;23
1983;1;Piecki-Migowo;F;36
1984;1;Nowy Port;M;20
1985;23;Orunia Górna - Gdańsk Południe;F;23
1986;13;Oliwa;F;35
1987;1;Oliwa;F;28
1988;26;Matarnia;F;36
1989;9;Przeróbka;F;26
1990;18;Chełm;M;12
1991;7;Zaspa Młyniec;M;40
1992;28;Jasień;M;26
1993;23;Piecki-Migowo;M;46
1994;18;Siedlce;F;60
1995;27;Przymorze Wielkie;F;37
1996;17;Orunia-Św.Wojciech-Lipce;F;45
1997;28;Siedlce;M;32
1998;21;Jasień;F;25
1999;11;Jasień;M;33
2000;7;Siedlce;M;56
2001;10;Przymorze Małe;F;34
2002;27;Wrzeszcz Dolny;F;65
2003;8;Oliwa;M;52
2004;9;Przeróbka;M;40
2005;11;Orunia Górna - Gdańsk Południe;M;39
2006;1;Stogi;F;42
2007;24;Przymorze Wielkie;F;10
2008;20;Zaspa Młyniec;M;43
2009;18;Ujeścisko-Łostowice;M;33
2010;1;Orunia Górna - Gdańsk Południe;F;35
2011;1;Zaspa Młyniec;M;12
2012;1;Wrzeszcz Dolny;F;48
2013;11;Kokoszki;F;40
2014;15;Wrzeszcz Górny;F;31
2015;11;Jasień;F;27
2016;1;Przymorze Wielkie;F;5
2017;13;Przymorze Wielkie;F;77
2018;1;Piecki-Migowo;M;13
2019;1;Stogi;M;11
2020;7;Zaspa Młyniec;F;44
2021;1;Zaspa Młyniec;M;27
2022;10;Wrzeszcz Górny;M;33
2023;22;Brętowo;F;26
2024;27;Strzyża;F;37
2025;20;Jasień;F;33
2026;9;Ujeścisko-Łostowice;M;31
2027;1;Nowy Port;F;12
2028;1;Stogi;M;13
2029;11;Jasień;F;32
2030;7;Wrzeszcz Dolny;M;19
2031;1;Wrzeszcz Dolny;F;26
2032;7;Zaspa Młyniec;M;19
2033;23;Piecki-Migowo;F;47
2034;18;Chełm;F;39
2035;5;Orunia-Św.Wojciech-Lipce;F;18
2036;1;Stogi;F;32
2037;26;Przymorze Małe;F;40
2038;23;Orunia Górna - Gdańsk Południe;M;33
2039;1;Nowy Port;F;21
2040;1;Wrzeszcz Dolny;F;64
2041;14;Osowa;M;43
2042;1;Stogi;F;66
2043;17;Orunia-Św.Wojciech-Lipce;F;66
2044;2;Wrzeszcz Górny;M;28
2045;11;Chełm;F;37
2046;12;Piecki-Migowo;M;38
2047;26;Siedlce;F;33
2048;14;Osowa;M;13
2049;18;Chełm;F;31
2050;5;Nowy Port;M;43
2051;7;Chełm;M;37
2052;7;Brzeźno;F;43
2053;5;Wyspa Sobieszewska;F;34
2054;25;Zaspa Młyniec;F;13
2055;3;Strzyża;F;33
2056;1;Aniołki;F;54
2057;1;Krakowiec-Górki Zachodnie;M;32
2058;23;Ujeścisko-Łostowice;M;14
2059;18;Siedlce;F;30
2060;11;Jasień;M;3
2061;18;Orunia Górna - Gdańsk Południe;M;27
2062;26;Wrzeszcz Dolny;F;43
2063;28;Suchanino;F;39
2064;14;Osowa;M;46
2065;13;Przymorze Wielkie;M;33
2066;1;Krakowiec-Górki Zachodnie;M;79
2067;3;Strzyża;M;33
2068;11;Śródmieście;M;32
2069;7;Brzeźno;M;51
2070;9;Przymorze Wielkie;F;89
2071;9;Ujeścisko-Łostowice;M;24
2072;11;Jasień;M;0
2073;18;Siedlce;M;30
2074;1;Piecki-Migowo;F;28
2075;5;Nowy Port;M;14
2076;1;Osowa;F;39
2077;26;Piecki-Migowo;M;52
2078;17;Orunia-Św.Wojciech-Lipce;F;26
2079;1;Chełm;M;25
2080;14;Osowa;M;12
2081;8;Przymorze Małe;M;33
2082;20;Zaspa Młyniec;F;44
2084;27;Matarnia;F;33
2085;9;Jasień;F;38
2086;13;Zaspa Rozstaje;F;37
2087;11;Ujeścisko-Łostowice;F;47
2088;11;Jasień;F;29
2089;10;Piecki-Migowo;M;42
2090;14;Osowa;F;40
2092;23;Orunia Górna - Gdańsk Południe;F;31
2093;2;Wrzeszcz Górny;F;68
2094;13;Przymorze Małe;M;43
2095;4;Ujeścisko-Łostowice;M;10
2097;26;Strzyża;F;62
2098;10;Piecki-Migowo;M;38
2099;16;Piecki-Migowo;M;35
2100;14;Osowa;F;9
2101;5;Nowy Port;F;11
2102;7;Wrzeszcz Dolny;F;46
2103;7;Piecki-Migowo;M;27
2104;23;Orunia Górna - Gdańsk Południe;M;3
2105;7;Zaspa Młyniec;F;31
2106;8;VII Dwór;M;49
2107;26;Siedlce;F;61
2108;8;Oliwa;F;30
2109;22;Orunia Górna - Gdańsk Południe;M;28
2110;23;Orunia Górna - Gdańsk Południe;M;1
2111;23;Orunia Górna - Gdańsk Południe;F;59
2112;18;Ujeścisko-Łostowice;M;42
2114;25;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
2115;2;Wrzeszcz Dolny;M;29
2116;13;Przymorze Wielkie;M;31
2117;26;Chełm;F;23
2118;18;Ujeścisko-Łostowice;M;34
2119;1;Śródmieście;F;32
2120;4;Jasień;M;30
2121;1;Przymorze Wielkie;F;32
2122;18;Ujeścisko-Łostowice;F;42
2123;23;Orunia Górna - Gdańsk Południe;M;31
2124;7;Wrzeszcz Dolny;F;44
2125;1;Zaspa Młyniec;F;36
2126;10;Przymorze Małe;M;38
2127;20;Chełm;F;34
2128;23;Jasień;F;27
2129;18;Ujeścisko-Łostowice;F;39
2130;10;Zaspa Rozstaje;M;16
2131;21;Jasień;M;33
2132;26;Brzeźno;F;70
2133;2;Wrzeszcz Dolny;F;30
2134;9;Brętowo;F;25
2135;23;Orunia Górna - Gdańsk Południe;F;36
2136;20;Piecki-Migowo;F;34
2137;5;Wyspa Sobieszewska;M;38
2138;15;Jasień;F;31
2139;1;VII Dwór;F;21
2140;26;Oliwa;F;37
2142;13;Przymorze Wielkie;F;43
2143;18;Ujeścisko-Łostowice;M;39
2144;7;Wrzeszcz Dolny;F;65
2145;9;Przymorze Wielkie;M;27
2146;3;Przymorze Wielkie;M;41
2147;14;Osowa;F;44
2148;7;Nowy Port;F;28
2149;4;Zaspa Rozstaje;M;25
2150;10;Przymorze Wielkie;F;41
2151;7;Zaspa Młyniec;F;32
2153;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
2154;1;Wrzeszcz Dolny;F;66
2155;18;Ujeścisko-Łostowice;F;39
2156;7;Wrzeszcz Dolny;M;44
2157;5;Wyspa Sobieszewska;F;95
2158;23;Orunia Górna - Gdańsk Południe;F;27
2159;1;Matarnia;F;28
2160;23;Orunia Górna - Gdańsk Południe;F;35
2161;1;Przymorze Wielkie;F;33
2163;4;Jasień;F;29
2164;13;Przymorze Wielkie;M;43
2165;22;Jasień;F;30
2166;27;Przymorze Małe;F;40
2167;21;Jasień;M;35
2168;10;Zaspa Rozstaje;M;16
2169;7;Młyniska;M;34
2170;27;Rudniki;F;68
2171;11;Jasień;F;32
2172;4;Piecki-Migowo;M;64
2173;1;Chełm;F;41
2174;1;Przymorze Małe;M;35
2175;5;Wyspa Sobieszewska;F;15
2176;10;Śródmieście;F;29
2177;16;Chełm;M;40
2178;11;Piecki-Migowo;M;32
2179;11;Jasień;F;39
2180;24;Piecki-Migowo;F;38
2181;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;45
2182;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;19
2183;1;Zaspa Młyniec;F;12
2184;1;Przymorze Małe;F;33
2185;1;Orunia-Św.Wojciech-Lipce;M;53
2186;18;Jasień;F;41
2187;6;Kokoszki;F;40
2188;21;Piecki-Migowo;M;45
2189;11;Jasień;M;35
2190;22;Piecki-Migowo;M;32
2191;1;Ujeścisko-Łostowice;F;20
2192;5;Wyspa Sobieszewska;M;12
2193;5;Piecki-Migowo;M;4
2194;21;Piecki-Migowo;F;1
2195;1;Brętowo;F;33
2196;9;Wrzeszcz Górny;F;58
2197;1;Wrzeszcz Dolny;F;58
2198;7;Zaspa Młyniec;M;38
2199;27;Zaspa Młyniec;F;50
2200;26;Przymorze Wielkie;F;13
2201;4;Wrzeszcz Dolny;F;61
2202;7;Zaspa Rozstaje;M;67
2203;23;Orunia Górna - Gdańsk Południe;M;27
2204;8;Jasień;F;31
2205;20;Brętowo;M;26
2206;7;Zaspa Młyniec;F;37
2207;9;Zaspa Młyniec;F;47
2208;9;Przymorze Małe;F;28
2209;18;Ujeścisko-Łostowice;F;27
2210;1;Brzeźno;F;8
2211;7;Zaspa Młyniec;M;4
2212;13;Osowa;F;58
2213;1;Przymorze Małe;M;64
2214;1;Stogi;F;40
2215;23;Orunia Górna - Gdańsk Południe;F;21
2216;27;Chełm;F;47
2217;15;Siedlce;F;29
2218;18;Brętowo;M;24
2219;9;Strzyża;M;23
2220;7;Przymorze Wielkie;F;28
2221;23;Przymorze Wielkie;F;36
2222;5;Chełm;F;27
2223;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;23
2224;28;Przymorze Małe;M;40
2225;2;Wrzeszcz Dolny;F;25
2226;23;Orunia Górna - Gdańsk Południe;M;18
2227;2;Wrzeszcz Dolny;M;36
2228;6;Siedlce;F;39
2229;9;Brętowo;F;34
2230;25;Aniołki;F;28
2231;12;Piecki-Migowo;F;36
2232;18;Jasień;M;35
2233;7;Wrzeszcz Dolny;M;34
2234;1;Przymorze Małe;F;69
2235;1;Osowa;M;35
2236;23;Orunia Górna - Gdańsk Południe;F;33
2237;10;Przymorze Wielkie;M;38
2238;20;Zaspa Młyniec;F;40
2239;23;Orunia Górna - Gdańsk Południe;M;46
2241;1;Aniołki;F;59
2242;23;Orunia Górna - Gdańsk Południe;F;37
2243;17;Śródmieście;F;30
2244;1;Przymorze Małe;F;34
2245;17;Śródmieście;M;34
2246;1;Wrzeszcz Górny;F;66
2247;23;Chełm;M;33
2248;21;Osowa;F;31
2250;1;Zaspa Rozstaje;M;24
2251;2;Wrzeszcz Dolny;M;39
2252;1;Wrzeszcz Górny;M;70
2253;20;Zaspa Młyniec;F;10
2254;14;Piecki-Migowo;F;37
2255;7;Wrzeszcz Dolny;F;34
2258;28;Stogi;F;20
2259;14;Osowa;M;47
2260;20;Zaspa Młyniec;F;5
2261;27;Suchanino;M;37
2262;1;Przymorze Wielkie;F;69
2263;11;Jasień;M;30
2264;10;Osowa;M;35
2265;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
2266;11;Ujeścisko-Łostowice;F;45
2267;21;Osowa;F;43
2268;11;Ujeścisko-Łostowice;F;42
2269;10;Przymorze Małe;M;2
2270;6;Wrzeszcz Górny;F;32
2271;21;Jasień;M;33
2272;4;Oliwa;M;44
2273;10;Chełm;M;71
2274;18;Orunia Górna - Gdańsk Południe;F;34
2276;27;Suchanino;M;9
2277;23;Orunia Górna - Gdańsk Południe;M;30
2279;10;Osowa;F;34
2280;12;Piecki-Migowo;F;39
2281;1;Przymorze Wielkie;F;43
2282;14;Piecki-Migowo;M;46
2283;27;Nowy Port;F;34
2284;14;Osowa;M;33
2285;2;Chełm;F;40
2286;14;Osowa;F;34
2287;1;Orunia Górna - Gdańsk Południe;F;32
2290;2;Chełm;M;45
2291;6;Brętowo;M;34
2292;14;Osowa;F;36
2293;23;Orunia Górna - Gdańsk Południe;F;26
2294;14;Osowa;F;36
2295;23;Wzgórze Mickiewicza;M;46
2296;16;Siedlce;M;46
2297;27;Suchanino;F;6
2298;21;Jasień;M;29
2299;21;Jasień;M;29
2300;10;Chełm;F;64
2301;11;Jasień;F;31
2302;16;Nowy Port;M;31
2303;1;Piecki-Migowo;M;28
2304;11;Piecki-Migowo;M;44
2305;27;Jasień;F;32
2306;18;Ujeścisko-Łostowice;F;39
2307;1;Brzeźno;F;34
2308;1;Osowa;F;26
2309;10;Nowy Port;F;32
2310;7;Zaspa Młyniec;M;45
2311;23;Wzgórze Mickiewicza;M;18
2312;27;Przymorze Wielkie;F;33
2313;7;Brzeźno;F;47
2314;14;Osowa;M;31
2315;1;Brzeźno;F;35
2316;10;Zaspa Młyniec;F;38
2317;23;Wzgórze Mickiewicza;F;43
2318;16;Przeróbka;F;59
2319;13;Przymorze Małe;F;30
2320;8;Osowa;F;17
2321;1;Brzeźno;F;82
2323;1;Brzeźno;F;5
2324;8;Strzyża;M;36
2325;27;Jasień;F;30
2326;10;Przymorze Wielkie;M;36
2327;7;Wrzeszcz Dolny;F;29
2328;17;Przymorze Wielkie;F;61
2329;17;Chełm;M;28
2330;1;Oliwa;F;43
2331;7;Brzeźno;F;43
2332;6;Jasień;F;35
2333;26;Brzeźno;M;33
2334;21;Osowa;M;46
2335;1;Brzeźno;F;1
2336;2;Piecki-Migowo;M;34
2337;23;Orunia Górna - Gdańsk Południe;M;32
2338;27;Orunia-Św.Wojciech-Lipce;F;35
2339;11;Jasień;F;34
2340;27;Jasień;M;31
2341;11;Jasień;F;31
2342;1;Brzeźno;M;37
2343;21;Jasień;F;41
2344;1;Nowy Port;F;42
2345;9;Jasień;M;29
2346;23;Orunia Górna - Gdańsk Południe;M;31
2347;11;Jasień;F;30
2348;10;Chełm;M;25
2349;23;Orunia Górna - Gdańsk Południe;F;33
2350;1;Siedlce;M;32
2351;1;Piecki-Migowo;M;42
2353;12;Piecki-Migowo;F;37
2354;1;Zaspa Młyniec;F;31
2355;7;Wrzeszcz Dolny;M;57
2356;2;Piecki-Migowo;M;41
2357;2;Osowa;M;28
2358;14;Osowa;M;33
2359;1;Ujeścisko-Łostowice;F;42
2360;1;Suchanino;M;41
2361;1;Przymorze Wielkie;F;51
2362;7;Wrzeszcz Dolny;M;23
2363;7;Wrzeszcz Dolny;F;35
2364;14;Przymorze Małe;F;45
2365;18;Jasień;F;36
2366;6;Stogi;F;47
2367;13;Zaspa Rozstaje;F;29
2368;1;Brętowo;F;41
2369;17;Orunia Górna - Gdańsk Południe;F;37
2370;1;Osowa;F;40
2372;8;Oliwa;F;45
2373;12;Piecki-Migowo;M;37
2374;1;Stogi;F;27
2375;1;Piecki-Migowo;F;17
2376;2;Chełm;F;39
2377;23;Orunia-Św.Wojciech-Lipce;F;30
2378;1;Stogi;F;19
2379;23;Orunia Górna - Gdańsk Południe;F;34
2380;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;0
2381;10;Zaspa Rozstaje;F;36
2382;1;Suchanino;F;8
2383;16;Chełm;F;46
2384;7;Suchanino;F;25
2385;1;Stogi;M;32
2386;1;Śródmieście;F;38
2387;18;Przymorze Wielkie;F;43
2388;23;Orunia Górna - Gdańsk Południe;M;4
2389;1;Jasień;F;33
2390;5;Olszynka;F;44
2391;1;Przymorze Wielkie;M;48
2392;6;Osowa;F;17
2393;10;Zaspa Rozstaje;F;38
2394;1;Stogi;M;46
2395;21;Kokoszki;F;61
2396;13;Nowy Port;F;30
2397;1;Orunia Górna - Gdańsk Południe;M;1
2398;1;Strzyża;F;26
2399;1;Piecki-Migowo;F;41
2400;2;Przymorze Wielkie;M;51
2401;18;Orunia Górna - Gdańsk Południe;M;32
2402;21;Jasień;M;36
2403;10;Zaspa Młyniec;M;41
2404;18;Chełm;M;47
2405;13;Brzeźno;M;55
2406;8;Siedlce;F;40
2407;1;Śródmieście;F;60
2408;7;Zaspa Rozstaje;M;23
2409;23;Orunia Górna - Gdańsk Południe;M;35
2410;1;Piecki-Migowo;F;25
2411;10;Jasień;F;39
2412;1;Wrzeszcz Górny;F;26
2413;7;Zaspa Rozstaje;F;7
2414;7;Wrzeszcz Dolny;F;68
2415;20;Wyspa Sobieszewska;F;23
2416;5;Zaspa Młyniec;F;47
2417;8;Oliwa;M;28
2418;27;Olszynka;M;10
2419;11;Jasień;F;32
2420;1;Stogi;F;46
2421;9;Przymorze Małe;M;26
2422;3;Przymorze Wielkie;M;6
2423;27;Brętowo;F;41
2424;28;Jasień;F;35
2425;8;Przymorze Małe;M;37
2426;7;Wrzeszcz Dolny;F;36
2427;23;Chełm;F;69
2428;2;Osowa;F;27
2429;28;Nowy Port;F;37
2430;1;Piecki-Migowo;M;11
2431;7;Piecki-Migowo;M;35
2432;1;Strzyża;F;39
2433;1;Wrzeszcz Górny;F;38
2434;18;Orunia Górna - Gdańsk Południe;F;43
2436;9;Siedlce;M;34
2437;10;Wzgórze Mickiewicza;F;35
2438;18;Jasień;M;28
2439;18;Chełm;F;33
2440;5;Ujeścisko-Łostowice;F;15
2441;13;Zaspa Rozstaje;M;34
2442;7;Zaspa Rozstaje;F;5
2443;12;Piecki-Migowo;F;38
2444;7;Piecki-Migowo;F;40
2445;17;Aniołki;F;52
2446;17;Śródmieście;F;34
2447;1;Piecki-Migowo;M;45
2448;18;Orunia Górna - Gdańsk Południe;M;49
2450;1;Wrzeszcz Dolny;M;54
2451;23;Chełm;F;24
2452;26;Przymorze Małe;M;33
2453;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;35
2454;1;Zaspa Rozstaje;F;36
2455;16;Przymorze Wielkie;F;39
2456;21;Kokoszki;F;34
2457;11;Zaspa Młyniec;F;23
2458;18;Chełm;M;45
2459;11;Orunia Górna - Gdańsk Południe;F;39
2460;1;Śródmieście;F;38
2461;21;Jasień;M;65
2462;23;Nowy Port;M;38
2463;18;Orunia Górna - Gdańsk Południe;M;43
2464;11;Ujeścisko-Łostowice;F;37
2465;24;Orunia Górna - Gdańsk Południe;F;50
2466;1;Wrzeszcz Górny;F;41
2467;10;Zaspa Młyniec;F;31
2468;14;Kokoszki;F;3
2469;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;6
2470;14;Matarnia;M;30
2471;23;Chełm;F;38
2472;12;Piecki-Migowo;F;27
2473;1;Piecki-Migowo;M;15
2474;1;Jasień;F;29
2476;1;Przymorze Małe;M;31
2477;15;Wrzeszcz Górny;F;37
2478;1;Ujeścisko-Łostowice;F;40
2480;21;Kokoszki;F;63
2481;26;Orunia-Św.Wojciech-Lipce;F;30
2482;1;Wrzeszcz Górny;M;12
2483;9;Wrzeszcz Dolny;F;52
2484;20;Zaspa Młyniec;F;33
2485;1;Piecki-Migowo;M;27
2486;1;Wrzeszcz Dolny;F;17
2487;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;2
2488;1;Piecki-Migowo;F;29
2489;23;Chełm;F;33
2490;4;Oliwa;F;1
2491;2;Wrzeszcz Dolny;M;33
2492;24;Przeróbka;F;30
2493;1;Wrzeszcz Górny;F;8
2494;27;Nowy Port;M;37
2495;28;Zaspa Młyniec;F;25
2497;20;Zaspa Młyniec;M;8
2498;1;Wrzeszcz Górny;F;35
2499;18;Chełm;F;13
2500;2;Zaspa Rozstaje;M;40
2501;11;Jasień;F;34
2503;26;Przymorze Małe;F;28
2504;10;Piecki-Migowo;F;44
2505;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
2506;14;Kokoszki;F;1
2507;9;Stogi;F;20
2508;6;Stogi;F;58
2509;20;Zaspa Młyniec;M;12
2510;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
2511;1;Przymorze Wielkie;M;36
2512;6;Śródmieście;F;26
2513;1;Wrzeszcz Górny;M;41
2516;13;Wrzeszcz Górny;F;27
2517;8;Oliwa;M;31
2518;18;Jasień;F;32
2520;18;Orunia Górna - Gdańsk Południe;M;13
2521;4;Chełm;M;30
2522;18;Chełm;M;46
2523;7;Chełm;F;33
2524;20;Zaspa Młyniec;F;6
2526;7;Wrzeszcz Dolny;M;46
2527;9;Śródmieście;M;28
2528;8;Przymorze Wielkie;M;77
2529;5;Chełm;F;34
2530;9;Strzyża;F;39
2532;26;Stogi;M;26
2533;1;Przymorze Wielkie;M;37
2534;9;Jasień;F;24
2535;18;Orunia Górna - Gdańsk Południe;F;19
2536;21;Osowa;M;22
2537;17;Chełm;F;46
2538;8;Przymorze Wielkie;F;74
2539;11;Chełm;M;1
2540;11;Jasień;F;32
2541;23;Orunia Górna - Gdańsk Południe;F;37
2542;1;Matarnia;F;32
2543;20;Piecki-Migowo;F;36
2544;26;Ujeścisko-Łostowice;F;36
2545;12;Ujeścisko-Łostowice;F;42
2546;18;Wzgórze Mickiewicza;M;41
2547;21;Kokoszki;F;38
2548;22;Chełm;F;33
2549;27;Chełm;M;19
2550;14;Osowa;F;40
2551;9;Ujeścisko-Łostowice;F;19
2552;24;Piecki-Migowo;F;34
2553;1;Matarnia;M;38
2554;27;Chełm;M;33
2555;26;Chełm;M;72
2556;23;Orunia Górna - Gdańsk Południe;F;28
2557;10;Osowa;F;36
2559;1;Przymorze Wielkie;F;35
2560;20;Jasień;F;37
2561;1;Nowy Port;F;46
2562;5;Przymorze Małe;F;22
2563;10;Strzyża;F;38
2564;1;Wrzeszcz Górny;F;39
2565;13;Przymorze Wielkie;F;34
2566;7;Brzeźno;M;39
2567;24;Przymorze Małe;F;30
2568;18;Orunia Górna - Gdańsk Południe;F;38
2569;22;Zaspa Rozstaje;M;26
2570;1;Brzeźno;F;36
2571;17;Piecki-Migowo;M;35
2572;24;Stogi;F;50
2573;21;Jasień;F;33
2574;1;Przymorze Małe;F;29
2575;1;Zaspa Rozstaje;F;31
2577;16;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
2578;1;Brzeźno;M;26
2579;23;Orunia Górna - Gdańsk Południe;M;43
2580;1;Zaspa Młyniec;F;36
2581;21;Jasień;F;37
2582;23;Ujeścisko-Łostowice;M;58
2583;1;Orunia Górna - Gdańsk Południe;M;27
2584;26;Śródmieście;F;50
2585;1;VII Dwór;F;30
2586;27;Śródmieście;F;53
2587;10;VII Dwór;F;23
2588;21;Piecki-Migowo;M;32
2589;10;Zaspa Rozstaje;F;33
2590;27;Ujeścisko-Łostowice;M;38
2591;1;Jasień;M;42
2592;12;Piecki-Migowo;F;47
2593;10;Zaspa Rozstaje;F;33
2594;17;Orunia-Św.Wojciech-Lipce;F;31
2595;5;Śródmieście;F;41
2596;6;Przymorze Małe;F;32
2597;11;Jasień;F;38
2598;27;Matarnia;F;47
2599;1;Śródmieście;F;38
2600;1;Zaspa Rozstaje;F;27
2601;14;Osowa;M;37
2602;10;Zaspa Rozstaje;M;35
2603;6;Przymorze Małe;M;34
2604;27;Śródmieście;F;67
2605;21;Osowa;F;39
2606;23;Orunia Górna - Gdańsk Południe;F;44
2607;7;Strzyża;F;22
2608;16;Siedlce;F;27
2609;27;Przymorze Wielkie;F;25
2610;1;Przymorze Wielkie;F;26
2612;24;Przeróbka;F;32
2613;7;Brzeźno;F;36
2614;8;Zaspa Młyniec;M;29
2615;6;Olszynka;F;37
2616;1;Zaspa Rozstaje;F;49
2617;9;Przymorze Wielkie;M;22
2618;17;Orunia-Św.Wojciech-Lipce;F;41
2619;1;Osowa;F;34
2620;17;Orunia-Św.Wojciech-Lipce;F;45
2621;14;Osowa;F;42
2622;23;Chełm;F;37
2623;18;Orunia Górna - Gdańsk Południe;F;24
2624;18;Orunia Górna - Gdańsk Południe;M;50
2625;1;Aniołki;F;34
2626;9;Piecki-Migowo;F;27
2628;6;Wzgórze Mickiewicza;F;41
2629;27;Piecki-Migowo;F;55
2630;18;Suchanino;M;27
2631;23;Orunia-Św.Wojciech-Lipce;F;29
2632;5;Osowa;F;29
2633;18;Chełm;F;29
2634;7;Przymorze Wielkie;M;35
2635;14;Osowa;M;38
2636;13;Przymorze Wielkie;F;27
2637;1;Przymorze Małe;F;38
2638;15;Wrzeszcz Górny;F;57
2639;20;Aniołki;F;87
2640;7;Zaspa Rozstaje;F;43
2641;7;Zaspa Młyniec;M;30
2642;1;VII Dwór;F;44
2643;17;Zaspa Rozstaje;M;48
2644;23;Chełm;F;5
2645;18;Orunia Górna - Gdańsk Południe;M;35
2646;1;Piecki-Migowo;F;45
2647;2;Wrzeszcz Dolny;M;24
2648;26;Chełm;M;46
2649;7;Oliwa;F;76
2650;17;Orunia-Św.Wojciech-Lipce;M;54
2651;18;Orunia Górna - Gdańsk Południe;F;38
2652;9;Przymorze Wielkie;F;54
2653;26;Piecki-Migowo;M;57
2654;16;Piecki-Migowo;M;40
2655;6;Oliwa;M;41
2656;1;Przymorze Małe;F;42
2657;2;Wrzeszcz Dolny;F;39
2658;2;Wrzeszcz Dolny;F;48
2659;7;Zaspa Młyniec;F;3
2660;9;Przymorze Wielkie;M;19
2661;20;Osowa;M;29
2662;1;Siedlce;F;35
2663;23;Chełm;M;0
2664;23;Orunia Górna - Gdańsk Południe;M;28
2665;27;Przymorze Wielkie;F;41
2666;17;Jasień;F;21
2667;1;Przymorze Małe;F;14
2668;23;Chełm;M;36
2669;1;Jasień;F;42
2670;18;Ujeścisko-Łostowice;F;37
2671;23;Orunia-Św.Wojciech-Lipce;M;34
2672;9;Zaspa Rozstaje;M;22
2673;17;Orunia-Św.Wojciech-Lipce;M;45
2674;5;Osowa;M;1
2675;7;Oliwa;M;48
2676;3;Piecki-Migowo;F;32
2677;1;Siedlce;M;40
2678;1;Przymorze Małe;F;37
2679;14;Kokoszki;M;37
2680;23;Orunia-Św.Wojciech-Lipce;F;28
2681;9;Ujeścisko-Łostowice;F;34
2682;4;Wrzeszcz Dolny;F;21
2683;6;Śródmieście;M;28
2684;27;Zaspa Rozstaje;F;64
2685;4;Wzgórze Mickiewicza;M;38
2686;23;Orunia-Św.Wojciech-Lipce;M;26
2687;9;Ujeścisko-Łostowice;M;34
2688;26;Oliwa;F;49
2689;7;Brzeźno;M;49
2690;1;Przymorze Małe;M;42
2691;10;Piecki-Migowo;M;43
2693;27;Przymorze Małe;F;37
2694;7;Nowy Port;F;31
2695;1;Ujeścisko-Łostowice;M;26
2696;21;Jasień;M;35
2697;6;Olszynka;F;39
2698;23;Orunia Górna - Gdańsk Południe;M;66
2699;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;23
2700;9;Piecki-Migowo;M;17
2701;21;Osowa;M;26
2702;17;Chełm;F;59
2703;6;Siedlce;M;33
2704;11;Kokoszki;F;4
2705;23;Orunia Górna - Gdańsk Południe;F;39
2706;23;Orunia Górna - Gdańsk Południe;M;40
2707;1;Aniołki;F;35
2708;18;Orunia Górna - Gdańsk Południe;F;65
2709;18;Ujeścisko-Łostowice;F;26
2710;23;Chełm;M;48
2711;1;VII Dwór;M;32
2712;8;Oliwa;F;38
2713;6;Olszynka;F;32
2714;1;Matarnia;M;46
2715;9;Zaspa Młyniec;F;40
2716;27;Brzeźno;M;39
2717;9;Przymorze Małe;M;29
2718;9;Wzgórze Mickiewicza;F;90
2719;9;Wrzeszcz Dolny;M;23
2720;1;Krakowiec-Górki Zachodnie;F;35
2721;20;Osowa;M;30
2722;14;Osowa;M;44
2723;18;Jasień;F;32
2725;6;Wzgórze Mickiewicza;M;52
2726;9;Orunia Górna - Gdańsk Południe;F;20
2727;1;Ujeścisko-Łostowice;M;45
2728;6;Olszynka;F;39
2729;26;Letnica;F;24
2730;4;Śródmieście;F;21
2731;3;Przymorze Wielkie;F;31
2732;4;Osowa;M;18
2734;14;Osowa;F;40
2735;18;Orunia Górna - Gdańsk Południe;M;39
2736;11;Piecki-Migowo;M;39
2737;18;Orunia-Św.Wojciech-Lipce;F;27
2738;1;Przeróbka;F;18
2739;22;Jasień;M;31
2740;9;Jasień;F;49
2741;9;Orunia Górna - Gdańsk Południe;F;41
2742;28;Wrzeszcz Dolny;F;41
2743;27;Brzeźno;M;21
2744;7;Nowy Port;M;45
2745;1;Jasień;F;21
2746;28;Przymorze Wielkie;F;23
2747;18;Ujeścisko-Łostowice;M;35
2748;13;Wrzeszcz Dolny;F;59
2749;2;Osowa;M;37
2750;2;Osowa;F;8
2752;18;Orunia Górna - Gdańsk Południe;M;40
2753;21;Jasień;M;29
2754;1;Piecki-Migowo;M;26
2755;2;Osowa;F;4
2756;1;VII Dwór;M;81
2757;2;Stogi;M;20
2758;1;Osowa;F;20
2759;17;Chełm;F;32
2760;21;Kokoszki;M;32
2761;11;Jasień;M;32
2762;7;Olszynka;F;24
2763;1;Matarnia;F;27
2764;1;Ujeścisko-Łostowice;F;35
2765;12;Piecki-Migowo;M;35
2766;3;Suchanino;F;36
2767;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;42
2768;13;Nowy Port;M;54
2770;17;Chełm;F;65
2771;1;Zaspa Młyniec;M;35
2772;24;Suchanino;F;42
2773;18;Chełm;M;44
2774;11;Orunia Górna - Gdańsk Południe;F;26
2775;27;Piecki-Migowo;F;40
2776;1;Chełm;M;34
2777;21;Orunia Górna - Gdańsk Południe;F;43
2778;7;Śródmieście;F;55
2781;6;Nowy Port;F;43
2782;26;Zaspa Rozstaje;F;41
2783;16;Brętowo;M;26
2784;14;Osowa;M;32
2785;9;Piecki-Migowo;M;36
2786;1;Olszynka;F;37
2787;11;Jasień;F;34
2788;1;Ujeścisko-Łostowice;F;41
2789;1;Olszynka;F;31
2790;23;Orunia Górna - Gdańsk Południe;F;35
2791;23;Orunia Górna - Gdańsk Południe;F;36
2792;1;Matarnia;M;40
2793;4;Oliwa;F;29
2794;4;Nowy Port;F;17
2795;27;Wzgórze Mickiewicza;M;67
2796;9;Piecki-Migowo;M;15
2797;9;Orunia-Św.Wojciech-Lipce;F;57
2798;12;Wrzeszcz Górny;M;39
2799;1;Strzyża;F;46
2800;8;Jasień;M;42
2801;9;Śródmieście;F;32
2802;23;Ujeścisko-Łostowice;F;43
2803;1;Kokoszki;F;37
2804;18;Wzgórze Mickiewicza;M;22
2805;18;Ujeścisko-Łostowice;M;43
2806;2;Zaspa Rozstaje;F;28
2807;11;Jasień;M;37
2808;2;Strzyża;M;40
2809;13;Zaspa Rozstaje;F;38
2810;1;Wrzeszcz Górny;M;16
2811;21;Kokoszki;F;20
2812;27;Wrzeszcz Dolny;F;34
2813;9;Zaspa Rozstaje;M;36
2814;5;Orunia Górna - Gdańsk Południe;F;44
2816;2;Wyspa Sobieszewska;F;29
2817;27;Ujeścisko-Łostowice;M;28
2818;18;Chełm;F;41
2819;8;Oliwa;F;36
2820;28;Oliwa;M;25
2821;23;Orunia Górna - Gdańsk Południe;F;31
2822;1;Osowa;M;50
2823;18;Chełm;M;40
2824;1;Wyspa Sobieszewska;M;32
2825;21;Jasień;F;29
2826;1;Orunia Górna - Gdańsk Południe;M;17
2827;1;Zaspa Młyniec;F;41
2828;18;Ujeścisko-Łostowice;F;31
2829;21;Piecki-Migowo;M;39
2830;2;Wrzeszcz Dolny;M;36
2831;1;Piecki-Migowo;F;26
2832;10;Piecki-Migowo;M;36
2833;1;Przymorze Wielkie;F;18
2834;27;Jasień;F;31
2835;10;Zaspa Rozstaje;F;37
2836;28;Zaspa Rozstaje;F;50
2837;27;Przymorze Wielkie;F;38
2838;13;Wrzeszcz Dolny;F;9
2839;18;Ujeścisko-Łostowice;F;33
2840;27;Osowa;F;47
2841;1;Zaspa Młyniec;M;41
2842;2;Piecki-Migowo;M;30
2843;1;Krakowiec-Górki Zachodnie;F;21
2844;8;Oliwa;M;49
2845;1;Zaspa Rozstaje;F;44
2846;24;Nowy Port;F;21
2847;21;Piecki-Migowo;F;40
2848;17;Chełm;F;51
2849;7;Brzeźno;F;40
2850;22;Piecki-Migowo;F;42
2851;8;Oliwa;M;31
2852;7;Orunia Górna - Gdańsk Południe;F;27
2853;7;Wrzeszcz Dolny;M;2
2854;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;49
2855;14;Osowa;M;35
2856;17;Orunia-Św.Wojciech-Lipce;M;68
2857;7;Brzeźno;M;13
2858;8;Oliwa;M;39
2859;21;Jasień;F;30
2860;1;Młyniska;M;52
2861;7;Brzeźno;M;7
2862;11;Piecki-Migowo;M;30
2863;14;Matarnia;F;30
2864;11;Jasień;M;34
2865;27;Piecki-Migowo;F;30
2866;18;Ujeścisko-Łostowice;F;63
2867;10;Wrzeszcz Górny;F;39
2868;14;Osowa;M;3
2869;14;Matarnia;M;38
2870;18;Orunia-Św.Wojciech-Lipce;M;30
2871;20;Letnica;F;30
2872;18;Chełm;F;39
2873;11;Kokoszki;F;31
2874;14;Osowa;M;1
2876;18;Ujeścisko-Łostowice;M;42
2877;6;Przymorze Małe;M;52
2878;10;Suchanino;F;33
2879;18;Ujeścisko-Łostowice;F;36
2880;10;Stogi;M;38
2881;15;Oliwa;M;34
2882;9;Zaspa Młyniec;F;40
2883;1;Stogi;F;36
2884;14;Kokoszki;M;33
2885;1;Nowy Port;M;35
2886;14;Matarnia;F;26
2887;17;Chełm;F;43
2888;5;Osowa;F;44
2889;18;Ujeścisko-Łostowice;M;39
2890;21;Osowa;M;36
2891;1;Stogi;F;28
2892;27;Przymorze Małe;F;49
2893;8;Oliwa;M;35
2894;10;Oliwa;F;34
2895;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;27
2896;6;Śródmieście;F;37
2897;6;Olszynka;M;65
2898;14;Kokoszki;F;38
2899;11;Jasień;F;2
2900;23;Osowa;F;41
2901;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;49
2902;27;Rudniki;F;35
2903;7;Piecki-Migowo;M;45
2904;1;Siedlce;F;38
2905;26;Ujeścisko-Łostowice;F;26
2906;10;Osowa;M;34
2907;17;Orunia Górna - Gdańsk Południe;F;4
2908;4;Przymorze Małe;M;61
2909;20;Jasień;M;67
2911;11;Ujeścisko-Łostowice;F;59
2912;6;Śródmieście;M;46
2913;1;Stogi;F;36
2916;10;Jasień;F;31
2917;7;Jasień;F;27
2918;18;Orunia Górna - Gdańsk Południe;F;46
2919;9;Ujeścisko-Łostowice;F;43
2920;1;Brętowo;F;35
2921;27;Śródmieście;F;27
2922;7;Wrzeszcz Dolny;F;35
2923;1;Siedlce;F;12
2924;11;Jasień;F;41
2925;1;Orunia Górna - Gdańsk Południe;F;28
2926;17;Orunia-Św.Wojciech-Lipce;M;28
2927;10;Strzyża;F;37
2928;1;Śródmieście;F;58
2929;20;Jasień;F;63
2930;23;Orunia Górna - Gdańsk Południe;F;7
2931;1;Piecki-Migowo;F;37
2932;1;Siedlce;M;12
2933;3;Piecki-Migowo;F;44
2934;12;Piecki-Migowo;M;46
2936;7;Ujeścisko-Łostowice;F;35
2937;18;Chełm;F;35
2938;12;Piecki-Migowo;F;67
2939;1;Brętowo;F;30
2940;18;Chełm;M;30
2941;1;Siedlce;M;43
2942;9;Zaspa Młyniec;M;45
2943;13;Przymorze Małe;F;34
2944;17;Jasień;M;35
2945;1;Oliwa;F;60
2946;26;Nowy Port;F;29
2947;25;Oliwa;M;27
2948;11;Ujeścisko-Łostowice;F;41
2949;27;Przeróbka;M;30
2950;23;Orunia Górna - Gdańsk Południe;F;34
2951;23;Ujeścisko-Łostowice;M;38
2952;10;VII Dwór;M;30
2953;17;Chełm;F;33
2954;17;Orunia-Św.Wojciech-Lipce;M;30
2955;20;Piecki-Migowo;F;37
2956;7;Orunia Górna - Gdańsk Południe;M;38
2957;1;Wrzeszcz Górny;F;45
2958;3;Przeróbka;F;40
2959;12;Piecki-Migowo;F;30
2960;10;Oliwa;M;28
2961;27;Suchanino;M;67
2962;7;Siedlce;F;65
2963;18;Chełm;M;6
2964;1;Oliwa;F;45
2965;11;Ujeścisko-Łostowice;F;47
2966;1;Piecki-Migowo;F;30
2967;27;Olszynka;M;41
2968;18;Orunia Górna - Gdańsk Południe;M;38
2969;15;Piecki-Migowo;M;37
2970;12;Piecki-Migowo;F;39
2971;6;Przymorze Wielkie;F;33
2972;18;Jasień;M;4
2973;1;Wyspa Sobieszewska;F;33
2974;8;Przymorze Małe;F;41
2975;26;Przymorze Wielkie;F;45
2976;1;Orunia Górna - Gdańsk Południe;F;26
2977;17;Orunia-Św.Wojciech-Lipce;F;51
2978;13;Przymorze Wielkie;F;33
2979;12;Piecki-Migowo;M;36
2980;11;Orunia Górna - Gdańsk Południe;F;42
2981;1;Jasień;F;32
2982;10;Strzyża;M;12
2983;13;Przymorze Wielkie;F;53
2984;15;Piecki-Migowo;F;35
2985;22;Ujeścisko-Łostowice;F;34
2986;7;Zaspa Młyniec;M;42
2987;14;Osowa;F;23
2988;13;Wrzeszcz Dolny;M;57
2989;1;Siedlce;F;61
2990;8;Przymorze Wielkie;M;30
2991;26;Siedlce;F;33
2992;18;Orunia Górna - Gdańsk Południe;F;54
2993;1;Wyspa Sobieszewska;M;2
2994;1;Orunia Górna - Gdańsk Południe;F;40
2995;6;Olszynka;F;54
2996;13;Przymorze Wielkie;M;42
2998;18;Jasień;F;34
2999;27;Siedlce;F;37
3000;12;Jasień;M;33
3001;11;Jasień;M;37
3002;27;Wrzeszcz Górny;F;59
3003;7;Brętowo;M;35
3004;6;Wrzeszcz Górny;F;64
3005;7;Siedlce;F;34
3006;21;Jasień;F;28
3007;8;Strzyża;F;43
3008;9;Przeróbka;M;69
3009;7;Wyspa Sobieszewska;F;26
3010;28;Siedlce;M;27
3011;1;Piecki-Migowo;F;35
3012;21;Aniołki;M;50
3013;1;Strzyża;F;42
3014;7;Siedlce;M;7
3015;25;Nowy Port;F;29
3016;1;Oliwa;F;31
3017;27;Wrzeszcz Dolny;F;61
3018;15;Siedlce;M;67
3019;7;Przymorze Małe;M;21
3020;1;Jasień;M;29
3021;18;Orunia Górna - Gdańsk Południe;F;27
3022;2;Suchanino;F;23
3023;2;Wrzeszcz Dolny;F;36
3024;2;Przymorze Wielkie;M;56
3025;18;Ujeścisko-Łostowice;F;36
3026;8;Oliwa;M;34
3027;1;Oliwa;F;41
3028;24;Przeróbka;F;69
3029;10;Zaspa Rozstaje;F;47
3030;17;Orunia-Św.Wojciech-Lipce;F;41
3031;14;Osowa;F;28
3032;8;Strzyża;F;13
3034;16;Wrzeszcz Górny;M;64
3035;10;Osowa;M;41
3036;20;Oliwa;F;45
3038;24;Wyspa Sobieszewska;F;28
3039;1;Strzyża;F;10
3040;17;Orunia-Św.Wojciech-Lipce;F;5
3041;7;Brętowo;M;29
3042;27;Piecki-Migowo;F;42
3043;2;Letnica;F;33
3044;21;Aniołki;F;20
3045;26;Ujeścisko-Łostowice;F;30
3046;1;Przymorze Wielkie;M;53
3047;11;Przymorze Małe;M;73
3048;13;Przymorze Wielkie;M;37
3049;21;Jasień;F;29
3050;17;Orunia-Św.Wojciech-Lipce;F;65
3051;1;Piecki-Migowo;M;63
3052;13;Oliwa;F;39
3053;1;Strzyża;F;8
3054;10;Oliwa;F;36
3055;1;Przymorze Wielkie;F;9
3056;1;Piecki-Migowo;F;40
3057;13;Przymorze Wielkie;M;31
3058;14;Kokoszki;F;39
3059;21;Aniołki;F;45
3060;7;Nowy Port;M;66
3061;18;Ujeścisko-Łostowice;M;34
3062;1;Piecki-Migowo;M;40
3063;2;Przymorze Wielkie;M;15
3064;23;Orunia Górna - Gdańsk Południe;F;29
3065;21;Jasień;M;37
3066;21;Aniołki;F;79
3067;18;Chełm;M;34
3068;27;Zaspa Rozstaje;F;42
3069;10;Osowa;M;8
3070;15;Piecki-Migowo;M;31
3071;1;Piecki-Migowo;F;8
3072;11;Chełm;M;39
3073;14;Kokoszki;F;42
3074;1;Zaspa Młyniec;M;47
3075;17;Wrzeszcz Dolny;F;63
3076;1;Nowy Port;F;35
3077;1;Piecki-Migowo;M;2
3078;15;Wrzeszcz Górny;F;35
3079;1;Chełm;F;35
3080;11;Piecki-Migowo;M;39
3081;1;Brętowo;F;48
3082;17;Chełm;F;44
3083;18;Orunia Górna - Gdańsk Południe;M;42
3084;14;Osowa;M;68
3085;18;Chełm;M;35
3086;1;Piecki-Migowo;M;40
3087;7;Nowy Port;F;65
3088;6;Olszynka;F;35
3089;17;Wrzeszcz Dolny;M;63
3090;1;Przymorze Wielkie;F;25
3091;26;Zaspa Młyniec;M;34
3092;26;Przymorze Małe;F;61
3093;12;Piecki-Migowo;M;28
3094;27;Siedlce;M;42
3095;7;Jasień;F;8
3096;1;Brzeźno;F;27
3097;9;Zaspa Młyniec;M;34
3098;18;Orunia Górna - Gdańsk Południe;M;5
3099;7;Nowy Port;M;34
3100;12;Piecki-Migowo;M;41
3101;6;Olszynka;M;39
3102;10;Chełm;F;40
3103;20;Kokoszki;F;43
3104;5;Śródmieście;F;37
3105;18;Chełm;M;41
3106;17;Orunia Górna - Gdańsk Południe;M;29
3107;23;Chełm;F;48
3108;10;Ujeścisko-Łostowice;M;47
3109;18;Chełm;M;40
3110;18;Orunia Górna - Gdańsk Południe;M;0
3111;7;Stogi;M;28
3112;24;Suchanino;F;41
3113;20;Oliwa;F;30
3114;18;Jasień;M;30
3115;18;Chełm;F;42
3116;1;Aniołki;F;28
3117;2;Wrzeszcz Dolny;F;44
3118;10;Chełm;F;45
3119;18;Chełm;F;35
3120;6;Olszynka;F;26
3121;18;Zaspa Rozstaje;F;68
3122;20;Zaspa Młyniec;F;41
3123;14;Osowa;M;31
3124;17;Orunia-Św.Wojciech-Lipce;F;44
3125;23;Śródmieście;F;65
3126;1;Orunia Górna - Gdańsk Południe;F;43
3127;5;Zaspa Młyniec;M;73
3128;5;Oliwa;F;1
3129;1;Śródmieście;F;42
3130;23;Suchanino;M;49
3131;11;Ujeścisko-Łostowice;M;32
3132;1;Piecki-Migowo;F;39
3133;10;Aniołki;F;36
3134;7;Wrzeszcz Dolny;F;28
3135;18;Ujeścisko-Łostowice;F;52
3136;18;Orunia Górna - Gdańsk Południe;M;33
3137;7;Brzeźno;M;64
3138;2;Przymorze Wielkie;M;52
3139;17;Orunia-Św.Wojciech-Lipce;M;43
3140;18;Orunia Górna - Gdańsk Południe;F;44
3141;18;Chełm;M;5
3142;1;Wrzeszcz Dolny;F;23
3143;18;Ujeścisko-Łostowice;M;29
3144;9;Śródmieście;M;33
3145;1;Wyspa Sobieszewska;M;34
3146;22;Jasień;M;31
3147;11;Przymorze Małe;M;30
3148;22;Orunia Górna - Gdańsk Południe;F;29
3149;23;Orunia Górna - Gdańsk Południe;F;33
3150;6;Suchanino;M;41
3151;28;Orunia Górna - Gdańsk Południe;F;24
3152;25;Piecki-Migowo;M;38
3153;23;Orunia Górna - Gdańsk Południe;M;35
3154;7;Wrzeszcz Dolny;F;7
3155;23;Śródmieście;F;90
3157;10;Zaspa Rozstaje;F;29
3158;18;Chełm;M;45
3160;26;Młyniska;F;59
3161;7;Brzeźno;M;38
3162;26;Wrzeszcz Górny;F;33
3164;7;Wrzeszcz Dolny;M;4
3165;7;Jasień;M;45
3166;5;Stogi;M;25
3167;7;Osowa;M;40
3168;24;Piecki-Migowo;M;36
3169;2;Nowy Port;M;36
3170;5;Oliwa;M;23
3171;9;Matarnia;F;29
3172;7;Brzeźno;M;6
3173;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;23
3175;23;Śródmieście;M;42
3176;1;Piecki-Migowo;F;64
3177;21;Ujeścisko-Łostowice;M;48
3178;1;Ujeścisko-Łostowice;M;22
3179;21;Kokoszki;F;28
3180;7;Brzeźno;F;3
3181;21;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
3182;7;Zaspa Rozstaje;F;43
3183;5;Piecki-Migowo;F;33
3184;27;Piecki-Migowo;M;35
3185;23;Orunia Górna - Gdańsk Południe;F;24
3186;7;Brzeźno;F;47
3187;18;Chełm;F;41
3188;7;Zaspa Młyniec;M;31
3189;26;Chełm;F;39
3190;11;Piecki-Migowo;M;33
3191;17;Orunia-Św.Wojciech-Lipce;F;64
3192;11;Jasień;F;32
3193;21;Kokoszki;M;24
3195;1;Jasień;F;56
3196;5;Orunia Górna - Gdańsk Południe;F;17
3197;11;Jasień;M;33
3198;18;Brzeźno;M;28
3199;18;Ujeścisko-Łostowice;F;38
3201;12;Piecki-Migowo;F;39
3202;20;Ujeścisko-Łostowice;F;32
3203;23;Chełm;M;41
3204;1;Stogi;F;23
3205;12;Piecki-Migowo;F;35
3206;11;Jasień;F;2
3207;26;Oliwa;F;60
3208;1;Zaspa Rozstaje;F;32
3209;3;Wrzeszcz Górny;M;32
3210;21;Jasień;M;33
3211;20;Stogi;M;42
3212;7;Przymorze Wielkie;F;39
3213;18;Ujeścisko-Łostowice;M;38
3214;26;Oliwa;M;29
3215;24;Ujeścisko-Łostowice;M;26
3216;1;Zaspa Młyniec;F;45
3217;18;Chełm;F;9
3218;18;Chełm;F;27
3219;7;Wrzeszcz Dolny;F;26
3220;26;Orunia Górna - Gdańsk Południe;F;46
3221;10;Zaspa Młyniec;F;52
3222;3;Zaspa Młyniec;F;15
3223;28;Piecki-Migowo;M;34
3224;26;Oliwa;F;31
3225;26;Suchanino;F;40
3226;18;Ujeścisko-Łostowice;M;7
3227;1;Przymorze Małe;F;63
3228;7;Letnica;F;32
3229;11;Ujeścisko-Łostowice;F;21
3230;26;Wrzeszcz Dolny;F;42
3231;26;Chełm;F;43
3232;10;Zaspa Rozstaje;M;26
3233;17;Orunia-Św.Wojciech-Lipce;M;32
3234;10;Zaspa Młyniec;M;12
3235;26;Wrzeszcz Dolny;M;53
3236;6;Olszynka;F;35
3237;1;Piecki-Migowo;F;30
3238;6;Wrzeszcz Dolny;M;24
3239;21;Kokoszki;M;20
3240;6;Śródmieście;F;31
3241;8;Osowa;M;48
3242;12;Wrzeszcz Górny;F;28
3244;7;Brzeźno;M;24
3245;1;Śródmieście;F;26
3246;10;Suchanino;F;41
3247;10;Zaspa Rozstaje;F;68
3248;6;Olszynka;F;1
3249;17;Orunia-Św.Wojciech-Lipce;F;30
3250;1;Jasień;F;31
3251;18;Chełm;M;13
3252;27;Ujeścisko-Łostowice;F;41
3253;17;Orunia-Św.Wojciech-Lipce;F;30
3254;5;Osowa;F;31
3255;23;Ujeścisko-Łostowice;M;42
3256;21;Jasień;F;24
3257;8;Przymorze Wielkie;F;69
3258;27;Wrzeszcz Górny;F;67
3259;7;Oliwa;F;46
3260;21;Osowa;M;41
3261;27;Piecki-Migowo;F;43
3262;26;Wrzeszcz Górny;F;61
3263;7;Oliwa;M;28
3264;18;Chełm;M;33
3265;24;Piecki-Migowo;F;44
3266;7;Wrzeszcz Dolny;F;36
3267;6;Oliwa;F;40
3268;7;Brzeźno;M;27
3269;11;Chełm;F;28
3270;7;Stogi;M;23
3271;7;Oliwa;F;10
3272;23;Orunia Górna - Gdańsk Południe;M;39
3273;9;Wrzeszcz Górny;F;31
3274;14;Osowa;M;43
3275;21;Piecki-Migowo;M;35
3276;21;Kokoszki;F;22
3277;17;Orunia-Św.Wojciech-Lipce;F;6
3278;13;Nowy Port;F;31
3279;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;37
3280;9;Oliwa;M;25
3281;17;Orunia-Św.Wojciech-Lipce;F;70
3282;7;Nowy Port;M;29
3283;21;Jasień;M;29
3284;7;Oliwa;M;17
3285;1;Zaspa Rozstaje;F;45
3287;10;Przymorze Wielkie;F;41
3288;11;Orunia Górna - Gdańsk Południe;M;41
3289;1;Osowa;F;39
3290;7;Oliwa;F;33
3291;21;Aniołki;M;21
3292;18;Piecki-Migowo;F;23
3293;18;Orunia Górna - Gdańsk Południe;M;49
3294;16;Piecki-Migowo;M;35
3295;1;Przymorze Małe;F;21
3296;8;Przymorze Małe;F;28
3297;8;Przymorze Wielkie;M;74
3298;27;Brętowo;F;34
3299;15;Piecki-Migowo;M;34
3300;23;Śródmieście;M;8
3301;1;Siedlce;M;32
3302;18;Ujeścisko-Łostowice;M;30
3303;11;Jasień;F;28
3304;6;Śródmieście;F;66
3305;18;Orunia Górna - Gdańsk Południe;M;28
3306;7;Wrzeszcz Dolny;F;30
3307;18;Chełm;M;46
3308;1;Zaspa Rozstaje;M;16
3309;20;Chełm;F;30
3310;25;Jasień;F;48
3311;1;Siedlce;F;62
3312;21;Kokoszki;F;38
3313;10;Zaspa Rozstaje;F;31
3314;2;Letnica;M;33
3315;18;Chełm;F;42
3316;11;Jasień;M;39
3317;27;Oliwa;M;31
3318;12;Piecki-Migowo;F;39
3319;1;Jasień;F;27
3320;21;Jasień;F;28
3321;8;Przymorze Małe;F;5
3322;10;Zaspa Rozstaje;F;70
3323;7;Nowy Port;M;29
3324;13;Przymorze Małe;F;36
3325;23;Orunia Górna - Gdańsk Południe;F;31
3326;8;Przymorze Małe;M;4
3327;18;Chełm;M;44
3328;21;Jasień;F;33
3329;20;Śródmieście;F;45
3330;1;Przymorze Małe;F;35
3331;18;Ujeścisko-Łostowice;F;59
3332;8;Przymorze Małe;M;0
3333;11;Jasień;M;34
3334;1;Piecki-Migowo;M;35
3335;18;Chełm;M;28
3336;1;Oliwa;F;50
3337;11;Piecki-Migowo;M;33
3338;21;Przymorze Małe;F;61
3339;18;Chełm;M;36
3340;26;Chełm;M;27
3341;9;Strzyża;F;51
3342;21;Kokoszki;F;60
3343;9;Osowa;F;47
3344;26;Brętowo;F;30
3345;20;Przymorze Wielkie;F;29
3346;21;Jasień;F;28
3347;1;Jasień;F;31
3348;24;Piecki-Migowo;F;31
3349;13;Zaspa Rozstaje;M;42
3350;20;Ujeścisko-Łostowice;M;35
3351;17;Orunia-Św.Wojciech-Lipce;F;36
3352;11;Ujeścisko-Łostowice;F;36
3353;26;Piecki-Migowo;F;38
3354;11;Jasień;M;36
3355;10;Osowa;M;44
3356;10;Zaspa Rozstaje;F;33
3357;18;Orunia Górna - Gdańsk Południe;M;39
3358;22;Chełm;F;42
3359;11;Jasień;M;26
3360;27;Piecki-Migowo;F;30
3361;20;Przymorze Wielkie;F;39
3362;20;Przymorze Małe;F;36
3363;8;Oliwa;M;50
3364;13;Brzeźno;M;40
3365;18;Ujeścisko-Łostowice;M;39
3366;2;Piecki-Migowo;F;28
3367;10;Zaspa Rozstaje;M;60
3368;7;Nowy Port;F;31
3369;9;Stogi;F;23
3370;15;Brzeźno;M;24
3371;15;Piecki-Migowo;M;32
3372;16;Piecki-Migowo;M;46
3373;27;Brętowo;F;59
3374;6;Śródmieście;F;32
3375;10;Brętowo;M;30
3376;17;Wrzeszcz Dolny;F;49
3377;9;Wrzeszcz Dolny;M;39
3378;13;Zaspa Rozstaje;M;43
3379;28;Przymorze Wielkie;F;33
3380;28;Olszynka;F;29
3381;10;Piecki-Migowo;M;30
3382;28;Nowy Port;F;31
3383;15;Piecki-Migowo;F;30
3384;1;Zaspa Młyniec;F;31
3385;26;Zaspa Rozstaje;F;68
3386;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;64
3387;11;Jasień;F;42
3388;1;Nowy Port;F;29
3389;18;Orunia Górna - Gdańsk Południe;M;35
3390;1;Ujeścisko-Łostowice;M;47
3391;10;Nowy Port;M;41
3392;10;Przymorze Małe;F;20
3393;11;Ujeścisko-Łostowice;M;41
3394;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;90
3395;28;Olszynka;F;50
3396;20;Osowa;F;82
3397;1;Śródmieście;F;58
3399;21;Jasień;F;26
3400;21;Jasień;M;28
3401;8;Zaspa Rozstaje;M;48
3402;1;Zaspa Młyniec;F;35
3403;6;Śródmieście;M;55
3404;18;Chełm;F;41
3405;12;Piecki-Migowo;M;37
3406;20;Jasień;F;34
3407;26;Kokoszki;F;62
3408;27;Wrzeszcz Dolny;M;33
3409;1;Oliwa;F;23
3410;9;Zaspa Rozstaje;F;37
3411;4;VII Dwór;F;77
3412;23;Orunia Górna - Gdańsk Południe;F;28
3413;1;Orunia-Św.Wojciech-Lipce;F;79
3414;2;Piecki-Migowo;M;28
3415;1;Chełm;F;38
3416;23;Przymorze Wielkie;M;31
3417;6;Śródmieście;F;8
3418;2;Chełm;M;40
3419;10;Wrzeszcz Górny;M;30
3420;1;Chełm;M;28
3421;1;Chełm;F;65
3422;1;Matarnia;F;26
3423;7;Wrzeszcz Dolny;M;49
3425;27;Krakowiec-Górki Zachodnie;M;69
3426;1;Nowy Port;M;4
3427;20;Wyspa Sobieszewska;M;24
3428;7;Nowy Port;F;28
3429;22;Ujeścisko-Łostowice;M;44
3430;11;Kokoszki;F;31
3431;8;Kokoszki;F;59
3432;12;Piecki-Migowo;F;32
3433;6;Śródmieście;F;3
3434;25;Nowy Port;F;45
3435;27;Jasień;F;33
3436;21;Jasień;M;29
3437;4;Siedlce;F;82
3438;21;Jasień;M;30
3439;11;Zaspa Rozstaje;F;70
3440;21;Przymorze Małe;F;53
3441;9;Piecki-Migowo;F;73
3442;27;Krakowiec-Górki Zachodnie;F;69
3443;27;Suchanino;F;63
3445;23;Chełm;F;44
3446;11;Jasień;F;30
3447;14;Kokoszki;F;63
3448;27;Jasień;F;3
3449;25;Oliwa;F;33
3450;5;Oliwa;F;18
3451;6;Piecki-Migowo;F;33
3452;9;Osowa;M;45
3453;1;Stogi;F;37
3454;16;Aniołki;M;29
3455;7;Orunia Górna - Gdańsk Południe;M;40
3456;27;Brzeźno;F;39
3457;12;Zaspa Rozstaje;M;84
3458;27;Jasień;M;0
3459;14;Osowa;F;36
3460;1;Chełm;F;43
3461;5;Orunia Górna - Gdańsk Południe;M;40
3462;11;Zaspa Rozstaje;F;71
3463;24;Piecki-Migowo;F;6
3464;27;Siedlce;M;35
3465;17;Piecki-Migowo;F;42
3466;14;Osowa;M;45
3467;13;Przymorze Małe;F;44
3469;18;Ujeścisko-Łostowice;F;44
3470;11;Orunia Górna - Gdańsk Południe;F;75
3471;18;Chełm;F;39
3473;11;Jasień;M;31
3474;7;Piecki-Migowo;F;36
3475;7;Brzeźno;M;39
3476;21;Kokoszki;M;38
3477;1;Nowy Port;F;67
3478;27;Wrzeszcz Dolny;F;63
3479;20;Piecki-Migowo;F;3
3480;1;Piecki-Migowo;M;10
3481;10;Zaspa Rozstaje;M;73
3482;28;Suchanino;F;47
3483;10;Piecki-Migowo;F;40
3484;6;Orunia-Św.Wojciech-Lipce;M;24
3485;7;Brzeźno;M;45
3486;21;Jasień;M;28
3487;26;Przymorze Małe;M;21
3488;23;Orunia Górna - Gdańsk Południe;F;57
3489;5;Piecki-Migowo;F;33
3490;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
3491;11;Kokoszki;M;34
3492;26;Przymorze Wielkie;F;42
3493;9;Suchanino;M;30
3494;4;VII Dwór;F;66
3495;21;Kokoszki;M;46
3496;26;Nowy Port;M;43
3497;11;Ujeścisko-Łostowice;M;39
3498;22;Chełm;M;41
3499;6;Śródmieście;M;34
3500;7;Wrzeszcz Dolny;M;43
3501;1;Orunia Górna - Gdańsk Południe;F;27
3502;23;Piecki-Migowo;M;36
3503;6;Chełm;M;35
3504;4;VII Dwór;M;65
3505;11;Zaspa Rozstaje;M;72
3506;20;Piecki-Migowo;M;42
3507;6;Olszynka;F;35
3508;1;Śródmieście;F;76
3509;25;Wrzeszcz Górny;F;56
3510;27;Chełm;F;37
3511;4;VII Dwór;F;84
3512;26;Wrzeszcz Dolny;F;52
3513;18;Ujeścisko-Łostowice;F;35
3514;26;Przeróbka;F;48
3515;10;Wrzeszcz Dolny;F;35
3516;10;Zaspa Rozstaje;F;40
3517;27;Aniołki;M;47
3518;10;Zaspa Rozstaje;F;69
3519;11;Ujeścisko-Łostowice;M;37
3520;1;Ujeścisko-Łostowice;M;45
3521;24;Przymorze Wielkie;F;33
3522;1;Chełm;F;42
3523;11;Ujeścisko-Łostowice;F;34
3524;1;Wrzeszcz Dolny;F;34
3525;17;Orunia Górna - Gdańsk Południe;F;35
3526;28;Brętowo;F;43
3527;1;Osowa;F;22
3528;23;Piecki-Migowo;F;47
3529;27;Śródmieście;M;33
3530;14;Kokoszki;F;55
3531;28;Wrzeszcz Górny;F;51
3532;20;Przymorze Wielkie;M;5
3533;2;Suchanino;M;31
3535;21;Kokoszki;M;39
3536;23;Chełm;F;33
3537;18;Kokoszki;M;46
3538;9;Wzgórze Mickiewicza;M;36
3539;10;Zaspa Rozstaje;M;65
3540;13;Zaspa Rozstaje;F;40
3541;27;Śródmieście;M;42
3542;16;Piecki-Migowo;F;48
3543;28;Ujeścisko-Łostowice;F;66
3544;1;Siedlce;F;68
3545;10;Przymorze Małe;M;53
3546;21;Jasień;M;33
3547;4;Brętowo;M;30
3548;18;Chełm;M;38
3549;14;Osowa;M;28
3550;23;Brzeźno;M;40
3551;1;Orunia Górna - Gdańsk Południe;F;36
3552;1;Matarnia;F;27
3553;7;Przymorze Wielkie;F;34
3554;10;Zaspa Rozstaje;F;65
3556;25;Oliwa;M;33
3557;27;Piecki-Migowo;M;32
3558;6;Stogi;M;36
3559;24;Chełm;F;35
3560;2;Piecki-Migowo;M;30
3561;9;Jasień;M;31
3562;18;Orunia Górna - Gdańsk Południe;F;38
3563;1;Śródmieście;F;29
3564;10;Zaspa Młyniec;F;31
3565;23;Piecki-Migowo;M;46
3566;10;Piecki-Migowo;M;36
3567;8;Nowy Port;F;35
3568;17;Orunia Górna - Gdańsk Południe;F;41
3569;14;Osowa;M;46
3571;18;Zaspa Młyniec;F;41
3572;6;Śródmieście;M;35
3573;1;Jasień;F;42
3574;10;Zaspa Rozstaje;F;57
3575;14;Matarnia;F;46
3576;17;Orunia-Św.Wojciech-Lipce;F;26
3577;1;Jasień;F;41
3578;6;Śródmieście;F;40
3579;14;Matarnia;M;45
3580;18;Jasień;F;52
3581;1;Brętowo;F;35
3583;1;Zaspa Młyniec;F;35
3584;7;Brzeźno;F;20
3585;1;Śródmieście;F;63
3586;10;Wrzeszcz Górny;F;59
3587;2;Nowy Port;F;44
3588;12;Piecki-Migowo;F;34
3589;21;Piecki-Migowo;M;35
3590;7;Zaspa Rozstaje;F;66
3591;23;Orunia Górna - Gdańsk Południe;M;41
3592;21;Jasień;F;25
3593;17;Orunia-Św.Wojciech-Lipce;M;41
3594;23;Orunia Górna - Gdańsk Południe;F;32
3595;27;Przymorze Wielkie;M;76
3596;28;Chełm;F;35
3597;10;Stogi;F;30
3598;20;Piecki-Migowo;F;36
3599;7;Nowy Port;F;31
3600;14;Kokoszki;F;67
3601;23;Ujeścisko-Łostowice;F;34
3603;22;Piecki-Migowo;F;33
3604;1;Nowy Port;F;72
3605;7;Nowy Port;M;36
3606;7;Nowy Port;F;57
3607;24;Jasień;F;37
3608;6;Stogi;F;43
3609;1;Przymorze Małe;F;43
3610;22;Orunia Górna - Gdańsk Południe;F;34
3611;21;Ujeścisko-Łostowice;M;43
3612;20;VII Dwór;F;43
3614;14;Kokoszki;F;34
3615;11;Chełm;F;36
3616;1;Kokoszki;M;68
3618;10;Zaspa Rozstaje;F;65
3619;27;Chełm;F;64
3620;18;Orunia Górna - Gdańsk Południe;M;40
3621;23;Orunia-Św.Wojciech-Lipce;M;39
3622;11;Chełm;M;35
3624;10;Zaspa Rozstaje;M;69
3625;27;Przymorze Wielkie;F;73
3626;16;Ujeścisko-Łostowice;M;35
3627;22;Chełm;M;52
3628;18;Ujeścisko-Łostowice;F;12
3629;9;Przymorze Wielkie;F;34
3630;26;Piecki-Migowo;F;37
3631;10;Zaspa Rozstaje;F;65
3632;18;Chełm;F;46
3633;11;Chełm;F;7
3634;1;Jasień;M;42
3635;23;Orunia-Św.Wojciech-Lipce;F;36
3636;1;Przymorze Wielkie;F;43
3637;1;Stogi;F;76
3638;11;Ujeścisko-Łostowice;M;34
3639;6;Chełm;M;69
3642;17;Orunia-Św.Wojciech-Lipce;M;35
3643;1;Orunia Górna - Gdańsk Południe;M;40
3644;11;Chełm;M;6
3646;8;Nowy Port;F;72
3647;11;Ujeścisko-Łostowice;F;34
3648;1;Zaspa Młyniec;F;22
3649;1;Przymorze Wielkie;F;53
3650;1;Jasień;F;49
3651;22;Chełm;F;36
3652;1;Olszynka;F;25
3653;7;Brzeźno;F;67
3654;1;Aniołki;M;34
3656;21;Osowa;M;35
3657;10;Zaspa Rozstaje;M;66
3658;10;Stogi;F;36
3660;8;Oliwa;M;73
3661;1;Aniołki;F;60
3662;14;Osowa;F;27
3663;18;Nowy Port;M;68
3664;5;Nowy Port;F;42
3665;9;Stogi;M;24
3666;18;Kokoszki;F;40
3667;1;Stogi;F;39
3668;10;Zaspa Rozstaje;F;70
3669;6;Siedlce;M;43
3670;21;Kokoszki;F;41
3671;23;Ujeścisko-Łostowice;M;31
3672;6;Suchanino;F;45
3673;1;Osowa;F;45
3674;18;Jasień;F;33
3675;1;Aniołki;F;53
3676;10;Zaspa Rozstaje;M;84
3677;12;Wrzeszcz Górny;F;60
3678;1;Piecki-Migowo;F;30
3679;7;Wrzeszcz Dolny;F;46
3680;10;Zaspa Młyniec;F;42
3681;10;Zaspa Rozstaje;F;70
3682;1;Przeróbka;F;42
3683;10;Przymorze Wielkie;F;47
3684;1;Osowa;M;43
3685;18;Orunia-Św.Wojciech-Lipce;M;32
3686;1;Wrzeszcz Dolny;F;30
3687;10;Aniołki;F;26
3688;11;Ujeścisko-Łostowice;F;46
3689;23;Chełm;M;39
3690;8;Oliwa;F;71
3691;7;Brzeźno;M;44
3692;7;Nowy Port;F;36
3693;1;Przeróbka;M;6
3694;1;Brętowo;M;38
3695;7;Brzeźno;F;43
3696;1;Młyniska;F;41
3697;21;Jasień;M;42
3698;27;Brętowo;M;73
3699;26;Zaspa Rozstaje;F;39
3700;21;Jasień;F;47
3701;18;Piecki-Migowo;M;29
3702;24;Młyniska;F;28
3703;26;Brzeźno;F;43
3704;22;Chełm;M;28
3705;12;Piecki-Migowo;F;71
3706;12;Wrzeszcz Górny;F;63
3707;1;Zaspa Młyniec;F;45
3708;1;Śródmieście;F;22
3709;1;Olszynka;F;22
3710;1;Zaspa Rozstaje;M;33
3711;22;Jasień;M;42
3712;1;Wrzeszcz Górny;F;34
3713;22;Jasień;M;33
3714;1;Jasień;F;34
3715;21;Zaspa Rozstaje;F;33
3716;7;Wrzeszcz Dolny;F;40
3717;22;Stogi;F;35
3718;7;Osowa;M;42
3719;26;Chełm;F;63
3720;1;Orunia Górna - Gdańsk Południe;F;40
3721;10;Zaspa Rozstaje;M;40
3722;26;Przymorze Małe;F;36
3723;8;Brętowo;M;64
3724;22;Ujeścisko-Łostowice;F;44
3725;20;Oliwa;F;36
3726;2;Przymorze Małe;M;45
3727;1;Brzeźno;F;23
3728;1;Brętowo;F;29
3730;2;Przymorze Małe;F;45
3731;20;Zaspa Rozstaje;F;36
3732;11;Ujeścisko-Łostowice;M;40
3733;4;Stogi;M;39
3734;27;Przymorze Małe;F;35
3735;1;Oliwa;F;29
3736;1;Stogi;F;33
3737;3;Zaspa Młyniec;F;42
3738;27;Aniołki;F;37
3739;14;Matarnia;F;38
3740;18;Jasień;F;47
3741;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;30
3742;17;Orunia-Św.Wojciech-Lipce;F;42
3744;1;Chełm;F;36
3745;21;Kokoszki;M;38
3747;1;Przymorze Wielkie;M;27
3748;9;Brętowo;F;83
3749;9;Brętowo;F;58
3750;24;Oliwa;F;27
3751;20;Piecki-Migowo;F;43
3752;12;Piecki-Migowo;F;34
3754;17;Orunia-Św.Wojciech-Lipce;F;2
3755;18;Ujeścisko-Łostowice;F;52
3756;1;Nowy Port;F;42
3757;1;Stogi;F;49
3758;24;Przymorze Wielkie;F;32
3759;20;Zaspa Rozstaje;M;38
3760;1;Przymorze Wielkie;F;52
3761;1;Przymorze Wielkie;F;52
3762;8;Zaspa Rozstaje;M;69
3763;17;Orunia Górna - Gdańsk Południe;M;42
3764;21;Osowa;F;39
3765;9;Wrzeszcz Górny;M;38
3766;22;Jasień;F;29
3768;18;Ujeścisko-Łostowice;M;30
3769;1;Przymorze Wielkie;F;78
3770;4;Wrzeszcz Górny;F;22
3771;6;Olszynka;M;52
3772;10;Przymorze Małe;M;27
3773;21;Jasień;F;54
3774;23;Orunia-Św.Wojciech-Lipce;M;36
3775;11;Jasień;M;3
3776;1;Strzyża;F;49
3777;1;Ujeścisko-Łostowice;F;54
3778;11;Ujeścisko-Łostowice;F;44
3779;14;Matarnia;M;39
3781;1;Przymorze Wielkie;M;19
3782;6;Śródmieście;F;45
3783;14;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;74
3784;18;Chełm;F;43
3785;24;Kokoszki;M;42
3786;1;Siedlce;F;28
3787;1;Chełm;F;42
3788;25;Wyspa Sobieszewska;F;30
3789;7;Przymorze Wielkie;F;32
3790;14;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
3791;26;Orunia Górna - Gdańsk Południe;F;21
3792;7;Wrzeszcz Górny;M;24
3793;8;Przymorze Małe;F;29
3794;1;Wrzeszcz Górny;F;31
3795;25;Wyspa Sobieszewska;F;8
3796;22;Chełm;F;41
3797;7;Wrzeszcz Dolny;M;40
3798;6;Olszynka;F;51
3799;1;Przymorze Małe;M;42
3800;21;Osowa;F;58
3801;1;Nowy Port;M;31
3802;21;Kokoszki;F;26
3803;25;Wyspa Sobieszewska;M;43
3804;6;Chełm;F;45
3805;26;Piecki-Migowo;F;27
3806;17;Wrzeszcz Dolny;F;35
3807;10;Śródmieście;F;30
3808;25;Piecki-Migowo;F;30
3809;27;Śródmieście;F;27
3810;23;Orunia Górna - Gdańsk Południe;F;0
3811;5;Śródmieście;M;11
3812;21;Osowa;M;39
3813;23;Chełm;M;35
3814;9;Przymorze Małe;F;47
3815;25;Wyspa Sobieszewska;F;52
3816;13;Przymorze Wielkie;M;32
3817;6;Śródmieście;M;31
3818;27;Zaspa Młyniec;F;70
3819;20;Śródmieście;F;31
3820;25;Stogi;M;48
3821;13;Przymorze Małe;M;69
3822;26;Stogi;F;49
3823;1;Brętowo;F;24
3824;24;Śródmieście;F;32
3825;1;Wrzeszcz Górny;F;36
3826;13;Zaspa Młyniec;F;20
3827;26;Matarnia;M;55
3828;27;Zaspa Młyniec;F;44
3829;18;Brętowo;M;66
3830;25;Przymorze Małe;M;15
3831;14;Kokoszki;F;34
3832;23;Chełm;M;3
3834;18;Ujeścisko-Łostowice;M;20
3835;14;Kokoszki;M;37
3836;7;Wrzeszcz Dolny;M;34
3837;10;Zaspa Młyniec;M;38
3838;10;Zaspa Rozstaje;M;37
3839;1;Ujeścisko-Łostowice;M;39
3840;28;Piecki-Migowo;M;31
3841;1;Zaspa Rozstaje;M;71
3842;17;Chełm;M;0
3843;18;Brętowo;F;64
3844;23;Orunia Górna - Gdańsk Południe;M;24
3845;23;Orunia Górna - Gdańsk Południe;M;30
3846;23;Orunia Górna - Gdańsk Południe;M;38
3847;18;Chełm;M;37
3848;18;Orunia Górna - Gdańsk Południe;F;29
3849;7;Wrzeszcz Dolny;F;38
3850;1;Brzeźno;M;27
3851;27;Piecki-Migowo;F;37
3852;12;Piecki-Migowo;M;41
3853;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
3854;10;Przymorze Wielkie;M;29
3855;20;Wrzeszcz Górny;F;32
3856;23;Orunia Górna - Gdańsk Południe;F;25
3857;10;Ujeścisko-Łostowice;M;40
3858;1;Ujeścisko-Łostowice;F;10
3859;6;Jasień;M;39
3861;8;Przymorze Wielkie;F;63
3862;26;Przymorze Wielkie;F;24
3863;6;Olszynka;M;78
3864;1;Przymorze Wielkie;F;45
3865;18;Ujeścisko-Łostowice;M;37
3866;2;Przymorze Małe;F;49
3867;7;Zaspa Rozstaje;F;42
3868;10;Zaspa Rozstaje;F;41
3869;26;Suchanino;F;57
3870;26;Krakowiec-Górki Zachodnie;F;22
3871;17;Chełm;F;34
3872;11;Jasień;M;40
3873;21;Osowa;F;33
3874;27;VII Dwór;F;51
3875;11;Jasień;M;35
3876;9;Zaspa Rozstaje;F;39
3877;23;Wzgórze Mickiewicza;M;71
3878;2;Zaspa Młyniec;F;40
3879;27;VII Dwór;M;44
3880;11;Jasień;M;36
3881;10;Przymorze Wielkie;M;42
3882;27;Zaspa Rozstaje;F;67
3883;27;Wrzeszcz Dolny;F;24
3884;7;Brzeźno;M;56
3885;12;Piecki-Migowo;M;31
3886;1;Zaspa Młyniec;F;39
3887;28;Przeróbka;M;49
3888;7;Przymorze Wielkie;M;36
3889;17;Orunia Górna - Gdańsk Południe;F;33
3890;18;Chełm;F;40
3891;18;Chełm;F;63
3892;7;Brzeźno;M;34
3893;23;Orunia Górna - Gdańsk Południe;M;36
3894;7;Aniołki;M;42
3895;10;Piecki-Migowo;M;31
3896;1;Chełm;F;41
3897;6;Olszynka;F;41
3898;26;Zaspa Rozstaje;F;62
3899;27;Jasień;M;36
3900;26;Śródmieście;F;35
3901;26;Jasień;M;34
3902;18;Ujeścisko-Łostowice;M;34
3903;7;Brzeźno;F;43
3904;6;Śródmieście;M;57
3905;1;Brzeźno;F;43
3906;20;Wyspa Sobieszewska;M;48
3907;27;Przymorze Wielkie;M;31
3908;23;Ujeścisko-Łostowice;M;42
3909;23;Orunia Górna - Gdańsk Południe;F;44
3910;23;Ujeścisko-Łostowice;F;43
3911;7;Przymorze Wielkie;M;31
3912;23;Orunia Górna - Gdańsk Południe;M;9
3913;2;Zaspa Młyniec;F;38
3914;16;Zaspa Młyniec;M;42
3915;10;Brzeźno;F;24
3916;11;Orunia Górna - Gdańsk Południe;F;38
3917;18;Orunia Górna - Gdańsk Południe;F;43
3918;1;Ujeścisko-Łostowice;F;47
3919;21;Kokoszki;F;32
3920;1;Chełm;F;32
3921;8;Osowa;F;34
3922;7;VII Dwór;F;76
3923;7;Młyniska;M;40
3924;8;Przymorze Małe;F;44
3925;17;Wyspa Sobieszewska;F;35
3926;14;Kokoszki;F;10
3927;1;Przymorze Małe;F;52
3928;1;Orunia Górna - Gdańsk Południe;F;28
3929;1;Brętowo;F;32
3930;21;Piecki-Migowo;F;43
3931;1;Chełm;F;44
3932;1;Śródmieście;F;34
3933;15;Piecki-Migowo;F;32
3934;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;74
3935;27;Jasień;F;47
3936;23;Orunia Górna - Gdańsk Południe;M;7
3937;21;Kokoszki;F;8
3938;9;Stogi;M;32
3939;9;Oliwa;M;38
3940;9;Ujeścisko-Łostowice;F;40
3941;9;Siedlce;F;47
3942;1;Orunia Górna - Gdańsk Południe;F;56
3944;17;Orunia-Św.Wojciech-Lipce;F;24
3945;27;Zaspa Młyniec;F;78
3946;11;Kokoszki;F;30
3947;21;Kokoszki;M;6
3948;7;VII Dwór;M;82
3949;21;Jasień;M;32
3950;1;Brętowo;M;30
3951;1;Śródmieście;F;39
3952;2;Przymorze Małe;M;34
3953;1;Piecki-Migowo;F;34
3954;1;Orunia Górna - Gdańsk Południe;M;28
3955;18;Jasień;M;32
3956;1;Ujeścisko-Łostowice;F;51
3957;27;Piecki-Migowo;F;43
3958;23;Orunia Górna - Gdańsk Południe;M;81
3959;13;Przymorze Małe;F;33
3960;24;Przymorze Małe;F;38
3961;27;Zaspa Młyniec;M;44
3962;9;Strzyża;M;20
3963;24;Brzeźno;F;40
3964;27;Wrzeszcz Górny;M;46
3965;1;Wrzeszcz Górny;F;34
3966;2;Piecki-Migowo;M;28
3967;21;Chełm;M;33
3968;18;Piecki-Migowo;F;32
3969;2;Wrzeszcz Dolny;M;34
3970;2;Przymorze Małe;F;5
3971;9;Piecki-Migowo;M;36
3972;27;Siedlce;M;35
3973;9;Nowy Port;F;38
3974;7;Wrzeszcz Dolny;F;39
3975;27;Zaspa Młyniec;F;58
3976;1;Krakowiec-Górki Zachodnie;M;28
3977;2;Stogi;M;20
3978;7;Zaspa Rozstaje;F;39
3979;9;Chełm;M;25
3980;7;Wrzeszcz Dolny;M;31
3981;24;Ujeścisko-Łostowice;M;30
3982;1;Piecki-Migowo;F;0
3983;23;Orunia Górna - Gdańsk Południe;F;36
3984;7;Wrzeszcz Górny;M;27
3985;16;Piecki-Migowo;M;21
3986;2;Przymorze Małe;F;6
3987;14;Osowa;M;28
3988;27;Przymorze Małe;F;51
3989;8;Przymorze Wielkie;M;35
3990;27;Aniołki;F;37
3991;18;Orunia Górna - Gdańsk Południe;F;28
3992;20;Przymorze Wielkie;F;34
3993;7;Brzeźno;M;39
3994;6;Olszynka;M;46
3995;1;Brętowo;F;66
3996;23;Orunia Górna - Gdańsk Południe;F;4
3997;14;Osowa;M;43
3998;18;Chełm;F;24
3999;28;Ujeścisko-Łostowice;F;27
4000;8;Oliwa;F;32
4001;6;Chełm;M;35
4002;7;Brzeźno;M;33
4003;13;Strzyża;F;30
4004;23;Brzeźno;M;32
4005;25;Suchanino;F;34
4006;18;Chełm;F;39
4007;7;Wrzeszcz Dolny;M;45
4008;13;Jasień;F;58
4009;15;Wrzeszcz Górny;F;43
4010;7;Osowa;F;40
4011;7;Wrzeszcz Dolny;F;22
4012;23;Ujeścisko-Łostowice;M;41
4013;10;Piecki-Migowo;M;39
4014;11;Ujeścisko-Łostowice;M;36
4015;12;Piecki-Migowo;F;26
4016;14;Osowa;F;44
4017;21;Brętowo;F;29
4018;18;Ujeścisko-Łostowice;M;26
4019;11;Jasień;F;26
4020;26;Chełm;M;48
4021;18;Orunia Górna - Gdańsk Południe;F;27
4022;23;Orunia-Św.Wojciech-Lipce;F;25
4023;1;Piecki-Migowo;F;40
4024;7;Przymorze Małe;F;38
4025;2;Chełm;M;27
4026;1;Przymorze Wielkie;F;27
4027;1;Stogi;F;25
4028;25;Przymorze Wielkie;M;29
4029;21;Kokoszki;F;37
4030;5;Jasień;F;31
4031;27;Aniołki;M;25
4032;7;Osowa;M;41
4033;2;Zaspa Młyniec;M;33
4034;9;Oliwa;M;25
4035;1;Matarnia;F;31
4036;17;Chełm;F;37
4037;21;Kokoszki;M;30
4038;7;Przymorze Wielkie;M;37
4039;6;Piecki-Migowo;M;10
4040;27;Przymorze Małe;F;35
4041;21;Jasień;F;36
4042;22;Jasień;M;32
4043;6;Stogi;F;29
4045;6;Stogi;M;37
4046;13;Przymorze Wielkie;M;36
4047;1;Stogi;F;26
4048;16;Stogi;M;50
4049;11;Jasień;F;33
4050;4;Śródmieście;M;28
4051;1;Ujeścisko-Łostowice;F;38
4052;21;Jasień;M;34
4053;1;Ujeścisko-Łostowice;F;31
4054;20;Jasień;M;29
4055;23;Ujeścisko-Łostowice;M;37
4056;1;Zaspa Młyniec;F;51
4057;1;Suchanino;F;48
4058;17;Orunia-Św.Wojciech-Lipce;M;54
4059;10;Zaspa Rozstaje;F;39
4060;28;Nowy Port;F;32
4061;27;Przymorze Wielkie;F;34
4062;6;Piecki-Migowo;F;28
4064;5;Przymorze Wielkie;F;40
4065;26;Wrzeszcz Dolny;F;63
4066;18;Ujeścisko-Łostowice;M;38
4067;13;Przymorze Wielkie;F;71
4068;27;Wrzeszcz Dolny;F;28
4069;10;Piecki-Migowo;M;27
4070;1;Brętowo;F;35
4071;7;Osowa;M;13
4072;17;Orunia-Św.Wojciech-Lipce;F;52
4073;7;Przymorze Wielkie;M;39
4074;22;Kokoszki;F;23
4075;6;Wrzeszcz Górny;F;34
4076;23;Orunia Górna - Gdańsk Południe;F;3
4077;18;Orunia Górna - Gdańsk Południe;F;44
4078;10;Zaspa Rozstaje;M;36
4079;18;Orunia Górna - Gdańsk Południe;M;43
4080;21;Kokoszki;F;38
4081;26;Zaspa Rozstaje;F;71
4082;24;Zaspa Rozstaje;F;40
4083;13;Nowy Port;F;64
4084;6;Śródmieście;F;52
4085;24;Stogi;F;26
4086;22;Ujeścisko-Łostowice;F;35
4087;6;Śródmieście;F;56
4088;1;Chełm;M;43
4089;25;Siedlce;F;44
4090;17;Orunia Górna - Gdańsk Południe;M;45
4091;15;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;49
4092;18;Chełm;F;72
4093;10;Przymorze Wielkie;F;36
4094;13;Przymorze Małe;F;33
4095;20;Aniołki;F;40
4096;12;Piecki-Migowo;M;34
4097;20;Piecki-Migowo;F;32
4098;1;Chełm;F;14
4099;27;Aniołki;M;51
4100;24;Chełm;F;44
4101;18;Osowa;M;11
4102;1;Piecki-Migowo;F;31
4103;2;Stogi;M;33
4104;21;Kokoszki;M;38
4105;13;Przymorze Wielkie;M;11
4106;6;Chełm;F;25
4107;11;Orunia Górna - Gdańsk Południe;F;34
4108;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;62
4109;18;Orunia Górna - Gdańsk Południe;M;43
4110;27;Przymorze Wielkie;F;26
4111;1;Oliwa;F;34
4112;20;Ujeścisko-Łostowice;M;35
4113;18;Ujeścisko-Łostowice;F;59
4114;1;Oliwa;F;61
4115;26;Śródmieście;F;46
4116;13;Przymorze Wielkie;M;3
4117;21;Kokoszki;F;39
4118;7;Przymorze Wielkie;F;37
4119;4;Nowy Port;M;45
4120;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
4121;18;Orunia Górna - Gdańsk Południe;F;41
4122;19;Orunia Górna - Gdańsk Południe;F;50
4123;7;Orunia-Św.Wojciech-Lipce;M;22
4124;9;Siedlce;M;29
4125;21;Jasień;F;60
4126;10;Zaspa Młyniec;M;28
4127;1;Orunia Górna - Gdańsk Południe;F;38
4128;11;Jasień;M;35
4129;6;Orunia-Św.Wojciech-Lipce;M;29
4130;14;Orunia Górna - Gdańsk Południe;F;21
4131;18;Ujeścisko-Łostowice;F;33
4132;7;Zaspa Rozstaje;M;53
4133;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;43
4134;6;Stogi;F;36
4135;6;Piecki-Migowo;F;28
4136;27;Aniołki;F;61
4137;18;Orunia Górna - Gdańsk Południe;F;30
4138;17;Jasień;M;37
4139;22;Chełm;F;32
4140;23;Wrzeszcz Górny;M;33
4141;6;Piecki-Migowo;F;8
4142;1;Brętowo;F;69
4143;3;Piecki-Migowo;M;44
4144;9;Siedlce;M;24
4145;1;Przymorze Wielkie;M;66
4146;9;Osowa;M;28
4147;7;Zaspa Rozstaje;F;49
4148;6;Piecki-Migowo;M;6
4149;11;Siedlce;F;51
4150;26;Nowy Port;F;43
4151;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;26
4152;21;Stogi;M;36
4153;17;Orunia-Św.Wojciech-Lipce;F;27
4155;26;Brzeźno;F;43
4156;18;Chełm;M;33
4157;3;Przymorze Wielkie;M;60
4158;11;Jasień;M;36
4159;1;Przymorze Wielkie;M;31
4160;11;Przymorze Małe;M;34
4161;23;Śródmieście;M;48
4162;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;37
4163;13;Przymorze Wielkie;M;66
4164;4;VII Dwór;M;37
4165;23;Ujeścisko-Łostowice;M;41
4166;15;Oliwa;F;35
4167;1;Śródmieście;M;15
4168;11;Ujeścisko-Łostowice;M;69
4169;21;Jasień;F;36
4170;18;Ujeścisko-Łostowice;M;33
4171;26;Nowy Port;F;65
4172;11;Ujeścisko-Łostowice;F;44
4173;7;Zaspa Rozstaje;M;69
4174;2;Siedlce;M;37
4175;6;Piecki-Migowo;M;43
4176;10;Wrzeszcz Górny;M;46
4177;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;40
4178;20;Piecki-Migowo;M;7
4179;7;Zaspa Młyniec;F;30
4180;17;Chełm;F;42
4181;20;Piecki-Migowo;F;4
4182;1;Piecki-Migowo;F;31
4183;1;Orunia Górna - Gdańsk Południe;F;42
4184;4;Siedlce;F;60
4185;1;Śródmieście;F;68
4186;18;Ujeścisko-Łostowice;M;58
4187;22;Orunia-Św.Wojciech-Lipce;M;22
4188;27;Przymorze Małe;F;45
4189;11;Ujeścisko-Łostowice;F;65
4190;11;Oliwa;M;68
4191;1;Brętowo;F;20
4193;18;Ujeścisko-Łostowice;M;41
4194;1;Ujeścisko-Łostowice;F;49
4195;23;Ujeścisko-Łostowice;M;39
4196;1;Oliwa;F;62
4197;18;Jasień;F;32
4198;27;Przymorze Małe;F;71
4199;5;Chełm;M;41
4200;17;Orunia Górna - Gdańsk Południe;M;24
4201;14;Kokoszki;M;36
4202;26;Wyspa Sobieszewska;F;34
4203;7;Przymorze Wielkie;F;48
4205;20;Ujeścisko-Łostowice;M;17
4206;26;Jasień;F;25
4207;10;Przymorze Wielkie;M;33
4208;23;Orunia Górna - Gdańsk Południe;F;32
4209;1;Chełm;M;66
4210;7;Piecki-Migowo;M;67
4211;10;Wrzeszcz Dolny;F;50
4212;11;Oliwa;F;60
4213;18;Ujeścisko-Łostowice;F;25
4214;25;Stogi;F;24
4215;1;Piecki-Migowo;F;26
4216;13;Brętowo;F;20
4217;17;Orunia Górna - Gdańsk Południe;F;48
4218;17;Orunia-Św.Wojciech-Lipce;M;80
4219;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;13
4220;1;Oliwa;F;27
4221;20;Ujeścisko-Łostowice;F;60
4222;27;Wrzeszcz Górny;F;85
4223;10;Zaspa Rozstaje;F;40
4224;1;Zaspa Rozstaje;F;43
4225;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
4226;2;Przymorze Wielkie;M;56
4227;14;Osowa;F;75
4228;27;Wrzeszcz Górny;M;90
4229;23;Stogi;M;37
4230;9;Brętowo;M;74
4231;7;Suchanino;F;59
4232;21;Przymorze Wielkie;M;32
4233;10;Piecki-Migowo;M;29
4234;14;Osowa;M;81
4235;6;Piecki-Migowo;F;39
4236;17;Siedlce;M;41
4237;28;Śródmieście;F;25
4238;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
4239;1;Suchanino;M;18
4240;26;Wrzeszcz Górny;F;27
4241;2;Brzeźno;F;28
4242;6;Letnica;M;34
4243;10;Zaspa Rozstaje;M;41
4244;27;Chełm;F;44
4245;11;Piecki-Migowo;F;34
4246;18;Chełm;F;36
4247;20;Stogi;F;42
4248;11;Chełm;F;8
4249;28;Chełm;F;37
4250;7;Wrzeszcz Dolny;M;75
4251;17;Orunia Górna - Gdańsk Południe;M;42
4252;21;Strzyża;F;54
4253;18;Chełm;M;6
4254;7;Orunia Górna - Gdańsk Południe;M;26
4255;24;Orunia Górna - Gdańsk Południe;F;38
4256;1;Chełm;F;36
4257;6;Chełm;F;64
4258;1;Wrzeszcz Górny;M;28
4259;27;Wrzeszcz Górny;F;33
4260;1;Wrzeszcz Górny;M;60
4261;1;Osowa;F;17
4262;7;Wrzeszcz Dolny;F;20
4263;27;Wrzeszcz Górny;M;28
4264;22;Ujeścisko-Łostowice;M;26
4265;27;Wrzeszcz Dolny;F;41
4266;1;Piecki-Migowo;M;29
4267;1;Chełm;F;29
4268;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;27
4269;1;Kokoszki;F;36
4270;22;Suchanino;F;39
4271;6;Brętowo;M;31
4272;23;Orunia Górna - Gdańsk Południe;F;30
4274;21;Jasień;F;22
4275;27;Osowa;F;36
4276;12;Matarnia;F;35
4277;2;Zaspa Młyniec;F;54
4278;19;Śródmieście;F;67
4279;10;Piecki-Migowo;M;37
4281;23;Orunia Górna - Gdańsk Południe;M;44
4282;18;Orunia Górna - Gdańsk Południe;F;1
4283;11;Siedlce;F;48
4284;21;Kokoszki;F;67
4285;26;Zaspa Młyniec;F;42
4287;1;Siedlce;F;26
4288;1;Stogi;F;24
4291;23;Orunia Górna - Gdańsk Południe;F;35
4292;1;Stogi;F;25
4293;22;Jasień;F;31
4294;9;Wrzeszcz Górny;M;30
4295;17;Ujeścisko-Łostowice;F;40
4296;1;Chełm;F;52
4297;27;Wyspa Sobieszewska;F;55
4298;7;Brętowo;M;34
4299;24;Przymorze Małe;M;70
4300;20;Matarnia;M;68
4301;1;Piecki-Migowo;F;32
4302;11;Jasień;F;31
4303;26;Zaspa Młyniec;F;53
4304;10;Wrzeszcz Górny;F;29
4305;1;Siedlce;M;33
4306;10;Przymorze Wielkie;M;14
4309;7;Zaspa Rozstaje;F;42
4310;22;Jasień;M;37
4311;22;Ujeścisko-Łostowice;M;36
4313;24;Nowy Port;M;39
4314;5;Chełm;F;0
4315;7;Zaspa Rozstaje;F;13
4316;23;Orunia Górna - Gdańsk Południe;M;30
4317;1;Piecki-Migowo;F;41
4318;1;Chełm;F;63
4319;7;Brętowo;F;66
4320;17;Chełm;M;34
4321;12;Piecki-Migowo;F;36
4322;4;VII Dwór;F;70
4323;23;Orunia Górna - Gdańsk Południe;M;34
4324;1;Brzeźno;M;28
4325;7;Zaspa Rozstaje;F;65
4326;17;Chełm;F;20
4327;10;Piecki-Migowo;M;37
4328;1;Siedlce;F;32
4329;18;Chełm;F;37
4331;18;Chełm;M;41
4332;7;Zaspa Rozstaje;M;69
4333;7;Brzeźno;M;36
4334;4;VII Dwór;M;73
4336;7;Przymorze Wielkie;M;75
4337;20;Nowy Port;M;41
4338;13;Przymorze Wielkie;F;80
4339;24;Jasień;F;45
4340;20;Siedlce;F;33
4341;5;Wyspa Sobieszewska;M;38
4342;1;Orunia Górna - Gdańsk Południe;F;28
4343;27;Wzgórze Mickiewicza;M;32
4344;13;Strzyża;M;37
4345;18;Siedlce;M;28
4346;6;Siedlce;M;36
4348;7;Wrzeszcz Górny;F;31
4349;10;Przymorze Wielkie;M;57
4350;1;Suchanino;F;31
4351;1;Zaspa Rozstaje;F;49
4352;2;Chełm;F;15
4353;12;Piecki-Migowo;F;34
4354;7;Brzeźno;F;72
4355;17;Orunia Górna - Gdańsk Południe;F;50
4356;5;Zaspa Rozstaje;M;29
4357;18;Orunia Górna - Gdańsk Południe;M;33
4358;27;Chełm;F;55
4359;27;Matarnia;F;34
4360;1;Zaspa Rozstaje;M;43
4361;27;Jasień;F;27
4362;2;Śródmieście;M;24
4363;9;Brzeźno;F;57
4364;1;Piecki-Migowo;M;35
4365;1;Wrzeszcz Górny;F;26
4366;20;Wyspa Sobieszewska;F;30
4367;1;Jasień;F;30
4368;10;Zaspa Rozstaje;M;39
4369;6;Piecki-Migowo;M;35
4370;27;Przymorze Wielkie;F;58
4371;9;Piecki-Migowo;F;39
4372;27;Brętowo;M;34
4373;17;Ujeścisko-Łostowice;M;26
4374;1;Wrzeszcz Górny;F;34
4375;1;Przymorze Wielkie;M;44
4376;1;Piecki-Migowo;F;34
4377;27;Wrzeszcz Dolny;F;43
4378;9;Ujeścisko-Łostowice;F;33
4379;1;Jasień;F;35
4380;1;Krakowiec-Górki Zachodnie;F;33
4381;1;Przymorze Wielkie;F;53
4382;10;Przymorze Wielkie;M;42
4383;1;Przymorze Wielkie;F;69
4384;7;Brzeźno;F;81
4385;6;Piecki-Migowo;F;35
4386;5;Suchanino;F;16
4387;2;Śródmieście;F;22
4388;17;Orunia-Św.Wojciech-Lipce;F;31
4389;26;Orunia-Św.Wojciech-Lipce;F;48
4390;27;Wrzeszcz Górny;F;68
4391;10;Zaspa Rozstaje;M;40
4392;18;Chełm;F;46
4393;2;Piecki-Migowo;M;12
4394;7;Wrzeszcz Dolny;M;35
4395;2;Młyniska;M;58
4396;26;Wrzeszcz Dolny;F;57
4397;2;Śródmieście;F;45
4398;1;Przymorze Małe;M;27
4399;20;Śródmieście;F;42
4400;1;VII Dwór;F;37
4401;9;Zaspa Młyniec;M;23
4402;26;Wrzeszcz Dolny;F;32
4403;1;Jasień;M;31
4404;8;Siedlce;F;36
4405;7;Suchanino;M;22
4406;14;Osowa;F;70
4407;4;Siedlce;M;40
4408;4;Strzyża;M;61
4409;2;Śródmieście;M;16
4410;1;Przymorze Wielkie;M;15
4411;2;Śródmieście;M;51
4412;13;Przymorze Małe;M;57
4413;3;Wrzeszcz Dolny;M;28
4414;1;Piecki-Migowo;M;38
4415;1;Chełm;M;28
4416;26;Zaspa Młyniec;F;20
4418;10;Zaspa Rozstaje;F;40
4419;18;Jasień;M;35
4420;26;Brzeźno;M;25
4421;23;Orunia Górna - Gdańsk Południe;M;6
4422;14;Kokoszki;M;31
4423;1;Krakowiec-Górki Zachodnie;F;55
4424;1;Chełm;M;31
4425;18;Orunia Górna - Gdańsk Południe;F;33
4426;8;Siedlce;F;70
4427;18;Orunia Górna - Gdańsk Południe;F;32
4428;18;Chełm;M;32
4429;23;Orunia Górna - Gdańsk Południe;F;2
4430;1;Krakowiec-Górki Zachodnie;M;25
4431;13;Zaspa Młyniec;M;27
4432;7;Wrzeszcz Dolny;F;36
4433;9;Wrzeszcz Dolny;F;43
4434;1;Orunia Górna - Gdańsk Południe;M;43
4435;9;Piecki-Migowo;M;27
4436;18;Orunia Górna - Gdańsk Południe;M;39
4437;26;Wrzeszcz Dolny;F;46
4438;12;Piecki-Migowo;F;33
4439;11;Orunia Górna - Gdańsk Południe;M;40
4440;1;Chełm;F;24
4441;9;Chełm;F;26
4442;10;Przymorze Wielkie;F;25
4443;25;Chełm;F;13
4444;27;Wrzeszcz Górny;M;29
4445;9;Zaspa Młyniec;F;38
4446;9;Przymorze Małe;F;56
4447;1;Brętowo;F;68
4448;11;Ujeścisko-Łostowice;M;34
4449;6;Olszynka;M;32
4450;1;Orunia Górna - Gdańsk Południe;F;14
4451;1;Wrzeszcz Górny;M;24
4452;4;Zaspa Młyniec;F;68
4453;1;Brętowo;F;70
4454;27;Aniołki;F;70
4455;11;Orunia Górna - Gdańsk Południe;F;42
4456;1;Przymorze Wielkie;F;45
4457;6;Olszynka;M;56
4458;1;Przymorze Małe;M;26
4459;13;Śródmieście;M;26
4461;26;Piecki-Migowo;M;10
4462;18;Orunia Górna - Gdańsk Południe;F;29
4463;1;Brętowo;F;64
4464;10;Osowa;M;41
4465;22;Orunia Górna - Gdańsk Południe;F;37
4466;13;Stogi;F;56
4467;9;Chełm;F;18
4468;18;Wyspa Sobieszewska;M;28
4469;7;Krakowiec-Górki Zachodnie;M;28
4470;9;Ujeścisko-Łostowice;F;16
4471;1;Piecki-Migowo;F;27
4472;14;Osowa;F;70
4473;1;Brętowo;M;68
4474;9;Piecki-Migowo;M;20
4475;25;Piecki-Migowo;F;22
4476;8;Oliwa;F;41
4477;7;Krakowiec-Górki Zachodnie;M;45
4478;18;Chełm;F;39
4479;18;Orunia-Św.Wojciech-Lipce;M;44
4480;7;Krakowiec-Górki Zachodnie;F;57
4481;22;Orunia Górna - Gdańsk Południe;F;29
4482;7;Przymorze Wielkie;F;60
4483;9;Wrzeszcz Dolny;M;19
4484;14;Osowa;M;36
4485;11;Piecki-Migowo;M;26
4487;23;Orunia-Św.Wojciech-Lipce;F;34
4489;18;Chełm;M;42
4490;1;Śródmieście;M;30
4491;18;Chełm;M;26
4492;1;Przymorze Wielkie;M;69
4493;4;Osowa;F;38
4494;18;Chełm;M;10
4495;9;Przymorze Wielkie;F;62
4496;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
4497;1;Przymorze Wielkie;F;38
4498;5;Oliwa;F;39
4499;1;Brętowo;M;73
4500;23;Orunia-Św.Wojciech-Lipce;M;35
4501;1;Śródmieście;F;48
4502;21;Piecki-Migowo;M;27
4503;1;Chełm;M;9
4504;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
4505;27;Osowa;F;33
4506;23;Chełm;F;41
4507;1;VII Dwór;M;58
4508;14;Osowa;M;70
4509;25;Osowa;M;35
4510;20;Orunia-Św.Wojciech-Lipce;M;44
4511;22;Jasień;F;30
4512;20;Rudniki;M;27
4513;1;Zaspa Rozstaje;F;38
4514;1;VII Dwór;F;58
4515;7;Przymorze Wielkie;M;52
4517;8;Osowa;F;35
4518;12;Piecki-Migowo;M;49
4519;27;Przymorze Małe;M;30
4520;1;Przymorze Małe;F;57
4521;1;Brętowo;M;39
4522;24;Orunia Górna - Gdańsk Południe;M;35
4523;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
4524;27;Ujeścisko-Łostowice;M;18
4525;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
4526;7;Wrzeszcz Dolny;M;51
4527;17;Wrzeszcz Górny;F;31
4528;6;Jasień;F;31
4529;7;Wrzeszcz Dolny;F;42
4530;7;Wrzeszcz Dolny;M;43
4531;23;Orunia Górna - Gdańsk Południe;F;35
4532;21;Ujeścisko-Łostowice;F;39
4533;3;Jasień;M;33
4534;7;Przymorze Wielkie;F;49
4535;21;Jasień;M;30
4536;10;Zaspa Młyniec;F;42
4537;18;Orunia Górna - Gdańsk Południe;F;30
4538;6;Śródmieście;M;29
4539;11;Jasień;M;2
4541;18;Orunia Górna - Gdańsk Południe;F;53
4542;27;Matarnia;F;26
4543;27;Wrzeszcz Dolny;M;39
4544;9;Wrzeszcz Dolny;F;36
4545;10;Matarnia;F;35
4546;6;Śródmieście;F;28
4547;21;Krakowiec-Górki Zachodnie;F;50
4548;15;Strzyża;M;26
4550;13;Piecki-Migowo;F;38
4551;23;Orunia Górna - Gdańsk Południe;F;40
4552;5;Zaspa Rozstaje;M;44
4553;21;Osowa;M;26
4554;11;Jasień;F;32
4555;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;16
4556;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;68
4557;6;Piecki-Migowo;F;40
4558;6;Piecki-Migowo;M;43
4559;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;37
4560;9;Brętowo;M;37
4561;11;Jasień;F;34
4562;8;Przymorze Małe;M;58
4563;26;Jasień;F;39
4564;18;Ujeścisko-Łostowice;F;28
4565;27;Zaspa Rozstaje;F;61
4567;26;Jasień;M;43
4568;28;Jasień;M;87
4569;13;Przymorze Małe;F;56
4570;26;VII Dwór;F;54
4571;9;Piecki-Migowo;F;31
4572;10;Piecki-Migowo;F;35
4573;10;Jasień;F;25
4575;9;Chełm;M;21
4576;18;Ujeścisko-Łostowice;M;25
4577;27;Wrzeszcz Dolny;F;52
4578;9;Siedlce;M;70
4579;3;Jasień;F;1
4580;10;Wrzeszcz Górny;M;28
4581;23;Orunia Górna - Gdańsk Południe;F;28
4582;21;Jasień;M;29
4583;7;Siedlce;F;77
4584;9;Siedlce;F;68
4585;23;Ujeścisko-Łostowice;F;44
4586;22;Przymorze Wielkie;M;29
4587;28;Stogi;F;31
4588;28;Stogi;F;29
4589;20;Piecki-Migowo;F;35
4590;1;Oliwa;F;55
4591;23;Chełm;M;9
4592;21;Stogi;F;63
4593;11;Piecki-Migowo;F;26
4594;1;Piecki-Migowo;M;8
4595;7;Wrzeszcz Dolny;M;35
4596;21;Jasień;F;42
4597;1;Matarnia;F;32
4598;10;Przymorze Małe;F;23
4599;1;Piecki-Migowo;M;29
4600;27;Krakowiec-Górki Zachodnie;F;69
4601;25;Jasień;M;47
4602;11;Piecki-Migowo;M;49
4603;18;Chełm;M;57
4604;1;Brętowo;F;46
4605;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;77
4606;1;VII Dwór;M;38
4607;9;Przymorze Małe;M;18
4608;21;Stogi;M;64
4609;1;Orunia-Św.Wojciech-Lipce;F;31
4610;1;Zaspa Młyniec;F;36
4611;7;Wrzeszcz Dolny;F;3
4612;1;Piecki-Migowo;M;35
4613;11;Piecki-Migowo;F;46
4614;1;VII Dwór;F;46
4615;9;Strzyża;F;46
4616;23;Orunia Górna - Gdańsk Południe;F;35
4617;2;Jasień;M;34
4618;19;Zaspa Rozstaje;M;15
4619;11;Przeróbka;F;33
4620;1;Zaspa Młyniec;M;2
4621;6;Suchanino;F;36
4622;7;Piecki-Migowo;M;28
4623;28;Orunia-Św.Wojciech-Lipce;F;57
4624;15;Wrzeszcz Górny;F;31
4625;10;Przymorze Wielkie;M;40
4626;9;Strzyża;M;46
4627;11;Piecki-Migowo;M;7
4628;7;Chełm;M;39
4629;18;Jasień;M;32
4630;23;Orunia Górna - Gdańsk Południe;F;4
4631;21;Jasień;F;16
4632;5;Stogi;F;31
4633;7;Krakowiec-Górki Zachodnie;M;53
4634;7;Przymorze Małe;F;26
4635;11;Jasień;F;36
4636;23;Orunia Górna - Gdańsk Południe;M;58
4637;10;Zaspa Rozstaje;M;30
4638;7;Wrzeszcz Dolny;F;33
4639;1;Zaspa Rozstaje;F;54
4640;8;Przymorze Wielkie;M;5
4641;7;Krakowiec-Górki Zachodnie;F;32
4642;1;Orunia Górna - Gdańsk Południe;M;39
4643;18;Jasień;F;29
4644;13;Przymorze Wielkie;M;35
4645;20;Piecki-Migowo;M;36
4646;1;Piecki-Migowo;F;67
4647;26;Przymorze Małe;F;82
4648;24;Wrzeszcz Górny;F;26
4649;6;Śródmieście;M;28
4650;18;Chełm;F;40
4651;10;Zaspa Młyniec;F;28
4652;23;Chełm;F;44
4653;9;Osowa;M;57
4654;1;Wrzeszcz Górny;F;33
4655;20;Piecki-Migowo;M;5
4656;21;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;29
4657;5;Zaspa Młyniec;F;72
4658;7;Brzeźno;M;31
4659;5;Przymorze Małe;F;32
4660;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;35
4661;15;Piecki-Migowo;F;39
4662;27;Strzyża;F;43
4663;7;Ujeścisko-Łostowice;F;86
4664;7;Brzeźno;F;32
4665;7;Krakowiec-Górki Zachodnie;F;61
4666;7;Brzeźno;F;58
4667;20;Piecki-Migowo;F;4
4668;1;Piecki-Migowo;M;13
4669;7;Chełm;M;12
4670;11;Jasień;F;30
4671;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
4672;22;Jasień;M;35
4673;23;Orunia Górna - Gdańsk Południe;F;17
4674;7;Brzeźno;M;60
4675;6;Olszynka;F;33
4676;23;Chełm;F;28
4677;6;Nowy Port;M;38
4678;18;Chełm;M;43
4679;14;VII Dwór;M;33
4680;21;Jasień;M;29
4681;20;Brzeźno;F;30
4682;18;Stogi;M;31
4683;7;Krakowiec-Górki Zachodnie;F;30
4684;23;Wrzeszcz Dolny;M;49
4686;14;Kokoszki;M;32
4687;23;Orunia Górna - Gdańsk Południe;F;61
4688;1;Wyspa Sobieszewska;M;37
4689;10;Piecki-Migowo;F;40
4690;23;Orunia Górna - Gdańsk Południe;M;64
4691;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;77
4692;7;Krakowiec-Górki Zachodnie;M;32
4693;17;Orunia Górna - Gdańsk Południe;F;26
4694;1;Olszynka;F;51
4695;13;Przymorze Wielkie;F;41
4696;1;Ujeścisko-Łostowice;F;37
4697;7;Nowy Port;F;53
4698;1;Chełm;F;25
4699;1;Ujeścisko-Łostowice;M;39
4700;22;Jasień;F;50
4701;4;Chełm;M;42
4702;22;Orunia Górna - Gdańsk Południe;F;32
4703;1;Jasień;F;27
4704;1;Jasień;M;35
4705;5;Jasień;F;31
4706;7;Nowy Port;M;54
4707;1;Orunia-Św.Wojciech-Lipce;F;36
4708;18;Chełm;M;48
4709;4;VII Dwór;F;67
4710;20;Wyspa Sobieszewska;F;41
4711;1;Chełm;F;42
4712;18;Chełm;M;39
4713;21;Osowa;F;58
4714;8;VII Dwór;F;72
4716;4;VII Dwór;M;68
4717;10;Zaspa Rozstaje;F;34
4718;23;Orunia Górna - Gdańsk Południe;F;64
4719;12;Piecki-Migowo;M;43
4720;13;Zaspa Rozstaje;M;52
4721;23;Nowy Port;M;38
4722;11;Jasień;F;29
4723;7;Wrzeszcz Górny;F;63
4724;26;Wyspa Sobieszewska;M;57
4725;1;Chełm;F;41
4726;23;Piecki-Migowo;F;8
4727;11;Ujeścisko-Łostowice;M;39
4728;6;Stogi;F;41
4729;1;Chełm;F;43
4730;18;Chełm;F;39
4731;7;Ujeścisko-Łostowice;M;36
4732;21;Osowa;F;42
4733;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
4734;17;Orunia-Św.Wojciech-Lipce;M;16
4735;1;Chełm;F;8
4736;7;Wrzeszcz Górny;F;40
4737;18;Ujeścisko-Łostowice;F;33
4738;7;Chełm;M;33
4739;1;Olszynka;F;37
4740;14;Osowa;M;59
4741;14;Osowa;F;42
4742;9;Wrzeszcz Dolny;M;26
4743;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;30
4744;21;Osowa;M;42
4745;7;Zaspa Rozstaje;F;20
4747;26;Orunia Górna - Gdańsk Południe;M;57
4748;23;Wrzeszcz Dolny;F;86
4749;25;Śródmieście;F;30
4750;24;Przeróbka;F;33
4751;18;Ujeścisko-Łostowice;M;3
4752;6;Wrzeszcz Górny;M;42
4753;18;Stogi;F;19
4754;7;Wrzeszcz Dolny;M;29
4755;8;Oliwa;M;37
4756;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;42
4757;18;Chełm;F;45
4758;1;Chełm;F;37
4759;18;Wzgórze Mickiewicza;F;33
4760;23;Piecki-Migowo;F;38
4761;1;Zaspa Młyniec;M;46
4762;1;Orunia-Św.Wojciech-Lipce;F;31
4763;23;Orunia Górna - Gdańsk Południe;M;33
4764;23;Orunia Górna - Gdańsk Południe;M;31
4765;3;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
4766;6;Wrzeszcz Górny;F;33
4767;26;Orunia-Św.Wojciech-Lipce;F;29
4768;26;Chełm;F;33
4769;12;Piecki-Migowo;F;33
4770;17;Orunia Górna - Gdańsk Południe;F;34
4771;6;Piecki-Migowo;F;48
4772;15;Piecki-Migowo;F;42
4773;1;Przeróbka;F;28
4774;6;Siedlce;F;46
4775;17;Siedlce;F;43
4776;6;Wrzeszcz Górny;F;2
4777;24;Nowy Port;F;32
4778;23;Chełm;F;34
4779;11;Jasień;M;47
4780;18;Wzgórze Mickiewicza;M;40
4781;21;Osowa;M;11
4782;12;Piecki-Migowo;F;3
4783;6;Piecki-Migowo;M;50
4784;14;Osowa;F;48
4785;6;Wrzeszcz Górny;M;4
4786;11;Kokoszki;M;37
4787;14;Matarnia;F;71
4788;25;Zaspa Młyniec;F;41
4789;18;Wzgórze Mickiewicza;M;1
4790;20;Piecki-Migowo;M;32
4791;12;Piecki-Migowo;F;1
4792;2;Młyniska;F;24
4793;6;Piecki-Migowo;M;12
4794;20;Piecki-Migowo;F;27
4795;23;Piecki-Migowo;M;49
4796;26;Strzyża;F;32
4797;21;Kokoszki;F;43
4798;11;Kokoszki;M;48
4799;15;Siedlce;M;11
4800;1;Wrzeszcz Dolny;F;61
4801;10;Piecki-Migowo;M;3
4802;21;Osowa;M;41
4803;2;Młyniska;F;46
4804;12;Piecki-Migowo;M;32
4805;18;Chełm;M;40
4806;24;Piecki-Migowo;M;33
4807;1;Brzeźno;M;63
4808;6;Olszynka;F;3
4809;1;Jasień;F;24
4810;11;Jasień;M;11
4811;18;Jasień;F;76
4812;4;Siedlce;F;52
4813;7;Zaspa Młyniec;M;76
4814;1;Piecki-Migowo;F;34
4815;7;Brzeźno;F;31
4816;10;Piecki-Migowo;F;7
4817;1;Śródmieście;M;32
4818;1;Zaspa Rozstaje;M;32
4819;6;Olszynka;M;10
4820;18;Chełm;F;40
4821;8;Oliwa;M;47
4822;1;Wrzeszcz Górny;F;19
4823;5;Wrzeszcz Dolny;F;37
4824;21;Jasień;M;26
4825;18;Jasień;F;42
4826;1;Piecki-Migowo;F;52
4827;2;Śródmieście;M;27
4828;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;57
4829;23;Orunia Górna - Gdańsk Południe;M;53
4830;1;Osowa;F;44
4831;11;Jasień;M;14
4832;13;Przymorze Małe;M;40
4833;27;Nowy Port;F;41
4834;7;Orunia Górna - Gdańsk Południe;F;41
4835;6;Oliwa;F;29
4836;1;Zaspa Młyniec;F;47
4837;2;Oliwa;M;35
4838;20;Śródmieście;F;37
4839;23;Jasień;M;32
4840;18;Chełm;F;63
4841;1;Orunia Górna - Gdańsk Południe;F;30
4842;9;Chełm;F;37
4843;9;Śródmieście;F;31
4844;18;Przymorze Wielkie;F;68
4845;11;Ujeścisko-Łostowice;M;42
4846;21;Ujeścisko-Łostowice;F;40
4847;17;Chełm;M;34
4848;1;Przymorze Wielkie;M;56
4849;20;Wrzeszcz Dolny;M;36
4850;18;Przymorze Wielkie;M;70
4851;1;Wrzeszcz Górny;F;43
4852;18;Chełm;M;62
4853;1;Orunia Górna - Gdańsk Południe;F;42
4854;20;Oliwa;M;37
4855;14;Osowa;F;26
4856;7;Zaspa Rozstaje;M;31
4857;6;Śródmieście;F;31
4858;6;Śródmieście;M;31
4859;23;Chełm;F;39
4860;25;Orunia Górna - Gdańsk Południe;F;10
4861;6;VII Dwór;M;43
4862;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;63
4863;1;Wrzeszcz Górny;M;44
4864;8;Oliwa;F;35
4865;9;Przymorze Małe;F;60
4866;8;Zaspa Młyniec;M;43
4867;6;VII Dwór;F;44
4868;21;Osowa;M;39
4869;18;Orunia Górna - Gdańsk Południe;F;32
4870;6;Przymorze Wielkie;M;47
4871;6;Śródmieście;M;1
4872;20;Oliwa;F;7
4873;24;Piecki-Migowo;F;35
4874;6;Siedlce;M;14
4875;9;Przymorze Małe;M;69
4876;17;Orunia-Św.Wojciech-Lipce;F;39
4877;1;Wrzeszcz Dolny;F;42
4878;9;Orunia Górna - Gdańsk Południe;M;34
4879;2;Brzeźno;F;59
4880;20;Orunia Górna - Gdańsk Południe;F;53
4881;2;Śródmieście;M;57
4882;18;Orunia Górna - Gdańsk Południe;M;35
4883;20;Chełm;M;51
4884;6;Chełm;M;18
4885;21;Osowa;F;42
4886;1;Orunia Górna - Gdańsk Południe;M;32
4888;21;Kokoszki;F;9
4889;23;Orunia Górna - Gdańsk Południe;F;30
4890;7;Suchanino;M;38
4891;11;Jasień;F;28
4892;6;Śródmieście;F;34
4893;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;91
4894;25;Orunia Górna - Gdańsk Południe;F;13
4895;6;Chełm;M;45
4896;11;Ujeścisko-Łostowice;M;40
4897;28;Oliwa;F;35
4898;1;Osowa;F;44
4899;9;Przymorze Małe;F;33
4900;22;Ujeścisko-Łostowice;M;22
4901;1;Wyspa Sobieszewska;M;17
4902;1;Suchanino;F;46
4903;6;Siedlce;M;46
4904;11;Jasień;M;29
4905;18;Chełm;F;34
4906;9;Aniołki;F;49
4907;1;Śródmieście;M;5
4908;5;Wyspa Sobieszewska;F;54
4909;8;Oliwa;F;59
4910;27;Piecki-Migowo;F;33
4911;1;Wyspa Sobieszewska;M;24
4912;12;Piecki-Migowo;M;31
4913;7;Brzeźno;M;59
4914;1;Suchanino;F;68
4915;23;Orunia Górna - Gdańsk Południe;F;31
4916;1;Zaspa Młyniec;F;66
4917;21;Jasień;M;30
4918;8;Piecki-Migowo;M;48
4919;27;Piecki-Migowo;F;7
4920;12;Piecki-Migowo;M;3
4921;5;Wyspa Sobieszewska;M;59
4922;8;Przymorze Wielkie;M;29
4923;21;Osowa;M;36
4924;11;Ujeścisko-Łostowice;F;43
4925;22;Orunia Górna - Gdańsk Południe;F;27
4926;1;Wyspa Sobieszewska;F;41
4927;1;Chełm;M;43
4928;4;Brzeźno;M;66
4929;26;Strzyża;F;14
4930;26;Strzyża;F;46
4931;1;Orunia Górna - Gdańsk Południe;F;63
4932;20;Oliwa;F;28
4933;10;Matarnia;M;21
4934;1;Piecki-Migowo;M;1
4935;11;Piecki-Migowo;M;35
4936;28;Oliwa;M;42
4937;8;Piecki-Migowo;F;9
4938;7;Suchanino;M;25
4939;18;Ujeścisko-Łostowice;F;29
4940;1;Ujeścisko-Łostowice;F;30
4941;10;Zaspa Rozstaje;F;80
4942;14;Osowa;F;51
4943;3;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;35
4944;26;Przymorze Małe;F;42
4945;6;Wrzeszcz Górny;M;24
4946;9;Wrzeszcz Dolny;M;9
4947;1;Wrzeszcz Górny;F;48
4948;9;Siedlce;M;17
4949;1;Przymorze Wielkie;F;36
4950;10;Wrzeszcz Dolny;F;29
4951;11;Ujeścisko-Łostowice;F;42
4952;7;Wrzeszcz Dolny;M;21
4954;26;Chełm;M;36
4955;8;Przymorze Małe;M;30
4956;8;Piecki-Migowo;F;38
4957;9;Wrzeszcz Dolny;F;6
4958;8;Oliwa;M;22
4959;1;Przymorze Wielkie;F;36
4960;18;Przymorze Wielkie;M;23
4961;2;Letnica;M;39
4962;1;Orunia Górna - Gdańsk Południe;M;33
4963;2;Letnica;M;8
4964;20;Chełm;F;38
4965;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;30
4966;28;Nowy Port;M;29
4967;15;Wrzeszcz Górny;F;67
4968;9;Śródmieście;M;33
4969;8;Piecki-Migowo;M;4
4970;2;Wrzeszcz Dolny;M;18
4971;6;Wrzeszcz Górny;F;54
4972;1;Przymorze Wielkie;F;76
4973;2;Letnica;F;3
4974;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;21
4975;23;Orunia Górna - Gdańsk Południe;F;30
4976;1;Przymorze Wielkie;F;49
4977;5;Wrzeszcz Dolny;F;24
4978;11;Ujeścisko-Łostowice;F;38
4979;9;Oliwa;M;33
4980;1;Wrzeszcz Górny;M;48
4981;20;Chełm;M;43
4982;12;Brętowo;M;35
4983;15;Piecki-Migowo;F;34
4984;8;Zaspa Rozstaje;F;28
4985;18;Ujeścisko-Łostowice;M;29
4986;1;Ujeścisko-Łostowice;M;38
4987;2;Wrzeszcz Dolny;M;10
4988;18;Chełm;F;41
4989;1;Śródmieście;F;37
4990;7;Przymorze Wielkie;M;67
4991;17;Orunia-Św.Wojciech-Lipce;F;50
4992;10;Zaspa Młyniec;F;38
4993;1;Wrzeszcz Górny;M;26
4994;10;Przymorze Małe;M;52
4995;21;Osowa;F;42
4996;1;Nowy Port;F;40
4997;10;Zaspa Młyniec;M;38
4998;23;Orunia Górna - Gdańsk Południe;F;34
4999;22;Chełm;F;37
5000;10;Zaspa Młyniec;F;7
5001;2;Wrzeszcz Dolny;F;47
5003;11;Piecki-Migowo;F;34
5004;15;Wrzeszcz Górny;M;16
5005;7;Brzeźno;F;37
5006;2;Zaspa Młyniec;M;44
5007;10;Zaspa Młyniec;M;5
5008;10;Aniołki;F;87
5009;1;Siedlce;F;64
5010;1;Siedlce;F;24
5011;6;Wrzeszcz Górny;F;34
5012;10;Oliwa;M;40
5013;9;Wrzeszcz Górny;M;60
5014;2;Wrzeszcz Dolny;M;57
5015;21;Osowa;M;9
5016;11;Zaspa Rozstaje;M;28
5017;7;Przymorze Wielkie;F;38
5018;18;Jasień;F;31
5019;22;Chełm;M;45
5020;1;Przymorze Małe;F;31
5021;18;Chełm;M;38
5022;6;Wrzeszcz Górny;F;5
5023;27;Wrzeszcz Górny;F;59
5024;9;Wrzeszcz Górny;M;22
5025;1;Jasień;F;37
5026;7;Przymorze Wielkie;M;39
5027;18;Chełm;M;33
5029;20;Przymorze Wielkie;M;43
5030;28;Oliwa;M;16
5031;6;Wrzeszcz Górny;M;0
5032;11;Jasień;F;37
5033;21;Osowa;M;14
5034;20;Wrzeszcz Górny;F;35
5035;23;Wrzeszcz Dolny;F;59
5036;13;Przymorze Wielkie;M;37
5037;1;Oliwa;F;41
5038;9;Wrzeszcz Górny;F;32
5039;8;Przymorze Wielkie;F;66
5040;18;Przymorze Małe;F;48
5041;13;Przymorze Wielkie;F;41
5042;2;Zaspa Młyniec;F;28
5043;18;Ujeścisko-Łostowice;M;34
5044;18;Przymorze Małe;M;59
5045;14;Kokoszki;F;38
5046;21;Ujeścisko-Łostowice;F;27
5047;20;Nowy Port;F;36
5048;26;Brzeźno;M;31
5049;21;Śródmieście;F;37
5050;5;Chełm;M;29
5051;18;Orunia Górna - Gdańsk Południe;F;31
5052;13;Zaspa Młyniec;F;39
5053;9;Wrzeszcz Górny;M;30
5054;1;Jasień;F;34
5055;10;Zaspa Rozstaje;M;39
5056;20;Jasień;F;29
5057;2;Zaspa Młyniec;M;22
5058;27;Orunia Górna - Gdańsk Południe;M;26
5059;23;Orunia Górna - Gdańsk Południe;F;19
5060;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;41
5061;9;Piecki-Migowo;M;31
5062;23;Orunia Górna - Gdańsk Południe;M;34
5063;1;Orunia Górna - Gdańsk Południe;F;65
5064;17;VII Dwór;F;37
5065;17;Orunia-Św.Wojciech-Lipce;F;63
5066;14;Matarnia;M;30
5067;5;Wyspa Sobieszewska;F;23
5068;7;Brzeźno;F;61
5069;7;Wrzeszcz Dolny;F;33
5070;24;Brętowo;M;35
5071;4;Jasień;F;44
5072;27;Zaspa Młyniec;F;37
5073;10;Piecki-Migowo;M;31
5074;13;Zaspa Młyniec;M;39
5075;18;Chełm;M;36
5076;7;Jasień;M;32
5077;26;Wyspa Sobieszewska;F;47
5078;27;Jasień;M;30
5079;28;Rudniki;F;44
5080;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;13
5081;17;Orunia-Św.Wojciech-Lipce;M;66
5082;1;Chełm;M;22
5083;20;Wrzeszcz Górny;F;32
5084;1;Osowa;F;61
5085;27;Strzyża;F;46
5086;28;Piecki-Migowo;M;42
5087;14;Kokoszki;M;68
5088;16;Zaspa Młyniec;F;33
5089;2;Wrzeszcz Dolny;M;32
5090;6;Śródmieście;M;57
5091;21;Osowa;M;34
5092;15;Jasień;M;32
5093;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;41
5094;26;Osowa;M;71
5095;10;Stogi;M;27
5096;1;Ujeścisko-Łostowice;F;58
5097;1;Orunia Górna - Gdańsk Południe;F;38
5098;9;Jasień;M;23
5099;9;Wrzeszcz Dolny;F;2
5100;6;Olszynka;F;28
5101;7;Przymorze Wielkie;M;46
5102;9;Przymorze Małe;F;49
5103;15;Piecki-Migowo;F;34
5104;21;Jasień;F;37
5105;7;Wrzeszcz Górny;M;28
5106;1;Osowa;F;27
5107;13;Przymorze Wielkie;F;43
5108;2;Wrzeszcz Dolny;M;39
5109;1;Przymorze Wielkie;M;45
5110;2;Wrzeszcz Dolny;M;6
5111;13;Przymorze Wielkie;M;35
5112;15;Jasień;M;65
5113;1;Siedlce;M;34
5114;25;Jasień;F;45
5115;15;Piecki-Migowo;M;5
5116;18;Ujeścisko-Łostowice;M;28
5117;1;Ujeścisko-Łostowice;F;28
5118;6;Przeróbka;F;36
5119;1;Przeróbka;F;33
5120;27;Kokoszki;M;38
5121;18;Orunia Górna - Gdańsk Południe;F;37
5122;18;Orunia Górna - Gdańsk Południe;F;28
5123;5;Strzyża;M;43
5124;6;Olszynka;F;29
5125;2;Wrzeszcz Dolny;M;3
5126;15;Piecki-Migowo;F;2
5127;17;Orunia-Św.Wojciech-Lipce;F;38
5129;6;Przeróbka;M;39
5130;13;Osowa;F;50
5131;26;Orunia Górna - Gdańsk Południe;F;65
5132;11;Piecki-Migowo;F;34
5133;24;Przymorze Małe;F;32
5134;18;Chełm;M;34
5135;5;Chełm;F;60
5136;3;Śródmieście;F;34
5137;2;Wrzeszcz Dolny;F;32
5138;24;Oliwa;F;42
5139;21;Matarnia;M;32
5140;1;Siedlce;F;32
5141;25;Wrzeszcz Dolny;M;35
5142;13;Brzeźno;F;63
5143;13;Oliwa;F;39
5144;10;Zaspa Młyniec;F;32
5145;18;Orunia Górna - Gdańsk Południe;M;33
5146;17;Stogi;F;35
5147;18;Chełm;M;46
5148;1;Siedlce;M;0
5149;2;Przymorze Wielkie;F;37
5150;21;Osowa;F;33
5151;18;Oliwa;F;40
5152;6;Orunia-Św.Wojciech-Lipce;M;38
5153;7;Przymorze Małe;M;40
5154;27;Wrzeszcz Górny;F;37
5155;1;Wrzeszcz Górny;F;45
5156;7;Wrzeszcz Dolny;F;59
5157;7;Zaspa Rozstaje;M;38
5158;26;Przymorze Wielkie;F;40
5159;1;Przymorze Małe;F;20
5160;1;Jasień;F;41
5161;26;Piecki-Migowo;F;24
5162;16;Strzyża;F;27
5163;1;Osowa;F;40
5164;1;Strzyża;F;24
5165;4;Chełm;M;10
5166;8;Oliwa;F;24
5167;9;Wrzeszcz Dolny;M;39
5168;25;Śródmieście;F;45
5169;18;Ujeścisko-Łostowice;F;41
5170;12;Piecki-Migowo;M;30
5171;6;Wrzeszcz Górny;F;30
5172;1;Orunia Górna - Gdańsk Południe;F;36
5173;21;Jasień;F;37
5174;18;Ujeścisko-Łostowice;M;45
5175;9;Wrzeszcz Dolny;F;35
5176;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;27
5177;15;Piecki-Migowo;M;36
5178;26;Śródmieście;F;48
5179;24;Stogi;F;31
5180;21;Jasień;F;27
5181;17;Zaspa Rozstaje;M;39
5182;1;Oliwa;M;35
5183;21;Kokoszki;M;23
5184;1;Strzyża;F;47
5185;13;Przymorze Wielkie;M;11
5186;17;Orunia Górna - Gdańsk Południe;F;51
5187;1;Ujeścisko-Łostowice;M;8
5188;1;Wrzeszcz Dolny;F;18
5189;15;Piecki-Migowo;F;37
5190;13;Przymorze Wielkie;M;4
5191;6;Wrzeszcz Górny;F;35
5192;4;Aniołki;M;21
5193;13;Zaspa Rozstaje;M;63
5194;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;31
5196;7;Wrzeszcz Dolny;F;38
5198;21;Osowa;F;37
5199;9;Wrzeszcz Dolny;F;29
5200;7;Wrzeszcz Dolny;M;40
5201;23;Ujeścisko-Łostowice;F;2
5202;26;Ujeścisko-Łostowice;F;30
5203;28;Śródmieście;F;51
5204;17;Strzyża;M;46
5205;15;Przymorze Wielkie;F;31
5206;17;Wrzeszcz Dolny;M;46
5207;7;Wrzeszcz Dolny;F;22
5208;1;Chełm;M;41
5209;13;Przymorze Wielkie;F;67
5210;23;Orunia Górna - Gdańsk Południe;M;43
5211;1;Piecki-Migowo;M;42
5212;17;Siedlce;F;35
5213;20;Chełm;F;32
5214;23;Orunia Górna - Gdańsk Południe;F;43
5215;7;Zaspa Rozstaje;F;29
5216;13;Przymorze Wielkie;M;76
5217;9;Jasień;M;50
5218;5;Przeróbka;F;35
5219;20;Ujeścisko-Łostowice;M;44
5220;20;Wrzeszcz Dolny;M;34
5221;20;Strzyża;M;37
5222;1;Chełm;F;29
5223;6;Wyspa Sobieszewska;M;41
5224;7;Zaspa Młyniec;F;38
5225;10;Zaspa Rozstaje;M;31
5226;17;Siedlce;M;0
5227;1;Chełm;F;30
5228;9;Jasień;M;18
5229;1;Śródmieście;M;47
5230;22;Chełm;F;48
5231;21;Ujeścisko-Łostowice;F;23
5232;14;Osowa;M;37
5233;18;Chełm;F;43
5234;9;Jasień;F;46
5235;9;Wzgórze Mickiewicza;M;63
5236;11;Jasień;F;26
5237;18;Ujeścisko-Łostowice;F;5
5238;8;Jasień;F;39
5239;7;Wrzeszcz Dolny;F;29
5240;5;Orunia-Św.Wojciech-Lipce;M;36
5241;8;Oliwa;F;33
5243;23;Orunia Górna - Gdańsk Południe;M;15
5244;26;Strzyża;F;34
5245;23;Orunia Górna - Gdańsk Południe;M;55
5246;27;Chełm;F;68
5247;1;Orunia Górna - Gdańsk Południe;F;42
5248;7;Siedlce;M;40
5249;23;Orunia Górna - Gdańsk Południe;F;12
5250;1;Ujeścisko-Łostowice;F;28
5251;23;Orunia Górna - Gdańsk Południe;F;24
5252;22;Śródmieście;F;42
5253;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
5254;1;Aniołki;M;4
5255;11;Ujeścisko-Łostowice;M;39
5256;1;Krakowiec-Górki Zachodnie;F;26
5257;23;Orunia Górna - Gdańsk Południe;F;53
5258;1;Aniołki;M;1
5259;1;Piecki-Migowo;M;39
5260;6;Młyniska;F;28
5261;21;Jasień;F;28
5262;23;Stogi;F;35
5263;7;Wrzeszcz Dolny;F;44
5264;28;Przeróbka;F;28
5265;7;Zaspa Młyniec;M;35
5266;18;Wyspa Sobieszewska;M;19
5267;8;Zaspa Rozstaje;F;20
5268;26;VII Dwór;F;87
5269;1;Strzyża;M;52
5270;1;Strzyża;F;44
5271;24;Piecki-Migowo;F;34
5272;5;Przymorze Wielkie;F;6
5273;1;Orunia Górna - Gdańsk Południe;F;23
5274;11;Chełm;F;30
5275;11;Chełm;M;34
5276;17;Przymorze Wielkie;M;57
5277;1;Piecki-Migowo;F;31
5278;5;Przymorze Wielkie;M;3
5279;11;Ujeścisko-Łostowice;M;43
5280;17;Przymorze Wielkie;F;55
5281;7;Wrzeszcz Dolny;M;26
5282;5;Przymorze Wielkie;M;49
5283;4;Przymorze Małe;M;29
5284;1;Zaspa Rozstaje;M;31
5285;1;Orunia-Św.Wojciech-Lipce;F;27
5286;24;Przymorze Wielkie;F;19
5287;22;Piecki-Migowo;M;5
5288;22;Piecki-Migowo;M;2
5289;26;Wrzeszcz Górny;F;36
5291;28;Przeróbka;F;24
5292;17;Orunia-Św.Wojciech-Lipce;M;26
5293;22;Piecki-Migowo;F;31
5294;10;Matarnia;M;40
5295;5;Osowa;F;29
5296;1;Śródmieście;M;35
5297;11;Brętowo;M;71
5298;6;Wrzeszcz Górny;M;37
5299;5;Piecki-Migowo;M;24
5300;18;Ujeścisko-Łostowice;M;51
5301;11;Ujeścisko-Łostowice;M;32
5302;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;53
5303;22;Jasień;F;31
5304;7;Kokoszki;F;41
5305;9;Osowa;M;23
5306;11;Jasień;M;35
5307;9;VII Dwór;F;41
5308;1;Chełm;F;33
5309;2;Letnica;M;37
5310;1;Jasień;F;34
5311;17;Chełm;F;41
5312;9;Zaspa Rozstaje;M;35
5313;1;Brzeźno;F;42
5314;10;Zaspa Rozstaje;F;38
5315;12;Piecki-Migowo;M;32
5316;3;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;31
5317;10;VII Dwór;F;38
5318;28;Jasień;F;34
5319;1;Śródmieście;F;69
5320;1;Brzeźno;F;41
5321;25;Jasień;F;16
5322;23;Stogi;F;37
5323;20;Piecki-Migowo;M;43
5324;28;Przymorze Wielkie;F;7
5325;1;Śródmieście;M;71
5328;14;Osowa;F;32
5329;18;Chełm;M;31
5331;3;Przymorze Małe;F;29
5332;18;Ujeścisko-Łostowice;M;31
5333;12;Piecki-Migowo;F;35
5334;8;Wrzeszcz Dolny;M;53
5335;1;Zaspa Rozstaje;F;32
5336;23;Ujeścisko-Łostowice;M;42
5337;27;Wrzeszcz Dolny;F;39
5338;18;Jasień;M;38
5339;1;Ujeścisko-Łostowice;M;34
5340;18;Orunia Górna - Gdańsk Południe;M;44
5341;10;Zaspa Młyniec;M;39
5343;17;Śródmieście;F;37
5347;11;Jasień;M;37
5349;5;Wrzeszcz Górny;M;40
5350;7;Nowy Port;F;39
5351;1;Orunia-Św.Wojciech-Lipce;F;29
5352;1;Osowa;M;55
5353;6;Śródmieście;M;45
5354;28;Nowy Port;M;32
5355;6;Jasień;F;46
5356;6;Śródmieście;F;37
5357;15;Wrzeszcz Górny;F;40
5358;18;Orunia Górna - Gdańsk Południe;F;29
5359;7;Ujeścisko-Łostowice;F;41
5360;21;Kokoszki;M;39
5361;18;Jasień;M;33
5362;5;Chełm;F;42
5363;23;Orunia Górna - Gdańsk Południe;F;32
5364;18;Orunia Górna - Gdańsk Południe;M;32
5365;28;Wrzeszcz Dolny;M;34
5366;7;Nowy Port;M;5
5367;1;Zaspa Młyniec;F;36
5369;9;Zaspa Młyniec;F;58
5370;1;Brętowo;M;24
5371;27;Śródmieście;F;63
5373;27;Aniołki;F;37
5375;3;Orunia Górna - Gdańsk Południe;M;65
5376;1;Zaspa Młyniec;F;35
5377;16;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;31
5378;7;Brzeźno;M;68
5379;6;Olszynka;F;14
5380;18;Ujeścisko-Łostowice;M;33
5381;7;Zaspa Młyniec;M;88
5382;2;Nowy Port;F;11
5383;14;Matarnia;F;54
5384;6;Olszynka;M;11
5385;5;Wrzeszcz Górny;M;53
5386;11;Jasień;M;31
5387;7;Piecki-Migowo;F;34
5388;7;Wrzeszcz Dolny;F;31
5389;14;Matarnia;M;55
5390;20;Śródmieście;M;56
5391;4;Chełm;F;31
5392;23;Kokoszki;M;29
5393;10;Wrzeszcz Górny;M;33
5394;17;Orunia Górna - Gdańsk Południe;M;36
5395;18;Chełm;F;37
5396;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;26
5397;23;Chełm;F;43
5398;18;Chełm;M;2
5400;14;Kokoszki;F;19
5401;9;Śródmieście;F;39
5402;27;Piecki-Migowo;M;38
5403;21;Jasień;M;14
5404;1;Piecki-Migowo;F;35
5405;18;Orunia Górna - Gdańsk Południe;F;25
5406;7;Przymorze Małe;F;25
5407;17;Chełm;M;10
5408;1;Zaspa Rozstaje;F;23
5409;1;Aniołki;F;45
5410;1;Jasień;F;28
5411;22;Jasień;F;36
5412;11;Jasień;F;56
5413;22;Śródmieście;F;38
5414;6;Matarnia;F;43
5415;1;Piecki-Migowo;F;32
5416;14;Kokoszki;F;64
5417;11;Jasień;M;9
5418;1;Piecki-Migowo;F;34
5419;11;Jasień;F;11
5420;4;Chełm;M;31
5421;23;Ujeścisko-Łostowice;M;31
5422;7;Wrzeszcz Górny;F;38
5423;18;Chełm;F;28
5424;18;Orunia Górna - Gdańsk Południe;F;38
5425;10;Piecki-Migowo;M;37
5426;1;Śródmieście;F;21
5428;18;Orunia Górna - Gdańsk Południe;F;47
5429;18;Orunia Górna - Gdańsk Południe;M;71
5430;18;Oliwa;F;42
5431;11;Chełm;F;36
5432;7;Zaspa Rozstaje;M;33
5433;27;Śródmieście;M;68
5435;1;Wrzeszcz Górny;F;47
5436;5;Strzyża;M;23
5437;6;Olszynka;M;44
5438;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;27
5439;10;Zaspa Rozstaje;F;28
5440;1;Chełm;F;21
5441;2;Wrzeszcz Dolny;M;39
5442;7;Przymorze Wielkie;F;26
5443;6;Olszynka;M;43
5445;7;Piecki-Migowo;M;35
5447;18;Chełm;M;46
5448;12;Piecki-Migowo;M;32
5449;18;Chełm;M;37
5450;18;Orunia Górna - Gdańsk Południe;F;41
5451;1;Jasień;M;36
5452;7;Brzeźno;M;63
5453;1;Wrzeszcz Dolny;F;39
5454;1;Piecki-Migowo;F;2
5455;20;Chełm;F;38
5456;7;Piecki-Migowo;F;11
5457;26;Ujeścisko-Łostowice;F;34
5458;21;Jasień;F;70
5459;1;Orunia Górna - Gdańsk Południe;F;46
5460;1;Piecki-Migowo;M;0
5461;15;Piecki-Migowo;M;37
5462;18;Jasień;F;28
5463;1;Piecki-Migowo;F;42
5464;10;Śródmieście;F;32
5465;1;Orunia-Św.Wojciech-Lipce;M;57
5466;7;Przymorze Wielkie;M;57
5467;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
5468;8;Oliwa;M;56
5469;1;Przymorze Wielkie;F;34
5470;18;Orunia Górna - Gdańsk Południe;F;34
5471;6;Śródmieście;M;31
5472;27;Siedlce;F;93
5473;23;Orunia Górna - Gdańsk Południe;M;29
5474;18;Orunia Górna - Gdańsk Południe;M;7
5475;28;Krakowiec-Górki Zachodnie;M;41
5476;20;Przymorze Wielkie;F;36
5477;18;Ujeścisko-Łostowice;F;56
5478;7;Przymorze Wielkie;F;40
5479;1;Wrzeszcz Dolny;F;35
5480;1;Osowa;F;38
5481;20;Przymorze Wielkie;M;40
5482;6;Śródmieście;M;48
5483;9;Nowy Port;F;58
5484;4;Przymorze Małe;M;33
5485;13;Śródmieście;F;51
5486;28;Ujeścisko-Łostowice;M;42
5487;18;Orunia Górna - Gdańsk Południe;M;4
5488;17;Orunia Górna - Gdańsk Południe;F;35
5489;1;VII Dwór;F;81
5490;11;Jasień;M;31
5491;27;Piecki-Migowo;F;14
5493;28;Orunia Górna - Gdańsk Południe;F;38
5494;21;Ujeścisko-Łostowice;F;51
5495;4;VII Dwór;F;72
5496;23;Chełm;F;61
5497;28;Stogi;F;41
5498;1;Przymorze Małe;M;7
5500;9;Zaspa Młyniec;F;61
5501;1;Chełm;F;39
5502;8;Przymorze Wielkie;M;28
5503;25;Suchanino;M;24
5504;27;Siedlce;F;53
5505;22;Jasień;F;34
5506;18;Ujeścisko-Łostowice;M;28
5507;1;Ujeścisko-Łostowice;M;9
5508;11;Jasień;F;6
5509;13;Przymorze Wielkie;F;39
5510;21;Jasień;F;35
5511;23;Chełm;M;66
5512;11;Jasień;M;33
5513;4;Stogi;F;42
5514;9;Wrzeszcz Górny;M;38
5515;1;Śródmieście;F;30
5516;17;Zaspa Młyniec;F;34
5517;20;Śródmieście;F;38
5518;9;Ujeścisko-Łostowice;F;23
5519;1;Ujeścisko-Łostowice;F;45
5520;9;Ujeścisko-Łostowice;M;30
5521;5;Chełm;F;27
5522;23;Chełm;F;32
5523;25;Przymorze Wielkie;M;26
5524;7;Suchanino;F;32
5525;11;Jasień;F;1
5526;13;Jasień;M;67
5527;1;Ujeścisko-Łostowice;M;15
5528;10;Piecki-Migowo;F;69
5529;23;Chełm;M;37
5530;11;Jasień;F;0
5531;1;Jasień;F;30
5532;18;Chełm;F;32
5533;8;Przymorze Małe;F;36
5534;10;Śródmieście;F;35
5535;6;Suchanino;F;48
5536;1;Przymorze Małe;F;43
5537;1;Siedlce;F;22
5538;23;Chełm;M;33
5539;6;Chełm;M;40
5540;4;Stogi;M;47
5541;9;Chełm;F;30
5543;11;Jasień;F;34
5544;6;Śródmieście;M;22
5545;1;Krakowiec-Górki Zachodnie;M;39
5546;10;Piecki-Migowo;M;72
5547;13;Przymorze Małe;M;12
5548;21;Zaspa Młyniec;F;47
5550;13;Przymorze Małe;M;17
5551;21;Jasień;M;28
5552;16;VII Dwór;F;54
5553;7;Suchanino;M;34
5554;10;Zaspa Młyniec;M;70
5555;18;Ujeścisko-Łostowice;F;46
5556;13;Przymorze Małe;F;3
5557;10;Wzgórze Mickiewicza;F;9
5558;10;Suchanino;F;39
5559;7;Zaspa Rozstaje;M;25
5560;9;Zaspa Rozstaje;M;34
5561;25;Przymorze Małe;F;51
5562;10;Wzgórze Mickiewicza;M;8
5563;13;Przymorze Małe;M;46
5564;23;Orunia Górna - Gdańsk Południe;M;28
5565;21;Śródmieście;F;49
5566;13;Przymorze Małe;F;70
5567;26;Piecki-Migowo;M;28
5568;1;Przymorze Małe;M;2
5569;12;Piecki-Migowo;M;31
5570;17;Orunia-Św.Wojciech-Lipce;F;34
5571;18;Orunia Górna - Gdańsk Południe;F;27
5572;23;Stogi;M;41
5573;10;Wyspa Sobieszewska;F;41
5574;6;Śródmieście;F;38
5575;9;Siedlce;F;50
5576;22;Przymorze Wielkie;F;32
5577;1;Piecki-Migowo;M;35
5578;8;Oliwa;F;26
5579;18;Chełm;M;23
5580;2;Przymorze Wielkie;F;28
5581;7;Przymorze Małe;M;34
5582;6;Przymorze Małe;M;30
5583;20;Wrzeszcz Górny;F;51
5584;11;Brętowo;M;43
5585;11;Ujeścisko-Łostowice;M;41
5586;6;Jasień;F;36
5587;1;Jasień;F;20
5588;21;Kokoszki;M;45
5589;21;Wrzeszcz Górny;F;57
5590;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
5591;20;Przymorze Małe;F;35
5592;24;Brzeźno;F;38
5593;7;Przymorze Wielkie;M;37
5594;18;Ujeścisko-Łostowice;F;43
5595;26;Piecki-Migowo;F;30
5596;20;Zaspa Młyniec;F;65
5597;24;Brzeźno;M;40
5598;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;5
5599;1;Krakowiec-Górki Zachodnie;M;65
5600;1;Zaspa Rozstaje;F;48
5601;7;Orunia Górna - Gdańsk Południe;M;68
5602;17;Zaspa Młyniec;F;25
5604;2;Przymorze Wielkie;M;32
5605;18;Jasień;M;34
5606;1;Śródmieście;F;39
5607;18;Ujeścisko-Łostowice;F;5
5608;7;Wrzeszcz Dolny;F;25
5609;2;Śródmieście;M;5
5610;10;Przymorze Wielkie;F;41
5611;1;Stogi;F;29
5612;28;Brętowo;F;35
5613;7;Przymorze Małe;F;3
5614;1;Śródmieście;F;9
5615;1;Przeróbka;F;27
5616;17;Orunia Górna - Gdańsk Południe;F;61
5617;7;Matarnia;M;29
5618;9;Jasień;M;53
5619;7;Chełm;M;47
5620;1;Orunia Górna - Gdańsk Południe;F;44
5621;1;Przymorze Małe;F;30
5622;18;Ujeścisko-Łostowice;M;37
5623;15;Piecki-Migowo;F;38
5624;14;Osowa;M;41
5625;9;Jasień;M;35
5626;27;Wrzeszcz Górny;M;30
5628;9;Aniołki;F;24
5629;6;Zaspa Młyniec;M;34
5630;1;Chełm;F;25
5631;1;Krakowiec-Górki Zachodnie;F;68
5632;19;Orunia Górna - Gdańsk Południe;F;34
5633;26;Piecki-Migowo;F;44
5634;7;Brzeźno;M;23
5635;18;Piecki-Migowo;F;36
5636;12;Jasień;F;33
5637;1;Brętowo;F;29
5638;7;Przymorze Małe;F;2
5639;11;Jasień;F;33
5640;1;Nowy Port;F;28
5641;18;Chełm;F;29
5642;5;Stogi;F;40
5643;1;Śródmieście;F;38
5644;17;Orunia-Św.Wojciech-Lipce;F;67
5645;1;Wrzeszcz Górny;F;26
5646;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;69
5647;15;Przymorze Małe;F;31
5648;9;Wrzeszcz Górny;M;20
5649;5;Stogi;F;6
5650;21;Jasień;F;61
5651;22;Jasień;M;28
5652;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
5653;12;Piecki-Migowo;M;70
5654;1;Wrzeszcz Dolny;F;51
5655;1;Śródmieście;F;37
5656;28;Oliwa;F;41
5657;22;Jasień;F;28
5658;20;Siedlce;F;44
5659;5;Nowy Port;F;38
5660;10;Zaspa Rozstaje;F;46
5661;17;Wrzeszcz Górny;F;38
5662;6;Śródmieście;F;43
5664;14;Jasień;M;36
5665;7;Jasień;M;34
5666;1;Wrzeszcz Górny;M;35
5667;22;Orunia Górna - Gdańsk Południe;F;32
5668;7;Aniołki;F;49
5669;1;Przymorze Wielkie;F;27
5670;7;Wrzeszcz Dolny;F;27
5671;7;Chełm;F;24
5672;17;Orunia-Św.Wojciech-Lipce;M;45
5673;1;Suchanino;F;46
5674;20;Osowa;F;29
5675;1;Nowy Port;F;29
5676;7;Aniołki;M;7
5677;28;Wyspa Sobieszewska;F;39
5678;7;Przymorze Wielkie;M;50
5679;17;Piecki-Migowo;F;35
5681;21;Jasień;F;71
5682;26;Przymorze Małe;F;60
5684;17;Piecki-Migowo;F;8
5685;1;Przymorze Wielkie;F;29
5686;17;Wrzeszcz Górny;M;5
5687;17;Wrzeszcz Dolny;F;30
5688;7;Wrzeszcz Górny;M;37
5689;17;Siedlce;F;39
5690;28;Przymorze Wielkie;F;44
5691;1;Siedlce;M;50
5692;17;Przeróbka;M;66
5693;11;Orunia Górna - Gdańsk Południe;F;38
5694;21;Jasień;F;73
5695;1;Nowy Port;F;27
5696;1;Siedlce;F;27
5697;1;Zaspa Rozstaje;F;33
5698;17;Orunia-Św.Wojciech-Lipce;F;72
5699;1;Wrzeszcz Dolny;F;45
5700;12;Wrzeszcz Górny;M;35
5702;26;Kokoszki;F;53
5703;18;Ujeścisko-Łostowice;F;42
5704;1;Śródmieście;F;33
5705;10;Przymorze Małe;F;40
5706;21;Jasień;F;44
5707;23;Orunia Górna - Gdańsk Południe;F;39
5708;21;Jasień;F;36
5709;14;Osowa;F;28
5710;4;Wrzeszcz Dolny;F;56
5711;23;Orunia Górna - Gdańsk Południe;M;10
5712;21;Jasień;M;20
5713;1;Zaspa Rozstaje;M;1
5714;7;Przymorze Małe;M;46
5715;21;Orunia-Św.Wojciech-Lipce;F;58
5716;6;Śródmieście;M;44
5717;23;Orunia Górna - Gdańsk Południe;M;30
5718;17;Stogi;F;54
5719;1;Zaspa Rozstaje;M;5
5720;1;Zaspa Rozstaje;M;11
5721;1;Suchanino;F;36
5722;20;Piecki-Migowo;F;3
5723;26;Ujeścisko-Łostowice;F;35
5724;28;Piecki-Migowo;M;39
5725;23;Orunia Górna - Gdańsk Południe;F;67
5726;7;Zaspa Rozstaje;M;31
5727;11;Jasień;F;34
5728;11;Oliwa;F;34
5729;1;Jasień;F;41
5730;8;Przymorze Wielkie;F;55
5731;17;Orunia-Św.Wojciech-Lipce;F;26
5732;26;Piecki-Migowo;F;36
5733;11;Jasień;M;37
5734;13;Wrzeszcz Górny;M;30
5735;1;Orunia Górna - Gdańsk Południe;F;22
5736;10;Wrzeszcz Górny;M;36
5737;1;Siedlce;F;35
5738;28;Oliwa;F;30
5739;14;Wrzeszcz Górny;F;37
5740;1;Krakowiec-Górki Zachodnie;F;44
5741;23;Orunia Górna - Gdańsk Południe;F;51
5742;9;Suchanino;F;39
5743;26;Piecki-Migowo;M;2
5744;7;Wrzeszcz Dolny;M;20
5745;1;Jasień;F;26
5746;7;Brętowo;F;28
5748;26;VII Dwór;F;56
5749;27;Letnica;F;41
5750;17;Orunia Górna - Gdańsk Południe;F;39
5751;18;Chełm;M;39
5752;9;Przymorze Małe;F;30
5753;6;Śródmieście;M;60
5754;1;Wyspa Sobieszewska;F;29
5755;17;Nowy Port;F;50
5756;21;Jasień;F;49
5757;6;Przeróbka;M;61
5758;1;Krakowiec-Górki Zachodnie;M;44
5759;9;Wrzeszcz Górny;F;59
5760;20;Piecki-Migowo;F;43
5761;23;Orunia Górna - Gdańsk Południe;F;52
5762;18;Ujeścisko-Łostowice;F;4
5763;17;Orunia-Św.Wojciech-Lipce;F;32
5764;1;Przymorze Małe;F;42
5765;7;Piecki-Migowo;F;31
5766;18;Ujeścisko-Łostowice;M;14
5767;1;Jasień;M;29
5768;9;Wrzeszcz Górny;F;59
5769;23;Chełm;M;2
5770;10;Matarnia;F;36
5771;1;Nowy Port;F;56
5772;10;VII Dwór;F;35
5773;12;Nowy Port;F;69
5774;8;Oliwa;M;52
5775;2;Brzeźno;F;24
5776;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
5777;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;27
5778;18;Ujeścisko-Łostowice;M;40
5779;17;Orunia-Św.Wojciech-Lipce;M;32
5780;13;Przymorze Wielkie;F;38
5782;13;Przymorze Wielkie;F;44
5783;2;Jasień;M;28
5784;2;Stogi;F;44
5785;18;Orunia Górna - Gdańsk Południe;M;44
5786;23;Siedlce;F;34
5787;1;Orunia-Św.Wojciech-Lipce;F;18
5788;2;Stogi;F;73
5789;18;Chełm;M;33
5790;10;Zaspa Rozstaje;M;32
5791;18;Chełm;F;42
5792;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;60
5793;11;Ujeścisko-Łostowice;F;36
5794;4;Przymorze Małe;F;61
5795;27;Krakowiec-Górki Zachodnie;F;63
5796;1;Ujeścisko-Łostowice;F;54
5797;8;Zaspa Rozstaje;F;35
5798;7;Zaspa Młyniec;F;35
5799;23;Orunia Górna - Gdańsk Południe;F;43
5800;6;Olszynka;F;30
5801;5;Chełm;F;37
5802;1;Wrzeszcz Górny;F;35
5803;14;Suchanino;F;36
5804;6;Olszynka;M;7
5805;18;Ujeścisko-Łostowice;F;35
5806;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;55
5807;12;Piecki-Migowo;F;36
5808;27;Krakowiec-Górki Zachodnie;M;63
5809;8;Przymorze Małe;F;70
5810;7;Brzeźno;M;36
5811;6;Olszynka;M;2
5812;28;Brętowo;F;27
5813;18;Chełm;F;45
5814;26;Strzyża;F;29
5815;17;Przymorze Wielkie;F;29
5816;8;Piecki-Migowo;M;72
5817;10;Zaspa Rozstaje;F;82
5818;26;VII Dwór;F;57
5819;14;Matarnia;F;70
5820;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;60
5821;1;Stogi;F;39
5822;3;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;25
5823;9;Przymorze Wielkie;M;24
5824;10;Zaspa Młyniec;F;42
5825;2;Wrzeszcz Dolny;M;44
5826;23;Orunia Górna - Gdańsk Południe;F;31
5827;10;Siedlce;M;33
5828;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;38
5829;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;68
5830;26;Orunia Górna - Gdańsk Południe;F;54
5831;18;Ujeścisko-Łostowice;M;20
5832;9;Śródmieście;F;36
5833;10;Siedlce;M;0
5834;7;Przymorze Małe;F;39
5835;6;Wzgórze Mickiewicza;M;70
5836;23;Orunia-Św.Wojciech-Lipce;F;46
5837;17;Orunia-Św.Wojciech-Lipce;F;62
5838;1;Brętowo;F;45
5840;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
5841;18;Ujeścisko-Łostowice;M;41
5842;17;Orunia-Św.Wojciech-Lipce;M;62
5843;23;Orunia-Św.Wojciech-Lipce;M;20
5844;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
5845;9;Orunia Górna - Gdańsk Południe;F;38
5846;1;Siedlce;F;41
5847;22;Jasień;F;25
5848;17;Przymorze Małe;M;52
5849;23;Jasień;M;34
5851;1;Brętowo;F;51
5852;17;Orunia-Św.Wojciech-Lipce;F;39
5853;1;Osowa;M;52
5854;28;Wrzeszcz Górny;F;31
5855;7;Wrzeszcz Dolny;M;32
5856;7;Jasień;M;28
5857;18;Chełm;F;42
5858;23;Jasień;F;35
5859;1;Chełm;F;32
5860;21;Jasień;M;34
5861;4;Wrzeszcz Górny;F;63
5862;1;Przymorze Małe;F;51
5863;21;Wzgórze Mickiewicza;F;67
5864;1;Orunia Górna - Gdańsk Południe;F;38
5865;20;Przymorze Wielkie;M;34
5866;1;Przymorze Wielkie;F;77
5867;12;Przymorze Małe;F;78
5868;9;Przymorze Małe;M;83
5869;7;Przymorze Wielkie;M;78
5870;23;Brzeźno;M;44
5871;12;Piecki-Migowo;F;35
5872;8;Przymorze Wielkie;M;32
5873;5;Przymorze Małe;F;64
5874;12;Piecki-Migowo;F;36
5875;20;Przymorze Wielkie;F;31
5876;8;Przymorze Wielkie;M;3
5877;11;Jasień;M;26
5878;15;Orunia Górna - Gdańsk Południe;F;42
5879;10;Zaspa Młyniec;M;3
5880;9;Piecki-Migowo;M;19
5881;26;VII Dwór;M;58
5882;7;Wrzeszcz Górny;F;30
5883;15;Piecki-Migowo;F;21
5884;12;Piecki-Migowo;M;37
5885;14;Osowa;F;27
5886;11;Ujeścisko-Łostowice;F;47
5887;24;Przymorze Wielkie;F;6
5888;9;Jasień;M;31
5889;12;Piecki-Migowo;M;9
5890;10;Zaspa Rozstaje;F;80
5891;15;Orunia Górna - Gdańsk Południe;M;42
5892;22;Chełm;F;36
5893;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
5894;8;Oliwa;F;85
5895;24;Jasień;M;26
5896;12;Piecki-Migowo;F;6
5897;15;Orunia Górna - Gdańsk Południe;F;12
5898;8;Przymorze Małe;F;85
5899;22;Piecki-Migowo;M;35
5900;21;Siedlce;M;58
5901;21;Jasień;F;3
5902;1;Wrzeszcz Górny;F;25
5903;11;Jasień;M;34
5904;12;Piecki-Migowo;M;3
5905;13;Zaspa Rozstaje;M;40
5906;15;Orunia Górna - Gdańsk Południe;F;14
5907;17;Śródmieście;F;25
5908;6;Suchanino;F;34
5909;3;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;40
5910;9;Siedlce;F;69
5911;26;Osowa;F;36
5912;11;Jasień;F;36
5913;9;Przymorze Wielkie;F;78
5914;17;Orunia-Św.Wojciech-Lipce;F;59
5915;10;Przymorze Małe;M;36
5916;10;Zaspa Rozstaje;M;60
5917;22;Jasień;M;38
5918;6;Śródmieście;F;33
5919;18;Wrzeszcz Górny;M;26
5920;10;Zaspa Rozstaje;F;34
5921;1;Chełm;F;69
5922;1;Siedlce;F;33
5923;22;Jasień;F;9
5924;1;Orunia Górna - Gdańsk Południe;F;30
5925;20;Młyniska;F;64
5926;9;Brzeźno;F;82
5927;18;Ujeścisko-Łostowice;M;49
5928;18;Orunia Górna - Gdańsk Południe;F;41
5929;1;Piecki-Migowo;F;44
5930;2;Przeróbka;F;38
5931;23;Orunia Górna - Gdańsk Południe;F;32
5932;8;Oliwa;F;30
5933;10;Przymorze Małe;M;44
5934;1;Zaspa Rozstaje;F;46
5935;1;Strzyża;F;64
5936;20;Jasień;F;33
5937;9;Siedlce;F;20
5938;1;Stogi;F;38
5939;10;Przymorze Wielkie;F;23
5940;1;Stogi;F;52
5941;22;Jasień;M;35
5942;1;Wrzeszcz Górny;F;65
5943;13;Oliwa;F;45
5944;1;Siedlce;F;46
5945;6;Stogi;M;28
5946;7;Młyniska;M;24
5947;1;Nowy Port;F;33
5948;18;VII Dwór;F;3
5949;1;Zaspa Rozstaje;F;22
5950;10;Zaspa Rozstaje;F;69
5951;21;Jasień;F;55
5952;2;Wrzeszcz Dolny;F;55
5953;10;Przymorze Małe;F;43
5954;7;Wrzeszcz Górny;M;37
5955;1;Osowa;M;34
5956;15;Chełm;F;23
5957;7;Wrzeszcz Górny;F;28
5958;22;Jasień;F;26
5959;25;Siedlce;F;64
5960;17;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;81
5962;10;Wrzeszcz Dolny;F;41
5964;7;Zaspa Rozstaje;M;18
5965;10;Zaspa Młyniec;F;31
5967;5;Oliwa;F;33
5968;10;Zaspa Młyniec;M;6
5969;1;Przymorze Małe;M;3
5970;10;Zaspa Młyniec;F;1
5972;20;Oliwa;M;35
5973;18;Piecki-Migowo;M;26
5975;1;Oliwa;F;1
5976;10;Zaspa Młyniec;M;36
5977;18;Orunia Górna - Gdańsk Południe;F;62
5978;20;Oliwa;M;1
5980;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;60
5981;28;VII Dwór;F;53
5982;22;Ujeścisko-Łostowice;F;35
5983;20;Oliwa;F;4
5985;13;Przymorze Wielkie;F;38
5986;10;Zaspa Rozstaje;M;36
5987;1;Brętowo;F;39
5988;8;Oliwa;M;35
5989;27;Stogi;F;64
5991;14;Osowa;F;34
5992;1;Przymorze Wielkie;F;32
5994;7;Brętowo;M;26
5995;8;Oliwa;F;34
5996;10;Zaspa Rozstaje;M;82
5997;18;Ujeścisko-Łostowice;M;35
5998;1;Piecki-Migowo;F;58
5999;2;Wrzeszcz Dolny;F;58
6000;9;Brętowo;F;38
6001;27;Suchanino;F;36
6002;18;Orunia Górna - Gdańsk Południe;M;64
6003;1;Ujeścisko-Łostowice;F;37
6004;9;Jasień;F;33
6005;25;Orunia-Św.Wojciech-Lipce;F;48
6006;10;Jasień;F;38
6007;1;Zaspa Młyniec;M;45
6008;10;Zaspa Rozstaje;F;57
6009;7;Brzeźno;F;33
6010;14;Kokoszki;F;27
6011;1;Piecki-Migowo;F;24
6012;13;Przymorze Wielkie;F;40
6013;27;Brętowo;M;34
6014;1;Przymorze Małe;F;47
6015;2;Brzeźno;F;43
6016;7;Brzeźno;M;2
6017;7;Piecki-Migowo;M;41
6018;22;Chełm;F;14
6019;23;Orunia Górna - Gdańsk Południe;F;28
6020;18;Orunia Górna - Gdańsk Południe;F;25
6021;18;Stogi;F;56
6022;18;Orunia Górna - Gdańsk Południe;M;46
6023;21;Osowa;F;51
6024;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
6025;14;Osowa;M;40
6026;2;Piecki-Migowo;M;32
6027;1;Piecki-Migowo;F;33
6028;25;Stogi;F;17
6029;7;Brzeźno;M;61
6030;12;Piecki-Migowo;F;24
6031;26;Jasień;F;58
6032;22;Chełm;F;54
6033;28;Przymorze Wielkie;M;71
6034;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;68
6036;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;37
6037;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
6038;24;Orunia Górna - Gdańsk Południe;F;64
6039;18;Wzgórze Mickiewicza;F;69
6040;18;Ujeścisko-Łostowice;F;72
6041;2;Zaspa Młyniec;F;21
6042;11;Orunia Górna - Gdańsk Południe;F;27
6043;2;Piecki-Migowo;M;68
6044;26;Suchanino;F;34
6045;18;Piecki-Migowo;M;32
6046;7;Śródmieście;F;50
6047;17;Wrzeszcz Dolny;M;37
6048;2;Piecki-Migowo;F;66
6049;24;Oliwa;F;44
6050;18;Ujeścisko-Łostowice;M;27
6051;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
6052;24;Przymorze Małe;F;35
6053;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;45
6054;17;Orunia-Św.Wojciech-Lipce;F;40
6055;1;Ujeścisko-Łostowice;F;20
6056;9;Przymorze Wielkie;M;18
6057;4;Przymorze Małe;F;8
6058;9;Jasień;M;27
6059;26;Piecki-Migowo;M;59
6060;2;Wrzeszcz Dolny;M;2
6061;13;Przymorze Wielkie;F;42
6062;23;Ujeścisko-Łostowice;M;9
6063;8;Piecki-Migowo;M;36
6064;20;Oliwa;M;37
6065;1;Zaspa Młyniec;F;46
6066;12;Brzeźno;F;45
6067;1;Ujeścisko-Łostowice;M;37
6068;7;Wrzeszcz Dolny;M;21
6069;20;Oliwa;M;6
6070;18;Ujeścisko-Łostowice;F;30
6071;11;Jasień;M;29
6072;18;Ujeścisko-Łostowice;F;51
6073;7;Brzeźno;M;66
6074;7;Zaspa Rozstaje;F;45
6075;1;Chełm;F;40
6076;8;Przymorze Małe;F;4
6077;1;Orunia-Św.Wojciech-Lipce;F;33
6078;9;Zaspa Młyniec;M;4
6079;1;Nowy Port;M;38
6080;7;Brętowo;M;44
6081;13;Zaspa Młyniec;M;33
6082;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
6083;26;Wrzeszcz Dolny;F;56
6084;1;Aniołki;F;32
6085;17;Orunia-Św.Wojciech-Lipce;M;40
6086;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;77
6087;6;Stogi;M;26
6088;14;Matarnia;M;34
6089;2;Śródmieście;M;40
6090;11;Jasień;M;30
6091;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;72
6092;11;Kokoszki;M;31
6094;1;Brzeźno;F;40
6095;28;Oliwa;F;20
6096;7;Wrzeszcz Górny;M;38
6097;2;Przeróbka;M;38
6098;26;Przymorze Wielkie;F;43
6099;18;Ujeścisko-Łostowice;F;27
6100;11;Orunia Górna - Gdańsk Południe;F;29
6101;6;Piecki-Migowo;M;34
6102;1;Zaspa Rozstaje;F;27
6103;8;Przymorze Wielkie;M;32
6104;1;Nowy Port;F;31
6105;18;Przymorze Wielkie;F;33
6106;10;Osowa;F;34
6107;1;Jasień;F;34
6108;25;Wrzeszcz Dolny;F;40
6109;1;Przymorze Małe;F;24
6110;9;Wrzeszcz Górny;F;35
6111;1;Śródmieście;F;34
6112;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
6114;23;Orunia Górna - Gdańsk Południe;M;52
6115;7;Przymorze Małe;M;50
6116;28;Oliwa;M;27
6118;1;Jasień;M;28
6119;18;Orunia Górna - Gdańsk Południe;M;49
6120;6;Jasień;F;39
6121;1;Jasień;F;26
6122;22;Przymorze Małe;M;30
6123;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;42
6124;10;Zaspa Młyniec;M;40
6125;9;Siedlce;M;47
6127;28;Piecki-Migowo;F;34
6128;1;Przymorze Małe;F;39
6129;2;Jasień;M;46
6131;1;Oliwa;F;32
6132;10;Przymorze Wielkie;F;48
6133;22;Chełm;F;25
6134;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;36
6135;15;Piecki-Migowo;F;32
6136;18;Ujeścisko-Łostowice;F;33
6137;1;Wrzeszcz Górny;M;30
6138;23;Chełm;F;66
6139;21;Ujeścisko-Łostowice;M;62
6140;2;Strzyża;F;49
6141;10;Przymorze Wielkie;M;7
6143;18;Orunia Górna - Gdańsk Południe;F;49
6144;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;68
6145;18;Ujeścisko-Łostowice;M;39
6146;21;Ujeścisko-Łostowice;F;61
6147;1;Orunia Górna - Gdańsk Południe;M;54
6148;1;Oliwa;F;36
6149;5;Chełm;F;34
6150;1;Zaspa Rozstaje;F;42
6151;6;Piecki-Migowo;M;18
6152;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;73
6153;10;Wrzeszcz Górny;M;44
6154;7;Orunia Górna - Gdańsk Południe;M;46
6155;17;Stogi;M;37
6156;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
6157;10;Wrzeszcz Górny;M;40
6159;8;Oliwa;F;69
6160;21;Ujeścisko-Łostowice;M;43
6161;1;Ujeścisko-Łostowice;F;32
6162;7;Wrzeszcz Dolny;F;38
6163;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
6165;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
6166;11;Ujeścisko-Łostowice;M;44
6167;11;Zaspa Młyniec;M;39
6168;26;Orunia Górna - Gdańsk Południe;F;24
6169;10;Zaspa Rozstaje;M;30
6170;18;Jasień;M;67
6171;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;17
6172;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;28
6173;14;Osowa;F;47
6174;6;Przeróbka;F;46
6175;8;Przymorze Małe;F;25
6177;2;Wrzeszcz Dolny;M;30
6179;16;Przymorze Małe;M;32
6180;5;Wrzeszcz Dolny;F;23
6181;22;Przymorze Małe;M;37
6182;2;Osowa;M;35
6183;13;Przymorze Wielkie;M;53
6184;8;Oliwa;F;45
6185;20;Śródmieście;F;32
6186;13;Zaspa Młyniec;F;48
6188;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
6189;1;Przymorze Małe;F;54
6190;21;Wrzeszcz Dolny;F;31
6191;2;VII Dwór;F;65
6192;11;Ujeścisko-Łostowice;F;42
6193;14;Jasień;F;39
6194;2;Przymorze Małe;M;18
6195;9;Zaspa Młyniec;M;18
6196;27;Piecki-Migowo;M;38
6197;9;Śródmieście;F;34
6198;1;Siedlce;F;32
6199;26;Jasień;F;32
6200;9;Przymorze Małe;M;32
6201;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
6202;27;Wrzeszcz Górny;M;61
6203;8;Przymorze Małe;F;66
6204;26;Wrzeszcz Dolny;F;22
6205;28;Wrzeszcz Dolny;F;26
6206;7;Chełm;M;35
6207;9;Przymorze Małe;F;76
6208;1;Oliwa;F;71
6209;18;Chełm;F;38
6210;28;Orunia Górna - Gdańsk Południe;F;60
6211;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;53
6212;8;Przymorze Małe;F;70
6213;8;Brętowo;F;55
6214;9;Ujeścisko-Łostowice;F;34
6215;6;Śródmieście;F;78
6216;23;Orunia Górna - Gdańsk Południe;M;68
6217;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
6218;18;Orunia Górna - Gdańsk Południe;M;26
6219;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
6220;10;Orunia-Św.Wojciech-Lipce;F;31
6221;4;Brętowo;M;64
6222;10;Suchanino;M;12
6223;6;Śródmieście;F;78
6224;6;Śródmieście;F;75
6225;7;Brętowo;F;25
6226;1;Oliwa;F;33
6227;6;Śródmieście;M;77
6228;17;Orunia-Św.Wojciech-Lipce;F;66
6229;1;Śródmieście;M;34
6230;18;Orunia Górna - Gdańsk Południe;F;26
6231;6;Śródmieście;F;79
6232;1;Brętowo;F;24
6233;6;Śródmieście;F;76
6234;6;Śródmieście;F;62
6235;18;Chełm;M;41
6236;1;Zaspa Rozstaje;F;36
6237;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;78
6238;5;Piecki-Migowo;F;31
6239;6;Śródmieście;F;73
6240;18;Ujeścisko-Łostowice;M;32
6242;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;20
6243;6;Śródmieście;F;78
6244;17;Chełm;M;43
6245;6;Śródmieście;M;65
6246;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;75
6247;18;Ujeścisko-Łostowice;M;43
6248;7;Przymorze Małe;F;26
6249;1;Zaspa Młyniec;M;25
6250;18;Chełm;F;33
6251;9;Zaspa Rozstaje;F;30
6252;6;Śródmieście;M;70
6253;7;Przymorze Małe;M;30
6254;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;64
6255;17;Chełm;F;44
6256;10;Piecki-Migowo;M;42
6257;6;Śródmieście;F;77
6258;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;24
6259;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;78
6260;18;Siedlce;F;51
6261;10;Przymorze Wielkie;F;16
6262;6;Śródmieście;F;32
6263;6;Śródmieście;M;72
6264;5;Przymorze Małe;M;19
6265;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
6266;1;Krakowiec-Górki Zachodnie;F;39
6267;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
6268;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;20
6269;6;Śródmieście;F;75
6270;18;Ujeścisko-Łostowice;M;9
6271;27;Siedlce;M;18
6272;10;Jasień;M;32
6274;18;Siedlce;M;66
6275;20;Zaspa Młyniec;F;6
6276;3;Brętowo;M;28
6277;7;Wrzeszcz Dolny;F;56
6278;9;Zaspa Rozstaje;M;32
6280;6;Śródmieście;F;78
6281;23;Aniołki;M;53
6282;20;Zaspa Młyniec;F;2
6283;6;Śródmieście;F;71
6284;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;76
6285;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;7
6286;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;80
6287;7;Wrzeszcz Dolny;F;69
6288;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;73
6289;6;Śródmieście;F;80
6290;20;Przymorze Małe;F;36
6291;11;VII Dwór;F;29
6292;6;Śródmieście;F;78
6293;1;Wrzeszcz Dolny;M;59
6294;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;42
6295;24;Przymorze Małe;F;6
6296;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;65
6297;20;Wyspa Sobieszewska;M;61
6298;6;Śródmieście;M;82
6299;27;Aniołki;F;64
6300;7;Wrzeszcz Dolny;F;64
6301;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;79
6302;6;Śródmieście;F;62
6303;1;Jasień;F;0
6304;1;Przymorze Małe;F;68
6305;6;Śródmieście;F;82
6306;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
6307;8;Oliwa;F;63
6308;4;Brętowo;F;27
6309;1;Przymorze Małe;M;81
6310;9;Wrzeszcz Górny;M;44
6311;6;Śródmieście;F;63
6312;28;Oliwa;M;20
6313;12;Wrzeszcz Górny;M;46
6314;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
6315;6;Śródmieście;M;66
6316;25;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;37
6317;18;Ujeścisko-Łostowice;F;7
6318;25;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;10
6319;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;73
6320;28;Przymorze Małe;F;33
6321;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
6322;13;Brzeźno;M;46
6323;11;Ujeścisko-Łostowice;F;38
6324;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;32
6326;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
6327;1;Przymorze Małe;M;63
6328;13;Przymorze Wielkie;M;47
6330;23;Orunia Górna - Gdańsk Południe;F;69
6331;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;70
6332;21;Jasień;F;31
6333;23;Chełm;M;32
6334;13;Wrzeszcz Górny;M;33
6335;1;Przymorze Małe;F;35
6336;26;Wrzeszcz Dolny;F;30
6337;6;Olszynka;M;48
6338;17;Orunia Górna - Gdańsk Południe;M;67
6339;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;54
6340;7;Brętowo;M;47
6341;1;Ujeścisko-Łostowice;F;8
6342;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
6343;1;Przymorze Wielkie;F;27
6344;1;Piecki-Migowo;M;5
6345;21;Kokoszki;M;21
6346;1;Jasień;F;31
6348;11;Ujeścisko-Łostowice;F;39
6349;18;Ujeścisko-Łostowice;F;45
6350;9;Siedlce;M;29
6352;7;VII Dwór;F;3
6353;8;Zaspa Młyniec;M;28
6354;1;Wrzeszcz Górny;F;25
6356;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;18
6357;23;Orunia Górna - Gdańsk Południe;F;21
6358;2;Wrzeszcz Górny;M;33
6359;14;Kokoszki;M;66
6360;1;Jasień;F;15
6361;24;Orunia Górna - Gdańsk Południe;F;43
6362;7;Aniołki;F;69
6363;11;Jasień;F;34
6364;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;58
6365;23;Orunia Górna - Gdańsk Południe;M;38
6366;9;Oliwa;M;45
6367;21;Kokoszki;M;45
6369;18;Ujeścisko-Łostowice;F;37
6370;26;Orunia-Św.Wojciech-Lipce;F;39
6371;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;75
6372;1;Matarnia;F;43
6373;1;Zaspa Rozstaje;F;40
6374;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;67
6375;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;64
6376;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;11
6377;13;Brzeźno;M;27
6378;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
6379;1;Nowy Port;F;41
6380;1;Jasień;M;34
6381;1;Ujeścisko-Łostowice;F;45
6382;7;Letnica;F;30
6383;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;72
6384;10;Nowy Port;M;49
6385;15;VII Dwór;F;43
6386;26;Piecki-Migowo;F;31
6387;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;57
6388;3;Wrzeszcz Dolny;M;34
6389;14;Kokoszki;F;41
6390;18;Ujeścisko-Łostowice;F;31
6391;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;75
6392;11;Ujeścisko-Łostowice;M;39
6393;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;81
6394;7;Ujeścisko-Łostowice;F;39
6396;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;68
6397;2;Zaspa Rozstaje;M;41
6398;7;Letnica;M;3
6399;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;67
6401;10;Śródmieście;F;9
6402;6;Śródmieście;F;27
6403;18;Orunia Górna - Gdańsk Południe;M;34
6404;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;68
6405;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
6407;7;Letnica;F;2
6408;9;Siedlce;F;18
6409;10;Śródmieście;M;2
6411;14;Wzgórze Mickiewicza;M;45
6412;1;Zaspa Rozstaje;F;39
6413;17;Orunia-Św.Wojciech-Lipce;F;53
6414;17;Orunia Górna - Gdańsk Południe;M;40
6415;7;Jasień;M;43
6416;23;Orunia Górna - Gdańsk Południe;F;37
6417;20;Siedlce;F;42
6418;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
6419;1;Zaspa Rozstaje;F;28
6420;2;Chełm;F;72
6421;1;Zaspa Rozstaje;F;62
6422;26;Piecki-Migowo;M;54
6423;1;Orunia Górna - Gdańsk Południe;M;31
6424;27;Przymorze Małe;M;66
6425;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;80
6426;7;Przymorze Małe;M;48
6427;2;Osowa;F;42
6428;2;Wrzeszcz Dolny;F;64
6429;6;Śródmieście;F;3
6430;18;Przymorze Wielkie;F;76
6431;20;Śródmieście;F;12
6433;1;Zaspa Rozstaje;M;11
6434;17;Orunia Górna - Gdańsk Południe;F;13
6435;2;Osowa;F;9
6436;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
6437;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
6438;18;Ujeścisko-Łostowice;F;35
6439;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;65
6440;6;Śródmieście;M;44
6441;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;74
6442;4;Oliwa;M;49
6444;9;Wrzeszcz Dolny;M;17
6445;21;Jasień;M;22
6446;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;23
6447;2;Wrzeszcz Dolny;M;63
6448;3;Wrzeszcz Górny;F;31
6449;1;Piecki-Migowo;F;35
6450;24;Suchanino;F;39
6451;7;Wrzeszcz Dolny;M;32
6452;25;Brętowo;F;47
6453;6;Olszynka;M;27
6454;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;71
6455;7;Wrzeszcz Dolny;F;54
6456;1;Piecki-Migowo;F;20
6457;16;Piecki-Migowo;F;14
6458;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;48
6459;18;Chełm;F;40
6460;27;Siedlce;F;63
6461;20;Osowa;F;45
6462;7;Brzeźno;F;29
6463;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
6465;14;Osowa;F;34
6467;5;Wrzeszcz Dolny;F;31
6468;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;8
6469;15;Oliwa;F;14
6470;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
6471;13;Wrzeszcz Górny;F;3
6472;7;Zaspa Rozstaje;F;40
6473;1;Przymorze Małe;F;45
6475;26;Jasień;F;30
6476;11;Ujeścisko-Łostowice;M;59
6477;12;Piecki-Migowo;M;31
6478;14;Wzgórze Mickiewicza;M;80
6479;12;Piecki-Migowo;M;32
6481;7;Wrzeszcz Dolny;M;31
6482;14;Wzgórze Mickiewicza;F;41
6483;20;Przymorze Małe;F;14
6484;1;Piecki-Migowo;F;66
6485;12;Piecki-Migowo;F;62
6486;14;Wzgórze Mickiewicza;F;17
6487;1;Zaspa Rozstaje;M;39
6488;1;Piecki-Migowo;M;71
6489;18;Chełm;F;28
6490;6;Rudniki;F;36
6491;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
6492;8;Przymorze Małe;F;80
6493;23;Orunia Górna - Gdańsk Południe;M;64
6494;18;Orunia Górna - Gdańsk Południe;M;45
6495;9;Jasień;M;36
6496;6;Rudniki;M;10
6497;12;Piecki-Migowo;F;61
6498;8;Przymorze Małe;M;84
6499;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;6
6500;1;Piecki-Migowo;F;35
6501;6;Rudniki;M;9
6502;10;Wrzeszcz Górny;M;25
6503;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;9
6504;23;Orunia Górna - Gdańsk Południe;F;62
6505;6;Rudniki;M;36
6506;18;Chełm;M;40
6507;7;Wrzeszcz Dolny;F;57
6508;1;Śródmieście;F;48
6509;10;Jasień;F;35
6510;18;Siedlce;M;42
6511;21;Ujeścisko-Łostowice;F;33
6512;15;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;40
6513;17;Orunia-Św.Wojciech-Lipce;M;31
6514;8;Przymorze Małe;M;35
6515;7;Wrzeszcz Dolny;F;27
6516;26;Przymorze Małe;F;42
6517;23;Chełm;M;42
6518;1;Oliwa;F;13
6519;5;Zaspa Młyniec;M;2
6520;6;Olszynka;F;23
6521;6;Oliwa;F;37
6522;7;Wrzeszcz Dolny;M;34
6523;6;Przeróbka;F;42
6524;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
6525;7;Przymorze Małe;M;40
6526;26;Oliwa;F;33
6527;1;Orunia-Św.Wojciech-Lipce;M;19
6528;6;Oliwa;F;11
6529;21;Jasień;F;21
6530;7;Wrzeszcz Dolny;F;28
6531;17;Orunia-Św.Wojciech-Lipce;F;39
6532;1;Przymorze Małe;F;48
6533;3;Ujeścisko-Łostowice;M;42
6534;20;Wrzeszcz Górny;F;38
6535;18;Orunia Górna - Gdańsk Południe;M;31
6536;10;Zaspa Młyniec;M;40
6537;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;84
6539;7;Zaspa Młyniec;M;64
6540;23;Chełm;M;32
6541;18;Ujeścisko-Łostowice;M;35
6542;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;51
6543;5;Wrzeszcz Górny;F;16
6544;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;11
6545;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;82
6546;20;Zaspa Rozstaje;M;27
6547;14;Osowa;F;41
6548;1;Krakowiec-Górki Zachodnie;F;37
6549;1;Siedlce;M;66
6550;28;Siedlce;M;24
6551;9;Oliwa;F;62
6552;1;Ujeścisko-Łostowice;M;27
6553;14;Matarnia;F;13
6554;26;Przymorze Małe;F;62
6556;7;Wrzeszcz Dolny;F;27
6558;8;Oliwa;F;58
6559;1;Śródmieście;M;33
6560;7;Zaspa Rozstaje;F;49
6561;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
6562;2;Śródmieście;M;53
6563;1;Chełm;F;10
6564;16;Brzeźno;M;28
6565;1;Jasień;F;23
6566;1;Siedlce;F;65
6567;18;Chełm;F;67
6568;26;Piecki-Migowo;F;47
6569;1;Wrzeszcz Dolny;F;60
6572;1;Piecki-Migowo;F;32
6573;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;50
6574;7;Wrzeszcz Dolny;F;54
6575;6;VII Dwór;M;67
6576;1;Przymorze Małe;M;38
6577;6;Śródmieście;M;35
6578;1;Wrzeszcz Górny;M;46
6579;1;Ujeścisko-Łostowice;F;46
6580;18;Ujeścisko-Łostowice;F;40
6581;1;Wrzeszcz Dolny;M;62
6582;7;Wrzeszcz Dolny;M;58
6583;18;Ujeścisko-Łostowice;M;11
6584;8;Oliwa;M;62
6585;9;Chełm;F;14
6586;7;Wrzeszcz Dolny;F;30
6587;27;Zaspa Młyniec;M;39
6588;18;Ujeścisko-Łostowice;M;41
6589;18;Ujeścisko-Łostowice;F;32
6590;19;Zaspa Rozstaje;F;30
6591;18;Orunia Górna - Gdańsk Południe;M;37
6592;12;Piecki-Migowo;M;32
6593;18;Chełm;M;69
6594;11;Jasień;F;18
6595;1;Siedlce;F;26
6596;1;Zaspa Młyniec;F;82
6597;18;Ujeścisko-Łostowice;M;43
6598;18;Ujeścisko-Łostowice;M;31
6600;18;Orunia Górna - Gdańsk Południe;F;27
6601;1;Zaspa Młyniec;M;73
6602;11;Jasień;M;49
6603;7;Wrzeszcz Dolny;M;59
6604;11;Jasień;F;49
6605;18;Ujeścisko-Łostowice;F;11
6606;9;Krakowiec-Górki Zachodnie;F;21
6607;11;Ujeścisko-Łostowice;M;45
6608;18;Ujeścisko-Łostowice;F;2
6609;1;Brzeźno;F;51
6610;27;Wrzeszcz Górny;F;43
6611;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
6612;1;Piecki-Migowo;F;31
6613;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
6614;14;Osowa;M;33
6615;18;Ujeścisko-Łostowice;M;0
6616;22;Ujeścisko-Łostowice;F;33
6617;6;Wrzeszcz Dolny;F;30
6619;27;Wrzeszcz Dolny;F;53
6620;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;59
6621;1;Stogi;F;34
6622;9;Krakowiec-Górki Zachodnie;M;23
6623;12;Piecki-Migowo;M;67
6624;1;Jasień;M;15
6625;18;Chełm;M;33
6626;22;Ujeścisko-Łostowice;F;37
6627;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;57
6628;18;Chełm;M;43
6629;9;Ujeścisko-Łostowice;M;43
6630;1;Suchanino;F;19
6631;21;Kokoszki;F;7
6632;7;Brzeźno;F;68
6634;9;Piecki-Migowo;M;21
6635;6;Piecki-Migowo;M;38
6636;22;Piecki-Migowo;M;7
6637;18;Ujeścisko-Łostowice;F;42
6638;20;Chełm;F;12
6639;1;Chełm;F;39
6640;17;Nowy Port;M;54
6641;21;Kokoszki;M;4
6642;6;Wrzeszcz Dolny;F;25
6643;1;Śródmieście;M;49
6644;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;36
6645;10;Nowy Port;M;32
6646;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;7
6647;8;Zaspa Młyniec;F;25
6648;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;62
6649;1;Ujeścisko-Łostowice;F;34
6650;7;Orunia-Św.Wojciech-Lipce;F;42
6651;1;Jasień;M;37
6652;27;Orunia Górna - Gdańsk Południe;F;21
6653;1;Przeróbka;F;35
6654;7;Siedlce;F;31
6656;12;Piecki-Migowo;F;29
6657;23;Orunia Górna - Gdańsk Południe;F;33
6658;6;Stogi;F;28
6659;1;Stogi;F;61
6660;23;Ujeścisko-Łostowice;F;44
6661;7;Zaspa Rozstaje;F;36
6662;9;Ujeścisko-Łostowice;M;29
6663;1;Jasień;F;34
6664;18;Ujeścisko-Łostowice;F;35
6665;1;Piecki-Migowo;F;35
6666;28;Ujeścisko-Łostowice;M;69
6667;18;Ujeścisko-Łostowice;F;28
6668;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;4
6669;11;Ujeścisko-Łostowice;F;23
6671;10;Przymorze Małe;F;28
6673;9;Siedlce;F;25
6674;28;Piecki-Migowo;F;29
6675;11;Jasień;F;58
6676;26;Chełm;F;64
6677;6;Kokoszki;M;9
6678;1;Piecki-Migowo;M;31
6679;26;Orunia Górna - Gdańsk Południe;F;34
6680;20;Strzyża;M;36
6681;28;Piecki-Migowo;F;2
6682;12;Piecki-Migowo;F;55
6683;1;Chełm;F;11
6684;1;Piecki-Migowo;F;66
6685;12;Piecki-Migowo;M;32
6686;1;Orunia-Św.Wojciech-Lipce;F;16
6687;18;Orunia Górna - Gdańsk Południe;F;59
6688;13;Przymorze Wielkie;F;29
6689;12;Piecki-Migowo;M;28
6690;12;Piecki-Migowo;F;23
6691;11;Ujeścisko-Łostowice;F;50
6692;1;Piecki-Migowo;F;86
6693;7;Zaspa Rozstaje;F;31
6694;15;Piecki-Migowo;F;30
6695;25;Ujeścisko-Łostowice;F;15
6696;7;Wrzeszcz Dolny;F;69
6697;20;Jasień;F;40
6698;16;Zaspa Młyniec;M;34
6699;1;Zaspa Rozstaje;F;35
6700;7;Brzeźno;F;72
6701;9;Śródmieście;F;24
6702;8;Wrzeszcz Górny;M;51
6703;1;Piecki-Migowo;F;40
6704;20;Stogi;F;46
6705;1;Ujeścisko-Łostowice;F;26
6706;28;Ujeścisko-Łostowice;F;55
6707;26;Zaspa Rozstaje;F;71
6708;15;Siedlce;M;19
6709;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;78
6710;20;Przymorze Wielkie;M;40
6711;28;Stogi;F;53
6712;7;Wrzeszcz Dolny;M;79
6713;6;Śródmieście;F;25
6714;18;Jasień;M;32
6715;1;Wyspa Sobieszewska;F;43
6716;11;Ujeścisko-Łostowice;M;39
6717;9;Kokoszki;M;37
6718;1;Stogi;F;39
6720;8;Piecki-Migowo;M;40
6721;9;Rudniki;M;28
6723;26;Przymorze Wielkie;F;34
6724;1;Wrzeszcz Dolny;F;36
6725;1;Wrzeszcz Dolny;F;43
6726;13;Przymorze Małe;M;38
6727;1;Ujeścisko-Łostowice;F;30
6728;1;Wrzeszcz Dolny;M;37
6729;17;Orunia-Św.Wojciech-Lipce;F;18
6730;7;Osowa;M;49
6731;28;Oliwa;F;45
6732;7;Piecki-Migowo;F;15
6733;26;Stogi;F;5
6734;6;Ujeścisko-Łostowice;M;27
6735;2;Wrzeszcz Górny;M;26
6736;13;Piecki-Migowo;M;33
6737;7;Wrzeszcz Dolny;F;36
6738;28;Śródmieście;F;51
6739;21;Jasień;F;36
6740;1;Wrzeszcz Dolny;F;55
6741;1;Ujeścisko-Łostowice;F;39
6742;2;Wrzeszcz Dolny;F;75
6743;13;Przymorze Wielkie;M;51
6744;1;Wrzeszcz Górny;F;8
6745;1;Piecki-Migowo;F;27
6747;10;Osowa;F;50
6748;1;Wrzeszcz Dolny;M;58
6749;1;Piecki-Migowo;F;33
6750;3;Wyspa Sobieszewska;M;47
6751;1;Stogi;M;3
6752;20;Strzyża;F;44
6753;1;Piecki-Migowo;M;30
6754;28;Śródmieście;M;58
6755;1;Wrzeszcz Dolny;M;61
6756;18;Ujeścisko-Łostowice;M;40
6757;18;Ujeścisko-Łostowice;M;40
6758;1;Piecki-Migowo;M;60
6759;13;Wrzeszcz Dolny;M;45
6760;1;Wrzeszcz Dolny;F;11
6761;7;Brzeźno;M;58
6762;21;Jasień;F;40
6763;10;Chełm;M;15
6764;27;Aniołki;M;40
6765;23;Orunia Górna - Gdańsk Południe;F;30
6766;5;Przymorze Małe;M;29
6768;13;Przymorze Małe;F;35
6769;18;Piecki-Migowo;F;39
6770;20;Chełm;M;78
6771;1;Wrzeszcz Dolny;F;38
6772;18;Chełm;F;18
6773;17;Orunia Górna - Gdańsk Południe;M;17
6774;2;Zaspa Młyniec;M;33
6775;28;Orunia Górna - Gdańsk Południe;F;38
6776;18;Ujeścisko-Łostowice;F;40
6777;16;Chełm;F;91
6778;28;Śródmieście;F;71
6779;23;Ujeścisko-Łostowice;F;31
6781;1;Wrzeszcz Dolny;M;5
6782;11;Ujeścisko-Łostowice;M;8
6783;23;Chełm;M;21
6784;21;Piecki-Migowo;F;31
6785;9;Suchanino;F;44
6786;28;Śródmieście;M;30
6787;24;Śródmieście;M;38
6788;28;Strzyża;F;21
6790;26;Piecki-Migowo;F;35
6791;15;Oliwa;F;25
6792;10;Śródmieście;M;16
6793;9;Letnica;M;25
6794;18;Wzgórze Mickiewicza;M;44
6795;23;Orunia Górna - Gdańsk Południe;M;44
6796;27;Chełm;F;71
6797;14;Brętowo;M;37
6798;1;Przymorze Małe;F;37
6799;20;Brętowo;F;46
6800;1;Jasień;F;14
6801;1;Wyspa Sobieszewska;F;25
6802;17;Ujeścisko-Łostowice;F;42
6803;27;Wrzeszcz Górny;M;38
6804;1;Piecki-Migowo;F;3
6805;6;Wzgórze Mickiewicza;M;69
6806;18;Jasień;F;30
6807;23;Orunia Górna - Gdańsk Południe;M;9
6808;24;Zaspa Młyniec;M;6
6809;9;Wrzeszcz Dolny;F;59
6810;6;Olszynka;F;25
6811;8;Oliwa;M;45
6812;28;Piecki-Migowo;F;1
6813;18;Chełm;F;45
6814;18;Ujeścisko-Łostowice;M;42
6815;18;Suchanino;F;25
6816;1;Osowa;F;40
6817;23;Orunia Górna - Gdańsk Południe;M;6
6818;17;Orunia Górna - Gdańsk Południe;F;28
6819;7;Brzeźno;F;59
6820;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;65
6821;9;Młyniska;F;30
6822;7;Nowy Port;M;43
6823;20;Brętowo;M;47
6824;1;Suchanino;M;11
6825;22;Piecki-Migowo;F;31
6826;18;Orunia Górna - Gdańsk Południe;M;38
6827;7;Zaspa Młyniec;F;33
6828;23;Orunia Górna - Gdańsk Południe;F;33
6829;10;Zaspa Młyniec;F;26
6830;20;Wyspa Sobieszewska;F;42
6831;1;Nowy Port;F;15
6832;27;Przeróbka;F;41
6833;1;Suchanino;F;55
6834;5;Zaspa Rozstaje;F;39
6835;7;Stogi;M;61
6837;23;Orunia Górna - Gdańsk Południe;F;3
6838;1;Wyspa Sobieszewska;F;35
6839;27;Chełm;F;65
6840;10;Oliwa;F;32
6841;26;Osowa;F;68
6842;7;Brzeźno;M;60
6843;20;Piecki-Migowo;F;35
6844;23;Orunia Górna - Gdańsk Południe;M;4
6845;26;Olszynka;F;24
6846;1;Przymorze Małe;F;5
6847;26;Śródmieście;M;39
6848;9;Piecki-Migowo;F;33
6849;1;Piecki-Migowo;M;44
6850;24;Wyspa Sobieszewska;F;30
6851;5;Oliwa;M;17
6853;6;Siedlce;M;39
6854;20;Wyspa Sobieszewska;M;43
6855;3;Orunia Górna - Gdańsk Południe;M;13
6856;20;Piecki-Migowo;M;3
6857;9;Zaspa Młyniec;F;51
6858;26;Śródmieście;F;65
6859;1;Osowa;F;40
6860;22;Piecki-Migowo;M;29
6861;1;Piecki-Migowo;F;37
6862;23;Orunia Górna - Gdańsk Południe;M;55
6863;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
6864;9;Przymorze Małe;M;6
6865;1;Brętowo;F;20
6866;23;Śródmieście;M;34
6867;1;Jasień;F;13
6868;1;Osowa;F;27
6869;20;Piecki-Migowo;M;0
6870;18;Orunia Górna - Gdańsk Południe;M;36
6871;1;Chełm;F;37
6872;26;Śródmieście;F;30
6873;26;Śródmieście;M;67
6874;20;Brętowo;M;10
6875;7;Suchanino;M;36
6876;1;Piecki-Migowo;F;44
6877;24;Oliwa;M;30
6878;20;Piecki-Migowo;M;35
6879;11;Piecki-Migowo;F;31
6881;7;Stogi;F;57
6882;12;Piecki-Migowo;F;27
6883;1;Osowa;M;27
6884;20;Wrzeszcz Górny;M;1
6885;10;Przymorze Małe;F;42
6886;1;Przymorze Wielkie;F;49
6887;23;Siedlce;F;66
6888;11;Orunia Górna - Gdańsk Południe;F;46
6889;1;Chełm;M;46
6890;27;Aniołki;F;66
6891;20;Jasień;F;3
6892;17;Orunia-Św.Wojciech-Lipce;M;46
6893;7;Stogi;M;84
6894;10;Przymorze Małe;F;27
6896;7;Wrzeszcz Dolny;M;51
6897;23;Chełm;F;31
6898;1;Chełm;F;40
6899;20;Jasień;F;0
6900;1;Suchanino;F;20
6901;22;Piecki-Migowo;F;27
6902;1;Oliwa;F;82
6903;18;Chełm;F;31
6904;23;Siedlce;M;73
6905;1;Ujeścisko-Łostowice;F;29
6907;14;Matarnia;M;14
6908;18;Orunia Górna - Gdańsk Południe;M;27
6909;18;Ujeścisko-Łostowice;F;21
6910;7;Wrzeszcz Dolny;M;40
6911;27;Aniołki;F;62
6912;10;Przymorze Małe;F;13
6913;17;Orunia-Św.Wojciech-Lipce;F;43
6914;6;Wrzeszcz Górny;F;35
6915;12;Piecki-Migowo;F;32
6916;11;Orunia Górna - Gdańsk Południe;M;32
6917;7;Nowy Port;F;37
6918;14;Matarnia;F;12
6919;10;Matarnia;F;28
6920;23;Chełm;F;29
6921;9;Przymorze Małe;M;38
6922;17;Orunia-Św.Wojciech-Lipce;F;77
6923;10;Przymorze Małe;F;10
6924;1;Przymorze Małe;F;35
6925;27;Aniołki;F;64
6926;11;Orunia Górna - Gdańsk Południe;M;44
6927;18;Orunia Górna - Gdańsk Południe;F;29
6928;7;Nowy Port;F;11
6930;18;Wyspa Sobieszewska;F;37
6931;1;Wrzeszcz Górny;F;41
6932;1;Kokoszki;F;21
6933;7;Piecki-Migowo;F;41
6934;7;Zaspa Rozstaje;F;43
6935;24;Przymorze Małe;F;36
6936;27;Aniołki;M;33
6937;18;Ujeścisko-Łostowice;M;31
6938;5;Przymorze Małe;M;43
6939;27;Siedlce;F;66
6941;18;Orunia Górna - Gdańsk Południe;F;41
6942;23;Chełm;M;36
6943;7;Wrzeszcz Dolny;F;50
6944;17;Orunia-Św.Wojciech-Lipce;F;15
6945;21;Jasień;F;35
6946;26;Przymorze Małe;F;19
6947;23;Chełm;M;38
6948;7;Zaspa Rozstaje;M;38
6949;27;Aniołki;M;31
6950;18;Ujeścisko-Łostowice;F;49
6951;1;Piecki-Migowo;F;50
6952;10;Osowa;M;33
6953;20;Przymorze Wielkie;M;36
6954;9;Ujeścisko-Łostowice;M;16
6955;28;Zaspa Rozstaje;F;5
6956;18;Matarnia;M;53
6957;7;Piecki-Migowo;M;44
6958;17;Orunia-Św.Wojciech-Lipce;M;34
6959;27;Aniołki;M;64
6960;9;Piecki-Migowo;F;23
6961;26;Zaspa Młyniec;F;29
6962;1;Piecki-Migowo;F;38
6963;7;Jasień;M;44
6964;10;Zaspa Rozstaje;M;44
6965;7;Przymorze Małe;F;33
6966;21;Jasień;M;35
6967;16;Zaspa Młyniec;M;38
6968;1;Chełm;F;39
6969;1;Śródmieście;F;41
6970;24;Wyspa Sobieszewska;M;28
6972;18;Orunia Górna - Gdańsk Południe;F;33
6973;1;Piecki-Migowo;M;5
6974;7;Brętowo;F;36
6975;1;Oliwa;F;20
6976;18;Orunia Górna - Gdańsk Południe;F;34
6977;9;Przymorze Małe;F;54
6978;8;Zaspa Młyniec;F;0
6979;22;Ujeścisko-Łostowice;M;29
6980;1;Piecki-Migowo;M;44
6981;1;Wrzeszcz Górny;F;34
6982;1;Chełm;F;37
6983;20;Piecki-Migowo;F;41
6984;7;Zaspa Młyniec;F;36
6985;21;Zaspa Młyniec;F;29
6986;1;Zaspa Młyniec;F;39
6987;10;Nowy Port;M;6
6988;24;Chełm;M;28
6989;21;Ujeścisko-Łostowice;F;29
6990;7;Wrzeszcz Dolny;M;65
6991;27;Wrzeszcz Dolny;F;42
6992;7;Przymorze Małe;F;36
6993;1;Suchanino;F;18
6994;1;Piecki-Migowo;F;28
6995;7;Zaspa Młyniec;F;4
6996;21;Kokoszki;M;19
6997;18;Ujeścisko-Łostowice;M;39
6998;7;Zaspa Młyniec;F;0
6999;1;Osowa;F;47
7000;17;Ujeścisko-Łostowice;F;41
7001;7;Przymorze Małe;F;34
7003;5;Jasień;M;46
7004;24;Zaspa Rozstaje;F;38
7005;18;Ujeścisko-Łostowice;M;37
7006;1;Orunia-Św.Wojciech-Lipce;F;20
7007;7;Zaspa Rozstaje;M;27
7008;4;Piecki-Migowo;M;23
7009;18;Ujeścisko-Łostowice;F;41
7010;1;Ujeścisko-Łostowice;M;38
7011;7;Wrzeszcz Dolny;F;64
7012;20;Oliwa;M;35
7013;17;Brętowo;F;41
7014;24;Zaspa Rozstaje;M;37
7015;21;Ujeścisko-Łostowice;M;10
7016;1;Suchanino;F;18
7017;23;Orunia Górna - Gdańsk Południe;F;27
7018;10;Wrzeszcz Górny;M;38
7019;7;Wrzeszcz Dolny;M;30
7020;27;Śródmieście;F;42
7021;14;Osowa;M;55
7022;17;Orunia-Św.Wojciech-Lipce;M;36
7023;9;Oliwa;F;29
7024;1;Orunia-Św.Wojciech-Lipce;F;21
7025;1;Wrzeszcz Górny;F;43
7026;22;Jasień;F;32
7027;7;Wrzeszcz Dolny;F;32
7028;7;Przymorze Małe;M;39
7029;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;43
7030;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;31
7031;11;Jasień;F;41
7033;1;Chełm;F;33
7034;18;Ujeścisko-Łostowice;F;39
7035;7;Przymorze Małe;F;36
7036;25;Chełm;F;19
7037;7;Brzeźno;M;61
7038;20;Osowa;F;43
7039;1;Wrzeszcz Górny;F;34
7041;8;Przymorze Małe;M;29
7042;7;Przymorze Małe;M;41
7043;10;Oliwa;F;40
7044;10;Oliwa;M;31
7045;7;Wrzeszcz Dolny;F;28
7046;7;Zaspa Rozstaje;F;40
7047;18;Orunia Górna - Gdańsk Południe;M;24
7048;1;Wrzeszcz Górny;M;52
7049;1;Osowa;F;21
7050;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;18
7051;22;Jasień;M;29
7052;23;Orunia Górna - Gdańsk Południe;M;47
7053;9;Osowa;F;16
7054;10;Osowa;F;33
7055;1;Wrzeszcz Górny;F;1
7056;1;Piecki-Migowo;M;53
7057;1;Piecki-Migowo;M;33
7058;1;Wrzeszcz Górny;M;25
7059;24;Przymorze Wielkie;F;32
7060;13;Zaspa Młyniec;F;40
7061;1;Wrzeszcz Górny;M;50
7062;1;Jasień;F;34
7063;10;Chełm;M;35
7064;1;Orunia-Św.Wojciech-Lipce;F;26
7065;14;Osowa;F;54
7066;11;Jasień;M;37
7067;6;Aniołki;F;51
7068;5;Piecki-Migowo;F;45
7069;27;Piecki-Migowo;F;32
7070;23;Orunia Górna - Gdańsk Południe;F;24
7071;18;Ujeścisko-Łostowice;M;37
7072;9;Oliwa;F;42
7073;27;Śródmieście;F;21
7074;10;Zaspa Młyniec;F;30
7076;3;Śródmieście;M;34
7077;18;Ujeścisko-Łostowice;M;46
7078;18;Ujeścisko-Łostowice;M;1
7079;1;Krakowiec-Górki Zachodnie;F;44
7080;4;Piecki-Migowo;F;40
7081;9;Brętowo;M;19
7082;26;Orunia Górna - Gdańsk Południe;F;57
7083;26;Wrzeszcz Górny;F;55
7084;27;Piecki-Migowo;F;36
7085;18;Chełm;F;4
7086;18;Ujeścisko-Łostowice;F;44
7087;1;Nowy Port;F;69
7088;18;Chełm;F;7
7089;3;Wrzeszcz Górny;F;37
7090;7;Piecki-Migowo;F;32
7091;7;Piecki-Migowo;M;32
7092;13;Przymorze Małe;M;33
7093;1;Suchanino;M;47
7094;18;Ujeścisko-Łostowice;M;51
7095;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;59
7096;20;Matarnia;M;48
7097;1;Strzyża;F;56
7098;18;Chełm;F;44
7099;17;Orunia Górna - Gdańsk Południe;F;37
7100;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;63
7101;7;Jasień;M;34
7102;1;Strzyża;M;56
7103;18;Ujeścisko-Łostowice;F;51
7104;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
7105;18;Orunia Górna - Gdańsk Południe;M;40
7106;1;Orunia-Św.Wojciech-Lipce;F;58
7107;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
7108;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;21
7109;21;Orunia Górna - Gdańsk Południe;M;22
7110;7;Zaspa Rozstaje;F;67
7111;6;Przymorze Wielkie;M;42
7113;1;Kokoszki;M;38
7114;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
7116;6;Chełm;F;37
7117;23;Orunia-Św.Wojciech-Lipce;F;38
7118;23;Chełm;F;30
7119;9;Jasień;F;50
7120;27;Aniołki;M;45
7121;10;Przymorze Wielkie;M;46
7122;1;Jasień;F;38
7123;17;Siedlce;F;34
7124;12;Piecki-Migowo;F;27
7125;6;Orunia-Św.Wojciech-Lipce;F;39
7126;24;Wrzeszcz Górny;F;36
7127;6;Olszynka;F;59
7128;12;Piecki-Migowo;F;33
7129;18;Suchanino;M;49
7130;17;Jasień;M;41
7131;27;Piecki-Migowo;F;43
7132;8;Przymorze Wielkie;M;2
7134;18;Ujeścisko-Łostowice;M;45
7135;11;Piecki-Migowo;F;33
7136;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
7138;1;Krakowiec-Górki Zachodnie;F;5
7139;11;Kokoszki;F;41
7140;13;Przymorze Małe;F;38
7141;18;Ujeścisko-Łostowice;M;41
7142;23;Chełm;F;32
7143;1;Orunia-Św.Wojciech-Lipce;F;21
7144;9;Przymorze Wielkie;M;51
7145;26;Brętowo;F;29
7146;1;Suchanino;F;34
7147;26;Brętowo;F;2
7148;1;Wyspa Sobieszewska;M;66
7149;11;Jasień;F;30
7150;7;Ujeścisko-Łostowice;F;46
7151;1;Wyspa Sobieszewska;M;45
7152;15;Piecki-Migowo;F;38
7153;1;Chełm;F;29
7154;1;Piecki-Migowo;F;38
7155;7;Brzeźno;F;46
7156;1;Osowa;F;44
7157;23;Jasień;F;29
7158;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;31
7159;7;Chełm;M;45
7160;2;Młyniska;M;26
7161;11;Ujeścisko-Łostowice;M;46
7162;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;23
7163;14;Kokoszki;F;50
7164;22;Jasień;F;37
7165;20;Wyspa Sobieszewska;M;35
7166;9;Brzeźno;F;60
7167;11;Jasień;F;36
7168;20;Wyspa Sobieszewska;F;8
7169;18;Piecki-Migowo;M;33
7170;17;Chełm;F;37
7171;24;Wyspa Sobieszewska;F;6
7172;1;Wrzeszcz Dolny;F;36
7173;26;Ujeścisko-Łostowice;F;37
7174;13;Przymorze Małe;F;34
7175;1;Zaspa Rozstaje;F;75
7176;21;Osowa;F;36
7178;10;Zaspa Młyniec;M;29
7180;21;Osowa;F;4
7181;1;Kokoszki;F;28
7182;21;Osowa;M;2
7183;11;Orunia Górna - Gdańsk Południe;F;43
7184;9;Wzgórze Mickiewicza;M;69
7185;17;Jasień;F;31
7186;5;Suchanino;M;38
7187;28;Piecki-Migowo;F;51
7188;12;Jasień;F;53
7189;6;Śródmieście;F;40
7190;1;Nowy Port;F;34
7191;25;Piecki-Migowo;M;24
7192;18;Jasień;F;35
7193;27;Orunia-Św.Wojciech-Lipce;M;23
7194;21;Osowa;M;36
7195;6;Chełm;F;24
7196;6;Śródmieście;F;66
7197;9;Przymorze Wielkie;F;70
7198;1;Ujeścisko-Łostowice;F;36
7199;6;Jasień;M;38
7200;6;Piecki-Migowo;F;36
7201;18;Ujeścisko-Łostowice;F;41
7202;11;Ujeścisko-Łostowice;F;34
7203;18;Ujeścisko-Łostowice;F;34
7204;28;Chełm;F;31
7205;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;56
7206;6;Śródmieście;F;4
7207;1;Jasień;F;32
7208;27;Wrzeszcz Dolny;F;42
7209;1;Ujeścisko-Łostowice;F;26
7210;11;Piecki-Migowo;F;72
7211;27;Wrzeszcz Górny;M;70
7212;1;Chełm;F;40
7213;6;Jasień;F;51
7214;10;Zaspa Młyniec;F;38
7215;7;Wrzeszcz Dolny;F;45
7216;9;Osowa;M;28
7217;9;Wrzeszcz Górny;F;36
7218;13;Brzeźno;F;54
7219;18;Ujeścisko-Łostowice;M;29
7220;9;Jasień;M;34
7221;10;Przymorze Wielkie;M;25
7222;10;Zaspa Młyniec;M;35
7223;12;Wrzeszcz Górny;F;81
7224;23;Ujeścisko-Łostowice;F;48
7225;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;57
7227;18;Chełm;F;42
7228;18;Ujeścisko-Łostowice;F;43
7229;1;Aniołki;M;34
7230;12;Siedlce;F;64
7231;18;Ujeścisko-Łostowice;F;38
7232;18;Ujeścisko-Łostowice;M;46
7233;28;Stogi;F;46
7234;18;Chełm;F;46
7235;6;Olszynka;M;34
7237;6;Suchanino;F;65
7238;20;Oliwa;F;45
7239;1;Chełm;F;45
7240;11;Piecki-Migowo;M;34
7241;11;Piecki-Migowo;M;29
7242;6;Olszynka;F;6
7243;2;Wrzeszcz Dolny;M;43
7244;2;Krakowiec-Górki Zachodnie;F;28
7245;6;Suchanino;M;34
7247;6;Olszynka;F;4
7248;18;Orunia Górna - Gdańsk Południe;M;32
7249;18;Ujeścisko-Łostowice;F;28
7250;18;Chełm;M;41
7251;22;Jasień;F;38
7252;6;Osowa;F;45
7253;9;Aniołki;F;51
7254;18;Jasień;M;34
7255;2;Wrzeszcz Dolny;M;8
7256;4;Krakowiec-Górki Zachodnie;M;46
7257;10;Przymorze Wielkie;F;56
7258;6;Olszynka;F;32
7259;1;Przymorze Wielkie;M;21
7260;12;Piecki-Migowo;F;65
7261;27;Wrzeszcz Górny;F;33
7262;6;Śródmieście;F;37
7263;6;Przymorze Wielkie;F;42
7264;1;Piecki-Migowo;F;31
7265;10;Piecki-Migowo;M;40
7266;1;Osowa;M;42
7267;1;Suchanino;M;40
7268;23;Ujeścisko-Łostowice;M;37
7269;27;Wrzeszcz Górny;F;5
7270;21;Jasień;F;44
7271;16;Suchanino;F;41
7272;2;Wrzeszcz Dolny;F;40
7273;27;Jasień;M;36
7274;27;Wrzeszcz Górny;F;10
7275;7;Piecki-Migowo;M;41
7276;17;Śródmieście;F;32
7277;11;Piecki-Migowo;M;65
7278;11;Piecki-Migowo;F;63
7279;18;Ujeścisko-Łostowice;M;26
7280;14;Jasień;F;36
7281;11;Jasień;F;66
7282;6;Nowy Port;M;36
7283;1;Wrzeszcz Górny;F;34
7284;11;Jasień;F;3
7285;1;Siedlce;M;38
7286;1;Zaspa Młyniec;F;3
7287;14;Jasień;M;6
7288;11;Jasień;F;34
7289;11;Ujeścisko-Łostowice;F;32
7290;1;Wrzeszcz Górny;M;9
7291;7;Suchanino;M;45
7292;14;Jasień;M;4
7293;18;Ujeścisko-Łostowice;M;42
7294;11;Jasień;M;34
7295;25;Orunia-Św.Wojciech-Lipce;M;16
7296;1;Przymorze Wielkie;F;39
7297;6;Siedlce;M;42
7298;7;Zaspa Młyniec;M;41
7299;21;Jasień;F;3
7300;21;Jasień;M;56
7301;18;Orunia Górna - Gdańsk Południe;F;23
7302;17;Orunia-Św.Wojciech-Lipce;M;33
7303;21;Kokoszki;F;33
7304;18;Jasień;M;34
7305;1;Zaspa Młyniec;M;39
7306;1;Piecki-Migowo;F;41
7307;10;Zaspa Rozstaje;M;52
7308;17;Orunia-Św.Wojciech-Lipce;M;1
7309;23;Orunia Górna - Gdańsk Południe;F;51
7310;13;Brętowo;M;46
7311;15;Piecki-Migowo;M;70
7312;1;Piecki-Migowo;M;44
7313;13;Przymorze Małe;M;30
7314;13;Brętowo;F;46
7315;8;Przymorze Małe;F;36
7316;1;Stogi;F;26
7317;28;Chełm;F;41
7318;11;Ujeścisko-Łostowice;F;26
7320;7;Jasień;M;36
7321;18;Chełm;M;72
7322;28;Piecki-Migowo;F;27
7323;21;Ujeścisko-Łostowice;M;19
7324;1;Przymorze Wielkie;F;29
7325;1;Aniołki;F;66
7326;24;Piecki-Migowo;F;34
7327;22;Jasień;M;28
7328;1;Przymorze Wielkie;M;3
7329;27;Oliwa;M;41
7330;10;Przymorze Małe;M;37
7331;21;Jasień;F;35
7332;1;Przymorze Wielkie;F;1
7333;1;Aniołki;F;20
7334;25;Osowa;F;15
7335;11;Orunia Górna - Gdańsk Południe;M;44
7336;1;Zaspa Rozstaje;F;37
7337;11;Ujeścisko-Łostowice;M;29
7338;21;Jasień;F;30
7339;18;Chełm;M;46
7340;1;Nowy Port;M;63
7341;18;Chełm;M;36
7342;6;Olszynka;F;57
7343;21;Chełm;F;50
7344;23;Jasień;M;37
7345;7;Suchanino;M;13
7346;10;Przymorze Wielkie;F;43
7347;9;Przymorze Małe;M;56
7348;11;Ujeścisko-Łostowice;M;36
7349;21;Osowa;F;41
7350;18;Chełm;F;18
7352;24;Ujeścisko-Łostowice;M;39
7353;10;Piecki-Migowo;M;34
7354;20;Chełm;F;47
7355;1;Suchanino;F;11
7356;26;Wrzeszcz Dolny;M;27
7357;6;Piecki-Migowo;F;41
7358;18;Chełm;F;44
7359;4;Piecki-Migowo;F;43
7360;18;Piecki-Migowo;F;29
7361;23;Chełm;F;43
7362;27;Chełm;F;46
7363;23;Jasień;M;33
7364;12;Piecki-Migowo;M;28
7365;14;Osowa;F;4
7366;7;Nowy Port;M;68
7367;10;Zaspa Rozstaje;F;66
7368;8;Młyniska;M;53
7369;1;Śródmieście;F;31
7370;12;Piecki-Migowo;F;38
7371;9;Stogi;M;32
7372;14;Osowa;M;1
7373;21;Ujeścisko-Łostowice;M;22
7374;17;Orunia-Św.Wojciech-Lipce;F;41
7375;18;Ujeścisko-Łostowice;M;39
7376;18;Chełm;M;40
7377;8;Oliwa;F;38
7378;11;Ujeścisko-Łostowice;M;34
7379;7;Brzeźno;F;67
7380;27;Wrzeszcz Górny;F;45
7381;27;Siedlce;M;56
7382;8;Młyniska;F;54
7383;10;Oliwa;F;22
7384;7;Wrzeszcz Górny;F;30
7385;11;Jasień;M;68
7386;18;Chełm;F;34
7387;20;Zaspa Młyniec;M;3
7388;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
7389;2;Zaspa Rozstaje;M;41
7390;6;Śródmieście;F;49
7391;10;Zaspa Rozstaje;M;62
7392;3;Wyspa Sobieszewska;F;68
7393;21;Kokoszki;M;38
7394;18;Jasień;F;49
7395;1;Wrzeszcz Górny;M;5
7396;18;Przymorze Wielkie;F;40
7397;18;Ujeścisko-Łostowice;F;38
7398;1;Przymorze Wielkie;M;29
7399;1;Ujeścisko-Łostowice;M;44
7400;26;Przymorze Małe;F;43
7401;11;Jasień;M;35
7402;17;Orunia-Św.Wojciech-Lipce;F;29
7404;18;Chełm;M;60
7405;13;Zaspa Młyniec;F;73
7406;22;Jasień;F;31
7407;14;Osowa;F;16
7408;21;Wyspa Sobieszewska;F;66
7409;7;Nowy Port;M;69
7410;1;Wrzeszcz Górny;F;31
7411;9;Aniołki;M;29
7412;7;Brzeźno;M;35
7413;9;Zaspa Młyniec;F;43
7414;7;Wrzeszcz Dolny;F;37
7415;10;Suchanino;M;7
7416;21;Przymorze Wielkie;F;52
7417;9;Jasień;M;34
7418;10;Suchanino;M;5
7419;18;Chełm;F;39
7420;10;Suchanino;M;3
7421;26;Orunia-Św.Wojciech-Lipce;F;26
7422;7;Zaspa Młyniec;M;30
7423;13;Piecki-Migowo;F;38
7424;10;Kokoszki;F;49
7425;6;Orunia Górna - Gdańsk Południe;M;39
7426;21;Piecki-Migowo;F;29
7427;22;Brętowo;F;23
7428;1;Kokoszki;F;32
7429;1;Brzeźno;F;35
7430;6;Chełm;M;47
7431;7;Zaspa Rozstaje;M;61
7432;2;Piecki-Migowo;M;10
7433;1;Ujeścisko-Łostowice;F;19
7434;7;Przymorze Wielkie;M;53
7435;23;Orunia Górna - Gdańsk Południe;F;40
7436;18;Przymorze Wielkie;F;41
7437;1;Wrzeszcz Dolny;M;31
7438;18;Orunia Górna - Gdańsk Południe;F;46
7439;27;Zaspa Rozstaje;M;68
7440;2;Ujeścisko-Łostowice;M;34
7441;23;Ujeścisko-Łostowice;F;37
7442;14;Osowa;F;37
7443;1;Przymorze Małe;F;35
7444;7;Wrzeszcz Dolny;M;40
7445;27;Zaspa Młyniec;F;34
7446;10;Piecki-Migowo;F;6
7447;15;Piecki-Migowo;M;29
7448;1;Orunia Górna - Gdańsk Południe;F;30
7449;18;Chełm;F;30
7450;1;Wrzeszcz Dolny;F;35
7451;23;Orunia Górna - Gdańsk Południe;F;29
7452;26;Zaspa Rozstaje;F;66
7453;20;Suchanino;F;38
7454;1;Chełm;F;29
7455;23;Ujeścisko-Łostowice;M;9
7456;6;Siedlce;F;37
7457;8;Przymorze Małe;M;29
7458;4;Osowa;M;18
7459;20;Suchanino;M;45
7460;7;Nowy Port;F;67
7461;23;Ujeścisko-Łostowice;F;7
7462;12;Piecki-Migowo;F;41
7463;20;Suchanino;F;62
7464;1;Nowy Port;F;46
7465;1;Ujeścisko-Łostowice;F;9
7466;23;Brętowo;F;43
7467;9;Wrzeszcz Dolny;F;51
7468;27;Wrzeszcz Dolny;F;18
7469;19;Jasień;M;42
7470;7;Zaspa Młyniec;M;32
7471;7;Piecki-Migowo;M;57
7472;10;Piecki-Migowo;M;32
7473;6;Śródmieście;M;42
7474;17;Siedlce;F;44
7475;1;Piecki-Migowo;F;58
7476;9;Chełm;M;40
7477;25;Letnica;F;62
7478;10;Wrzeszcz Górny;M;19
7479;12;Piecki-Migowo;F;42
7480;1;Matarnia;F;18
7481;23;Suchanino;M;63
7482;1;Nowy Port;F;19
7483;22;Chełm;M;34
7484;23;Ujeścisko-Łostowice;F;37
7485;17;Orunia Górna - Gdańsk Południe;F;65
7486;10;Piecki-Migowo;M;34
7487;21;Kokoszki;M;37
7488;7;Brzeźno;F;82
7489;12;Piecki-Migowo;F;54
7490;14;Osowa;M;76
7491;26;Jasień;F;31
7492;18;Chełm;F;35
7493;26;Przymorze Wielkie;F;31
7494;23;Chełm;M;35
7495;21;Orunia Górna - Gdańsk Południe;F;40
7496;2;Piecki-Migowo;M;33
7497;9;Piecki-Migowo;M;28
7498;18;Chełm;F;7
7499;21;Jasień;F;66
7500;9;Piecki-Migowo;M;36
7501;23;Ujeścisko-Łostowice;F;31
7502;18;Chełm;F;5
7503;1;Piecki-Migowo;M;36
7504;5;Suchanino;F;52
7505;8;Suchanino;M;28
7506;21;Wrzeszcz Górny;M;29
7507;10;Przymorze Małe;F;56
7508;24;Piecki-Migowo;F;43
7509;10;Zaspa Rozstaje;F;50
7510;1;Ujeścisko-Łostowice;F;41
7511;1;Nowy Port;F;35
7512;18;Osowa;F;43
7513;11;Orunia Górna - Gdańsk Południe;F;32
7514;18;Ujeścisko-Łostowice;M;42
7515;14;Osowa;F;48
7516;6;Śródmieście;F;74
7517;10;Nowy Port;M;29
7518;20;Piecki-Migowo;F;40
7519;18;Chełm;M;64
7520;1;Ujeścisko-Łostowice;F;38
7521;11;Ujeścisko-Łostowice;F;55
7522;24;Zaspa Rozstaje;M;15
7525;20;Piecki-Migowo;M;10
7526;9;Piecki-Migowo;M;62
7527;21;Kokoszki;M;18
7528;27;Brętowo;M;45
7529;24;Zaspa Rozstaje;M;2
7530;11;Ujeścisko-Łostowice;M;54
7532;26;Jasień;F;41
7533;10;Przymorze Wielkie;M;40
7534;27;Aniołki;F;45
7535;9;Śródmieście;M;35
7536;6;Śródmieście;M;64
7537;10;Ujeścisko-Łostowice;M;36
7538;11;Ujeścisko-Łostowice;F;37
7539;24;Zaspa Rozstaje;F;13
7540;17;Chełm;F;44
7541;11;Piecki-Migowo;M;32
7542;18;Chełm;F;45
7543;1;Jasień;F;46
7544;21;Piecki-Migowo;M;18
7545;18;Ujeścisko-Łostowice;M;37
7546;23;Ujeścisko-Łostowice;F;29
7547;7;Wrzeszcz Dolny;M;43
7548;18;Orunia Górna - Gdańsk Południe;F;36
7549;15;Jasień;F;14
7550;10;Zaspa Rozstaje;F;66
7551;6;Przymorze Małe;F;29
7552;28;Oliwa;F;36
7553;24;Matarnia;M;42
7554;11;Piecki-Migowo;M;45
7555;7;Oliwa;F;35
7557;6;Ujeścisko-Łostowice;M;68
7558;11;Piecki-Migowo;F;39
7559;26;Piecki-Migowo;F;44
7560;17;Orunia-Św.Wojciech-Lipce;F;17
7562;10;Zaspa Rozstaje;M;72
7563;23;Ujeścisko-Łostowice;M;31
7564;18;Chełm;F;45
7565;10;Piecki-Migowo;F;35
7566;7;Ujeścisko-Łostowice;F;35
7567;23;Orunia Górna - Gdańsk Południe;M;26
7568;1;Strzyża;F;58
7569;6;Ujeścisko-Łostowice;F;69
7570;13;Przymorze Wielkie;M;2
7571;25;Jasień;F;5
7572;17;Chełm;F;44
7573;6;Orunia-Św.Wojciech-Lipce;M;24
7574;9;Wrzeszcz Górny;M;37
7575;1;Zaspa Młyniec;F;71
7576;1;Wrzeszcz Górny;F;36
7577;6;Chełm;M;21
7578;1;Stogi;M;32
7579;26;Śródmieście;F;29
7580;18;Chełm;M;36
7581;28;Wrzeszcz Górny;F;30
7583;6;Śródmieście;F;68
7584;24;Piecki-Migowo;F;34
7585;26;Osowa;M;47
7586;1;Aniołki;F;34
7587;1;Stogi;F;31
7588;1;Przeróbka;F;86
7589;10;Zaspa Rozstaje;M;37
7590;6;Brzeźno;M;69
7591;17;Chełm;F;65
7592;22;Chełm;F;26
7593;1;Ujeścisko-Łostowice;F;71
7594;24;Oliwa;M;49
7595;10;Zaspa Rozstaje;M;77
7596;14;Matarnia;M;33
7597;1;Przeróbka;F;72
7598;17;Chełm;M;75
7599;6;Śródmieście;F;76
7600;6;Śródmieście;F;80
7601;6;Śródmieście;F;77
7602;9;Stogi;M;23
7603;6;Śródmieście;F;80
7604;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
7605;18;Orunia Górna - Gdańsk Południe;M;37
7606;8;Piecki-Migowo;M;34
7607;5;Śródmieście;F;79
7608;11;Jasień;F;39
7609;5;Śródmieście;M;65
7610;5;Śródmieście;M;71
7611;20;Suchanino;F;52
7612;11;Orunia-Św.Wojciech-Lipce;M;41
7613;21;Osowa;F;41
7614;18;Orunia Górna - Gdańsk Południe;M;59
7615;12;Piecki-Migowo;F;31
7616;5;Śródmieście;F;78
7617;21;Kokoszki;F;41
7618;11;Jasień;F;40
7620;5;Śródmieście;F;69
7621;5;Chełm;F;79
7622;1;Wyspa Sobieszewska;F;54
7623;10;Wrzeszcz Dolny;M;39
7624;11;Ujeścisko-Łostowice;M;56
7625;5;Śródmieście;F;87
7626;5;Śródmieście;F;30
7627;25;Piecki-Migowo;F;38
7628;5;Śródmieście;F;74
7629;18;Chełm;F;74
7631;7;Piecki-Migowo;M;32
7632;5;Oliwa;F;49
7633;5;Śródmieście;F;81
7634;1;Strzyża;F;75
7636;18;Orunia Górna - Gdańsk Południe;M;38
7637;1;Nowy Port;F;39
7638;1;Matarnia;F;41
7639;10;Piecki-Migowo;F;31
7640;5;Śródmieście;F;86
7641;5;Wyspa Sobieszewska;M;30
7642;10;Zaspa Rozstaje;M;76
7643;23;Siedlce;M;43
7644;21;Chełm;M;34
7645;5;Śródmieście;F;81
7646;1;Wrzeszcz Dolny;F;25
7647;11;Ujeścisko-Łostowice;F;32
7648;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
7649;8;Osowa;F;71
7650;5;Śródmieście;F;79
7651;18;Ujeścisko-Łostowice;F;30
7652;18;Wzgórze Mickiewicza;M;70
7653;22;Ujeścisko-Łostowice;F;6
7654;18;Ujeścisko-Łostowice;F;28
7655;10;Zaspa Rozstaje;M;75
7656;18;Orunia Górna - Gdańsk Południe;F;8
7657;5;Śródmieście;F;79
7658;10;Ujeścisko-Łostowice;M;65
7659;8;Oliwa;F;76
7660;24;Przymorze Wielkie;F;36
7661;11;Ujeścisko-Łostowice;F;34
7662;21;Piecki-Migowo;M;42
7663;10;Zaspa Rozstaje;M;73
7664;1;Jasień;M;34
7665;18;Orunia Górna - Gdańsk Południe;M;55
7666;7;Wrzeszcz Górny;F;27
7667;10;Zaspa Rozstaje;F;66
7668;11;Jasień;F;29
7669;23;Orunia Górna - Gdańsk Południe;M;43
7670;7;Wrzeszcz Dolny;F;34
7672;12;Piecki-Migowo;F;32
7673;25;Przymorze Wielkie;F;61
7674;10;Zaspa Rozstaje;F;80
7675;7;Zaspa Rozstaje;M;35
7676;28;Jasień;M;33
7677;2;Wrzeszcz Górny;M;27
7678;14;Matarnia;M;31
7679;1;Piecki-Migowo;F;49
7680;18;Ujeścisko-Łostowice;M;42
7682;21;Siedlce;M;31
7683;5;Stogi;F;33
7684;10;Nowy Port;F;29
7686;23;Orunia-Św.Wojciech-Lipce;F;59
7687;14;Kokoszki;M;43
7688;18;Chełm;M;37
7689;13;Przymorze Małe;F;37
7690;14;Osowa;M;26
7691;17;Orunia Górna - Gdańsk Południe;F;35
7692;21;Kokoszki;F;44
7693;15;Piecki-Migowo;F;28
7694;10;Przymorze Małe;M;54
7695;10;Zaspa Rozstaje;F;68
7696;27;Chełm;F;65
7697;17;Orunia-Św.Wojciech-Lipce;F;76
7698;14;Osowa;F;63
7699;11;Ujeścisko-Łostowice;M;40
7700;27;Aniołki;F;61
7701;1;Wrzeszcz Dolny;F;28
7702;1;Brętowo;F;41
7703;26;Oliwa;F;33
7704;18;Ujeścisko-Łostowice;F;41
7705;13;Zaspa Rozstaje;F;69
7706;11;Ujeścisko-Łostowice;M;35
7707;22;Orunia Górna - Gdańsk Południe;F;28
7708;18;Chełm;F;0
7709;7;Piecki-Migowo;F;28
7710;28;Śródmieście;F;34
7711;11;Ujeścisko-Łostowice;M;3
7713;9;Jasień;F;44
7714;23;Chełm;F;31
7715;1;Nowy Port;F;41
7716;11;Ujeścisko-Łostowice;F;6
7717;1;Orunia Górna - Gdańsk Południe;F;44
7718;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;31
7719;10;Osowa;F;31
7720;26;Oliwa;M;47
7721;8;Wrzeszcz Górny;M;46
7722;18;Jasień;F;37
7723;10;Zaspa Rozstaje;F;79
7724;27;Przymorze Wielkie;F;46
7725;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
7726;1;Jasień;M;47
7727;18;Chełm;F;34
7728;1;Suchanino;M;40
7729;1;Orunia-Św.Wojciech-Lipce;F;40
7730;18;Jasień;M;5
7731;7;Nowy Port;F;30
7732;3;Orunia Górna - Gdańsk Południe;F;39
7733;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;72
7734;21;Osowa;M;29
7735;1;Orunia Górna - Gdańsk Południe;M;35
7736;18;Chełm;M;1
7737;11;Jasień;M;33
7738;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
7739;1;Olszynka;F;47
7740;18;Ujeścisko-Łostowice;F;30
7741;23;Ujeścisko-Łostowice;M;39
7742;1;Przymorze Małe;F;28
7743;18;Chełm;M;62
7745;7;Przymorze Wielkie;F;45
7746;27;Chełm;F;62
7747;1;Piecki-Migowo;F;52
7748;11;Piecki-Migowo;M;31
7749;25;Wrzeszcz Górny;F;35
7750;14;Kokoszki;F;35
7751;7;Piecki-Migowo;M;28
7753;10;Piecki-Migowo;M;36
7754;4;Nowy Port;M;60
7755;26;Przymorze Wielkie;F;37
7756;18;Ujeścisko-Łostowice;M;34
7757;28;Wrzeszcz Dolny;F;33
7758;27;Chełm;F;92
7759;9;Osowa;F;47
7760;1;Ujeścisko-Łostowice;M;19
7761;18;Chełm;M;42
7762;18;Ujeścisko-Łostowice;M;5
7763;25;Wrzeszcz Górny;M;22
7764;7;Wrzeszcz Dolny;F;38
7765;1;Piecki-Migowo;F;48
7766;18;Chełm;F;57
7767;18;Ujeścisko-Łostowice;M;1
7768;10;Piecki-Migowo;M;34
7769;1;Siedlce;F;54
7770;6;Olszynka;M;4
7771;18;Ujeścisko-Łostowice;M;35
7772;1;Piecki-Migowo;M;49
7773;2;Letnica;M;27
7774;6;Przeróbka;F;32
7775;1;Śródmieście;F;23
7776;21;Kokoszki;M;47
7777;24;Wyspa Sobieszewska;F;35
7778;6;Przeróbka;M;41
7779;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;31
7780;17;Orunia Górna - Gdańsk Południe;M;2
7781;24;Piecki-Migowo;F;34
7782;9;Suchanino;M;43
7784;5;Piecki-Migowo;F;37
7785;1;Śródmieście;F;55
7786;18;Ujeścisko-Łostowice;F;27
7787;27;Piecki-Migowo;F;43
7788;14;Wrzeszcz Dolny;M;54
7789;17;Orunia Górna - Gdańsk Południe;M;33
7790;7;Wrzeszcz Dolny;F;46
7792;27;Oliwa;M;32
7793;4;Oliwa;F;41
7794;1;Brzeźno;F;45
7795;7;Przymorze Wielkie;F;46
7796;14;Osowa;M;69
7797;1;Zaspa Rozstaje;F;42
7798;9;Wrzeszcz Górny;F;54
7799;17;Orunia Górna - Gdańsk Południe;M;1
7800;21;Osowa;F;36
7801;15;Piecki-Migowo;M;38
7802;7;Wrzeszcz Dolny;M;14
7803;1;Wrzeszcz Górny;F;27
7804;6;Przymorze Wielkie;F;69
7805;17;Orunia Górna - Gdańsk Południe;F;32
7806;10;Przymorze Wielkie;M;29
7807;8;Oliwa;F;33
7808;10;Piecki-Migowo;M;34
7809;6;Śródmieście;F;31
7810;13;Piecki-Migowo;F;32
7811;23;Orunia Górna - Gdańsk Południe;F;30
7812;13;Przymorze Małe;F;24
7813;23;Chełm;F;44
7814;26;Jasień;F;29
7815;26;Zaspa Rozstaje;F;54
7816;20;Oliwa;F;2
7817;2;Przymorze Małe;F;20
7818;1;Siedlce;M;55
7819;7;Brzeźno;M;62
7820;20;Oliwa;M;1
7821;11;Ujeścisko-Łostowice;M;43
7822;1;Ujeścisko-Łostowice;M;23
7823;11;Jasień;M;41
7824;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
7825;14;Kokoszki;F;45
7826;10;Zaspa Rozstaje;M;82
7827;14;Osowa;F;59
7828;26;Przymorze Wielkie;F;25
7829;11;Ujeścisko-Łostowice;F;44
7830;25;Suchanino;F;67
7831;7;Orunia-Św.Wojciech-Lipce;M;41
7832;17;Orunia Górna - Gdańsk Południe;F;32
7833;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;42
7834;1;Siedlce;F;41
7835;20;Wrzeszcz Dolny;F;41
7836;17;Orunia Górna - Gdańsk Południe;F;30
7837;1;Brzeźno;F;39
7838;10;Przymorze Małe;M;37
7839;1;Ujeścisko-Łostowice;F;9
7840;11;Ujeścisko-Łostowice;M;33
7841;6;Śródmieście;M;44
7842;23;Ujeścisko-Łostowice;F;4
7843;17;Orunia Górna - Gdańsk Południe;F;4
7844;11;Piecki-Migowo;M;43
7846;11;Ujeścisko-Łostowice;M;45
7847;21;Wrzeszcz Górny;M;26
7848;18;Przymorze Wielkie;F;32
7850;9;Stogi;F;25
7851;6;Śródmieście;M;39
7852;26;Aniołki;M;59
7853;1;Kokoszki;F;32
7854;9;Orunia Górna - Gdańsk Południe;M;57
7855;9;Chełm;F;35
7856;10;Zaspa Rozstaje;F;63
7857;28;Jasień;F;21
7858;7;Brzeźno;F;73
7859;11;Ujeścisko-Łostowice;F;41
7860;27;Brzeźno;F;81
7861;18;Ujeścisko-Łostowice;M;10
7862;1;Śródmieście;F;46
7863;10;Zaspa Rozstaje;F;71
7864;23;Ujeścisko-Łostowice;M;41
7865;9;Chełm;M;7
7866;6;Śródmieście;F;3
7867;10;Zaspa Rozstaje;M;71
7868;16;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;59
7869;23;Ujeścisko-Łostowice;F;13
7870;18;Wzgórze Mickiewicza;F;38
7871;7;Wrzeszcz Górny;M;33
7873;11;Orunia Górna - Gdańsk Południe;F;75
7874;1;Zaspa Rozstaje;M;62
7875;13;Piecki-Migowo;F;23
7876;23;Ujeścisko-Łostowice;M;9
7877;7;Brzeźno;F;61
7878;14;Kokoszki;M;49
7879;14;Matarnia;M;27
7880;18;Chełm;F;40
7882;21;Kokoszki;F;42
7883;7;Brzeźno;F;48
7884;6;Śródmieście;F;1
7885;7;Przymorze Wielkie;M;35
7886;1;Wrzeszcz Górny;F;25
7887;12;Piecki-Migowo;F;29
7888;20;Piecki-Migowo;F;45
7889;7;Nowy Port;M;34
7890;14;Kokoszki;M;8
7891;26;Aniołki;F;58
7892;1;Zaspa Rozstaje;F;61
7893;7;Brzeźno;M;58
7894;27;Przymorze Wielkie;M;5
7895;23;Chełm;M;42
7896;7;Brzeźno;M;18
7897;26;Aniołki;M;14
7898;21;Kokoszki;F;12
7899;11;Ujeścisko-Łostowice;F;6
7900;10;Zaspa Rozstaje;F;58
7901;24;Piecki-Migowo;F;32
7903;11;Ujeścisko-Łostowice;M;35
7904;10;Zaspa Rozstaje;M;59
7905;23;Śródmieście;M;58
7906;18;Ujeścisko-Łostowice;M;29
7907;7;Piecki-Migowo;M;3
7908;18;Kokoszki;F;23
7909;23;Orunia Górna - Gdańsk Południe;M;36
7910;11;Orunia Górna - Gdańsk Południe;F;42
7911;21;Osowa;M;41
7912;11;Ujeścisko-Łostowice;F;8
7913;22;Aniołki;F;21
7914;22;Oliwa;F;39
7916;21;Jasień;F;57
7917;28;Wrzeszcz Górny;M;28
7918;9;Piecki-Migowo;M;27
7919;11;Wrzeszcz Górny;M;61
7920;9;Wrzeszcz Górny;M;46
7921;10;Piecki-Migowo;F;36
7922;27;Piecki-Migowo;F;45
7923;25;Przymorze Wielkie;F;29
7924;18;Ujeścisko-Łostowice;M;57
7926;3;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;56
7928;13;Osowa;F;63
7929;27;Kokoszki;M;45
7930;21;Jasień;M;61
7931;14;Matarnia;F;35
7932;5;Chełm;F;21
7933;7;Piecki-Migowo;F;31
7934;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
7935;21;Jasień;F;27
7937;1;Przymorze Małe;F;27
7938;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;36
7939;21;Jasień;M;21
7940;1;Wrzeszcz Dolny;M;63
7941;11;Ujeścisko-Łostowice;M;35
7942;1;Przymorze Małe;F;66
7943;10;Jasień;M;36
7944;4;Osowa;F;49
7945;2;Wrzeszcz Dolny;M;42
7946;22;VII Dwór;F;24
7947;1;Piecki-Migowo;F;30
7948;28;Przymorze Małe;F;38
7949;1;Piecki-Migowo;F;42
7951;24;Przymorze Małe;F;36
7952;10;Wrzeszcz Górny;M;62
7953;7;Wrzeszcz Górny;F;57
7954;26;Aniołki;F;21
7955;1;Ujeścisko-Łostowice;F;67
7956;22;Piecki-Migowo;F;36
7957;14;Kokoszki;F;56
7958;25;Ujeścisko-Łostowice;F;41
7959;22;Piecki-Migowo;M;36
7960;27;Brzeźno;M;44
7961;1;Przymorze Wielkie;F;69
7962;7;Strzyża;M;28
7963;22;Piecki-Migowo;M;6
7964;15;Piecki-Migowo;M;22
7965;1;Zaspa Młyniec;F;46
7966;13;Brzeźno;F;67
7967;22;Ujeścisko-Łostowice;F;31
7968;2;Brzeźno;F;70
7969;14;Jasień;M;37
7971;11;Jasień;F;31
7972;27;Wrzeszcz Górny;F;40
7973;2;Brzeźno;M;72
7974;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;24
7975;21;Jasień;M;33
7976;18;Wyspa Sobieszewska;M;25
7977;7;Brzeźno;F;72
7978;4;Przymorze Wielkie;F;60
7979;23;Ujeścisko-Łostowice;F;10
7980;28;Brzeźno;F;58
7981;7;Wrzeszcz Dolny;F;81
7982;9;Wrzeszcz Górny;M;21
7983;12;Piecki-Migowo;M;30
7984;7;Wrzeszcz Dolny;M;81
7985;9;Zaspa Rozstaje;F;72
7986;10;Przymorze Wielkie;F;40
7987;1;Stogi;F;39
7988;1;Piecki-Migowo;F;28
7989;18;Suchanino;F;38
7990;10;Wrzeszcz Górny;F;50
7991;22;Jasień;F;34
7992;7;Wrzeszcz Górny;M;27
7993;22;Jasień;F;30
7995;23;Ujeścisko-Łostowice;F;31
7996;1;Przymorze Wielkie;F;64
7997;1;Piecki-Migowo;M;7
7998;6;Brzeźno;M;66
7999;22;Piecki-Migowo;F;3
8000;2;Wrzeszcz Dolny;F;11
8002;10;Piecki-Migowo;F;39
8003;1;Ujeścisko-Łostowice;F;52
8004;9;Przeróbka;F;59
8005;1;Stogi;F;13
8006;8;Oliwa;F;67
8007;23;Ujeścisko-Łostowice;F;12
8008;8;Wrzeszcz Dolny;F;28
8009;18;Ujeścisko-Łostowice;F;33
8010;21;Ujeścisko-Łostowice;F;39
8011;9;Brzeźno;F;66
8012;8;Wrzeszcz Dolny;F;68
8014;10;Przymorze Wielkie;F;44
8015;6;Jasień;F;33
8016;8;Ujeścisko-Łostowice;M;61
8018;21;Ujeścisko-Łostowice;M;11
8019;6;Śródmieście;F;50
8020;10;Piecki-Migowo;M;6
8021;22;Jasień;F;46
8022;26;Przymorze Wielkie;F;30
8024;27;Suchanino;F;47
8025;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
8026;17;Stogi;F;4
8027;10;Piecki-Migowo;M;8
8028;1;Osowa;F;36
8030;9;Piecki-Migowo;F;69
8031;24;Suchanino;F;24
8032;21;Jasień;F;6
8033;18;Jasień;M;29
8034;14;Oliwa;F;56
8035;1;Brzeźno;F;42
8036;20;Chełm;M;41
8037;1;Wrzeszcz Górny;M;19
8038;10;Zaspa Młyniec;M;47
8039;14;Jasień;F;3
8040;9;Przymorze Wielkie;F;70
8041;1;Stogi;F;19
8042;26;Piecki-Migowo;M;35
8043;20;Zaspa Młyniec;F;70
8044;8;Oliwa;F;81
8045;23;Orunia Górna - Gdańsk Południe;F;47
8046;1;Brzeźno;M;86
8047;5;Przymorze Wielkie;F;15
8048;15;Piecki-Migowo;F;37
8049;21;Piecki-Migowo;M;56
8050;18;Ujeścisko-Łostowice;F;19
8051;12;Piecki-Migowo;F;42
8052;20;Przymorze Wielkie;F;32
8054;1;Ujeścisko-Łostowice;M;47
8056;18;Chełm;F;53
8057;1;Przymorze Wielkie;F;69
8058;23;Orunia Górna - Gdańsk Południe;M;43
8059;12;Piecki-Migowo;M;43
8061;1;Śródmieście;M;59
8062;1;Oliwa;M;42
8063;14;Kokoszki;M;31
8064;18;Chełm;M;36
8065;3;Piecki-Migowo;M;37
8066;1;Wrzeszcz Dolny;F;53
8067;1;Wrzeszcz Dolny;F;16
8068;18;Orunia Górna - Gdańsk Południe;F;30
8069;18;Chełm;F;69
8070;9;Siedlce;F;37
8071;7;Brzeźno;M;75
8072;7;Brzeźno;F;70
8073;9;Chełm;F;17
8074;11;Orunia Górna - Gdańsk Południe;M;1
8075;11;Ujeścisko-Łostowice;F;28
8076;1;Zaspa Rozstaje;F;46
8077;7;Zaspa Młyniec;F;70
8078;17;Orunia Górna - Gdańsk Południe;M;43
8079;6;Osowa;F;36
8080;1;Piecki-Migowo;F;31
8081;5;Przymorze Wielkie;F;39
8082;1;Zaspa Rozstaje;M;65
8083;1;Brzeźno;F;43
8084;18;Chełm;M;40
8085;1;Piecki-Migowo;M;35
8086;18;Chełm;M;22
8087;11;Wrzeszcz Dolny;M;32
8088;7;Wrzeszcz Dolny;F;65
8089;13;Piecki-Migowo;M;22
8090;6;Stogi;M;66
8091;17;Orunia-Św.Wojciech-Lipce;F;34
8092;14;Kokoszki;F;41
8093;7;Brzeźno;M;78
8094;24;Zaspa Rozstaje;F;48
8095;1;Osowa;F;29
8096;7;Brzeźno;F;71
8097;3;Brzeźno;F;47
8098;21;Wyspa Sobieszewska;M;72
8099;18;Ujeścisko-Łostowice;F;46
8100;1;Chełm;M;65
8101;7;Brzeźno;M;27
8102;17;Orunia-Św.Wojciech-Lipce;M;55
8103;7;Brzeźno;F;62
8104;14;Jasień;F;39
8105;26;Brzeźno;F;58
8106;7;Brzeźno;F;82
8107;1;Brzeźno;M;57
8108;11;Ujeścisko-Łostowice;F;39
8109;23;Orunia Górna - Gdańsk Południe;M;28
8110;18;Jasień;F;35
8111;6;Chełm;F;36
8112;9;Ujeścisko-Łostowice;M;15
8113;22;Wyspa Sobieszewska;F;55
8114;5;Przymorze Wielkie;F;37
8115;8;Przymorze Wielkie;M;28
8116;1;Przymorze Wielkie;F;21
8117;27;Oliwa;F;38
8119;7;Brzeźno;F;57
8120;9;Wrzeszcz Górny;F;40
8121;26;Chełm;F;34
8122;25;Nowy Port;M;45
8123;23;Wrzeszcz Górny;M;40
8124;27;Brzeźno;F;78
8125;6;Śródmieście;M;32
8126;9;Piecki-Migowo;M;47
8127;2;Wrzeszcz Górny;M;35
8128;18;Orunia Górna - Gdańsk Południe;F;28
8129;9;Brzeźno;F;62
8130;1;Wrzeszcz Dolny;F;16
8131;9;Brzeźno;M;70
8132;13;Zaspa Młyniec;M;3
8133;6;Zaspa Rozstaje;F;19
8134;6;Osowa;F;72
8135;24;Jasień;M;34
8136;1;Brzeźno;F;18
8137;18;Orunia Górna - Gdańsk Południe;M;33
8138;11;Brzeźno;F;52
8139;1;Piecki-Migowo;F;43
8140;28;Piecki-Migowo;F;48
8141;18;Orunia Górna - Gdańsk Południe;M;4
8142;18;Chełm;F;33
8143;8;Oliwa;F;70
8144;13;Zaspa Młyniec;M;52
8145;11;Brzeźno;F;63
8146;7;Wrzeszcz Dolny;F;59
8147;18;Chełm;M;2
8148;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
8149;21;Jasień;F;31
8150;8;Oliwa;F;93
8151;21;Jasień;F;33
8152;10;Zaspa Rozstaje;F;64
8154;18;Chełm;F;4
8155;1;Chełm;F;26
8156;2;Zaspa Młyniec;M;29
8157;8;Brzeźno;F;76
8159;21;Kokoszki;F;42
8160;1;Jasień;F;14
8161;5;Śródmieście;F;84
8163;4;Brzeźno;F;57
8164;22;Orunia Górna - Gdańsk Południe;F;32
8165;9;Zaspa Młyniec;F;28
8166;21;Jasień;F;41
8167;1;Nowy Port;F;42
8168;27;Brzeźno;F;64
8169;1;Orunia-Św.Wojciech-Lipce;F;23
8170;8;Suchanino;F;69
8171;1;Piecki-Migowo;F;22
8172;6;Olszynka;M;30
8173;2;Letnica;F;26
8174;24;Przymorze Wielkie;F;51
8175;1;Oliwa;F;20
8176;1;Zaspa Rozstaje;F;22
8177;1;Oliwa;F;54
8178;1;Wrzeszcz Górny;F;17
8179;8;Suchanino;M;72
8180;1;Piecki-Migowo;F;31
8181;1;Wrzeszcz Górny;M;46
8182;24;Brzeźno;F;40
8183;1;Wrzeszcz Górny;M;28
8184;26;Osowa;F;54
8185;5;Brzeźno;F;43
8186;14;Piecki-Migowo;F;35
8187;11;Kokoszki;F;48
8188;6;Olszynka;M;8
8189;1;Chełm;M;30
8190;5;Kokoszki;M;43
8191;11;Ujeścisko-Łostowice;F;40
8192;18;Ujeścisko-Łostowice;F;41
8193;13;Suchanino;M;30
8194;5;Przymorze Wielkie;F;58
8195;18;Ujeścisko-Łostowice;M;67
8196;13;Suchanino;M;0
8197;11;Ujeścisko-Łostowice;M;46
8198;22;Orunia Górna - Gdańsk Południe;F;33
8199;13;Suchanino;F;31
8200;22;Piecki-Migowo;F;33
8201;27;Ujeścisko-Łostowice;M;8
8202;23;Ujeścisko-Łostowice;F;50
8203;6;Śródmieście;F;56
8204;27;Strzyża;F;45
8205;22;Piecki-Migowo;M;46
8206;13;Wrzeszcz Górny;F;71
8207;1;Brętowo;F;37
8208;18;Chełm;M;24
8209;23;Orunia Górna - Gdańsk Południe;F;52
8210;13;Przymorze Wielkie;M;55
8211;7;Brzeźno;F;63
8212;6;Śródmieście;M;60
8213;1;Brzeźno;F;68
8214;9;Zaspa Młyniec;F;46
8215;1;Brzeźno;F;40
8216;6;Olszynka;F;30
8217;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;79
8218;7;Brzeźno;F;78
8219;2;Zaspa Młyniec;M;12
8220;1;Brętowo;M;14
8221;14;Matarnia;F;59
8222;5;Wrzeszcz Górny;F;38
8223;28;Przeróbka;M;22
8224;1;Piecki-Migowo;M;0
8225;6;Olszynka;F;10
8226;2;Letnica;F;58
8227;11;Orunia-Św.Wojciech-Lipce;F;37
8228;1;Przymorze Wielkie;F;77
8229;10;Piecki-Migowo;F;31
8230;17;Orunia-Św.Wojciech-Lipce;F;37
8231;10;Strzyża;F;15
8233;18;Ujeścisko-Łostowice;F;15
8234;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;58
8235;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
8236;6;Olszynka;F;51
8237;26;Ujeścisko-Łostowice;F;27
8238;8;Przymorze Wielkie;M;83
8240;7;Przymorze Wielkie;F;33
8241;2;Przymorze Wielkie;M;34
8242;1;Orunia-Św.Wojciech-Lipce;F;68
8243;1;Strzyża;F;11
8244;23;Strzyża;M;40
8245;18;Jasień;M;35
8246;6;Jasień;F;59
8247;17;Piecki-Migowo;M;33
8248;6;Śródmieście;F;45
8249;7;Przymorze Małe;M;39
8250;7;Przymorze Wielkie;M;35
8251;1;Przymorze Małe;F;35
8252;15;Brzeźno;F;41
8253;1;Przymorze Wielkie;F;62
8254;17;Piecki-Migowo;F;32
8255;7;Przymorze Małe;F;6
8256;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;42
8257;18;Ujeścisko-Łostowice;M;54
8258;1;Przymorze Małe;M;2
8259;24;Zaspa Młyniec;M;38
8260;1;Przymorze Wielkie;F;67
8261;7;Brzeźno;M;32
8262;10;Wrzeszcz Górny;F;44
8263;24;Piecki-Migowo;F;41
8264;17;Piecki-Migowo;M;2
8265;10;Orunia-Św.Wojciech-Lipce;M;52
8266;7;Brzeźno;F;30
8267;26;Brzeźno;M;80
8268;6;Olszynka;F;0
8270;7;Brzeźno;F;56
8271;27;Brzeźno;F;83
8272;17;Piecki-Migowo;M;0
8273;23;Przeróbka;F;47
8274;25;Wrzeszcz Górny;F;16
8275;7;Brzeźno;F;61
8276;2;Jasień;M;42
8278;7;Brzeźno;F;83
8279;21;Kokoszki;F;49
8280;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;73
8281;1;Przymorze Wielkie;M;59
8282;7;Strzyża;F;63
8283;21;Jasień;M;29
8284;8;Wrzeszcz Górny;M;27
8285;21;Kokoszki;M;49
8286;7;Brzeźno;F;73
8287;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;67
8288;1;Przymorze Małe;M;50
8289;2;Wrzeszcz Górny;M;44
8290;9;Młyniska;F;21
8291;3;Ujeścisko-Łostowice;F;36
8292;18;Jasień;F;39
8293;1;Piecki-Migowo;F;38
8294;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;53
8295;24;Wrzeszcz Dolny;M;27
8296;21;Kokoszki;M;14
8297;22;Chełm;F;41
8298;9;Młyniska;M;25
8299;1;Przymorze Wielkie;F;63
8300;17;Orunia-Św.Wojciech-Lipce;F;29
8302;9;Zaspa Młyniec;M;16
8303;18;Ujeścisko-Łostowice;F;47
8304;22;Ujeścisko-Łostowice;F;29
8305;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;32
8306;7;Brzeźno;F;75
8307;10;Zaspa Rozstaje;F;43
8308;14;Kokoszki;F;31
8309;22;Ujeścisko-Łostowice;M;31
8310;5;Przymorze Małe;F;38
8311;2;Zaspa Rozstaje;F;70
8312;20;Przymorze Wielkie;M;20
8313;27;VII Dwór;M;61
8314;1;Kokoszki;F;47
8315;22;Jasień;M;13
8316;10;Orunia-Św.Wojciech-Lipce;F;54
8317;14;Kokoszki;F;31
8318;1;Przymorze Wielkie;F;55
8319;7;Brzeźno;M;22
8320;26;Brzeźno;F;9
8321;14;Kokoszki;M;35
8322;27;Brzeźno;F;67
8323;7;Brzeźno;M;83
8324;10;Zaspa Rozstaje;M;44
8325;7;Wrzeszcz Dolny;M;62
8326;9;Suchanino;F;19
8328;27;Piecki-Migowo;M;56
8329;10;Zaspa Rozstaje;M;9
8330;14;Kokoszki;M;36
8332;1;Brzeźno;M;12
8333;1;Śródmieście;F;35
8334;2;Zaspa Rozstaje;M;38
8335;7;Brzeźno;M;51
8336;10;Zaspa Rozstaje;M;5
8337;26;Brzeźno;M;40
8338;10;Zaspa Rozstaje;F;3
8339;26;Przymorze Wielkie;F;43
8340;24;Piecki-Migowo;M;34
8341;27;Brzeźno;F;61
8342;27;Brzeźno;M;32
8344;27;VII Dwór;F;60
8345;21;Ujeścisko-Łostowice;M;55
8346;25;Brzeźno;M;44
8347;15;Piecki-Migowo;F;54
8348;7;Brzeźno;M;57
8349;18;Chełm;F;38
8350;17;Śródmieście;F;63
8351;26;Brzeźno;F;70
8352;9;Śródmieście;F;22
8353;9;Śródmieście;F;54
8354;10;Wrzeszcz Dolny;F;25
8355;9;Brzeźno;F;28
8356;4;Nowy Port;M;44
8357;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
8358;11;Chełm;M;38
8359;17;Śródmieście;M;63
8360;4;Brzeźno;F;54
8361;27;Piecki-Migowo;F;71
8363;22;Ujeścisko-Łostowice;M;39
8364;8;Przymorze Małe;M;33
8366;20;Przymorze Wielkie;F;42
8367;18;Matarnia;F;40
8368;20;Piecki-Migowo;F;33
8369;17;Śródmieście;F;86
8370;27;Brzeźno;F;57
8371;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;38
8372;9;Aniołki;F;28
8373;27;Siedlce;F;91
8374;17;Wrzeszcz Dolny;F;72
8375;18;Matarnia;M;40
8376;17;Orunia-Św.Wojciech-Lipce;M;47
8377;18;Chełm;M;22
8378;14;Kokoszki;F;0
8379;1;Zaspa Rozstaje;M;25
8380;8;Wzgórze Mickiewicza;M;42
8381;17;Olszynka;F;11
8382;7;Jasień;M;39
8383;10;Przymorze Wielkie;M;38
8384;24;Przeróbka;F;21
8385;7;Chełm;M;67
8386;2;Przeróbka;F;63
8387;11;Kokoszki;F;32
8388;6;Orunia Górna - Gdańsk Południe;M;18
8390;26;Wrzeszcz Dolny;M;39
8391;18;Orunia Górna - Gdańsk Południe;M;46
8392;11;Kokoszki;M;36
8393;26;Wyspa Sobieszewska;F;63
8394;1;Wrzeszcz Dolny;F;54
8395;15;Piecki-Migowo;F;39
8396;11;Ujeścisko-Łostowice;M;41
8397;12;Piecki-Migowo;F;41
8398;11;Kokoszki;F;6
8399;1;Orunia-Św.Wojciech-Lipce;F;36
8400;18;Ujeścisko-Łostowice;F;60
8401;17;Orunia-Św.Wojciech-Lipce;M;44
8402;7;Osowa;F;35
8403;9;Przymorze Wielkie;F;39
8404;10;Zaspa Rozstaje;M;41
8405;1;Nowy Port;F;35
8406;6;Piecki-Migowo;F;42
8407;7;Przymorze Wielkie;M;40
8408;1;Chełm;F;51
8409;2;Przymorze Wielkie;F;26
8410;1;Oliwa;F;43
8411;3;Osowa;M;26
8412;1;Suchanino;F;44
8413;2;Wrzeszcz Dolny;F;39
8414;6;Chełm;M;69
8415;24;Stogi;F;39
8416;10;Zaspa Rozstaje;F;38
8418;8;Przymorze Małe;M;30
8419;1;Przymorze Wielkie;F;48
8420;16;Przeróbka;M;30
8421;11;Ujeścisko-Łostowice;F;29
8422;17;Orunia-Św.Wojciech-Lipce;M;53
8423;6;Chełm;F;64
8424;17;Orunia-Św.Wojciech-Lipce;F;45
8425;24;Ujeścisko-Łostowice;M;42
8426;9;Przymorze Małe;F;74
8427;7;Brzeźno;F;47
8428;20;Wrzeszcz Dolny;F;31
8429;17;Orunia-Św.Wojciech-Lipce;F;79
8430;2;Brzeźno;M;49
8431;10;Zaspa Młyniec;F;33
8432;5;Przymorze Małe;F;34
8433;24;Brzeźno;F;39
8434;1;Przymorze Małe;M;51
8435;12;Piecki-Migowo;F;54
8437;2;Brętowo;F;41
8438;1;Suchanino;F;27
8439;9;Suchanino;M;20
8440;1;Orunia Górna - Gdańsk Południe;F;35
8441;17;Orunia-Św.Wojciech-Lipce;F;47
8442;1;Przymorze Wielkie;F;25
8443;13;Oliwa;M;0
8444;26;Piecki-Migowo;F;56
8445;17;Zaspa Młyniec;F;7
8446;26;Przymorze Małe;F;62
8447;27;Śródmieście;F;45
8448;1;Nowy Port;F;23
8449;17;Orunia-Św.Wojciech-Lipce;F;77
8451;9;Siedlce;M;40
8452;2;Brętowo;M;16
8453;1;Suchanino;F;67
8454;17;Zaspa Młyniec;F;4
8455;14;Osowa;F;16
8456;9;Przymorze Wielkie;M;33
8457;16;Orunia-Św.Wojciech-Lipce;F;24
8458;23;Orunia Górna - Gdańsk Południe;F;35
8460;5;Ujeścisko-Łostowice;M;2
8461;7;Siedlce;M;38
8462;1;Nowy Port;F;57
8463;20;Wzgórze Mickiewicza;F;61
8464;6;Śródmieście;F;61
8465;28;Zaspa Młyniec;F;49
8466;8;Piecki-Migowo;F;38
8467;2;Brętowo;F;13
8469;11;Jasień;F;35
8470;18;Ujeścisko-Łostowice;M;40
8471;9;Chełm;M;41
8472;7;Wrzeszcz Górny;M;71
8473;17;Orunia-Św.Wojciech-Lipce;F;53
8474;17;Orunia-Św.Wojciech-Lipce;M;50
8475;20;Wzgórze Mickiewicza;M;70
8476;26;Zaspa Młyniec;F;20
8477;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;38
8478;26;Przymorze Małe;M;63
8480;1;Wrzeszcz Górny;M;30
8481;26;Brętowo;F;44
8482;28;Strzyża;F;41
8483;7;Wrzeszcz Górny;F;62
8484;10;Kokoszki;M;35
8485;9;Siedlce;F;22
8486;1;Ujeścisko-Łostowice;F;32
8487;9;Strzyża;M;67
8488;2;Brętowo;M;42
8489;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;29
8490;10;Osowa;F;24
8491;1;Siedlce;M;58
8492;14;Kokoszki;F;43
8493;1;Chełm;F;12
8494;17;Orunia-Św.Wojciech-Lipce;F;0
8495;11;Jasień;M;5
8497;8;Oliwa;M;12
8498;9;Siedlce;M;35
8499;11;Jasień;F;2
8500;20;Orunia Górna - Gdańsk Południe;F;42
8501;13;Wrzeszcz Dolny;M;43
8502;1;Siedlce;F;58
8503;7;Wrzeszcz Górny;F;60
8504;1;Przymorze Małe;F;48
8505;7;Jasień;M;37
8506;2;Zaspa Rozstaje;F;67
8508;18;Orunia Górna - Gdańsk Południe;M;35
8509;15;Piecki-Migowo;F;28
8510;17;Orunia-Św.Wojciech-Lipce;M;48
8511;4;Wyspa Sobieszewska;M;21
8512;26;Brętowo;M;16
8513;9;Chełm;F;36
8514;18;Jasień;M;20
8515;1;Siedlce;M;29
8516;11;Ujeścisko-Łostowice;F;42
8517;14;Osowa;F;47
8518;23;Chełm;M;14
8519;26;Brętowo;M;44
8520;1;Siedlce;F;29
8521;6;Przymorze Małe;M;42
8522;17;Orunia Górna - Gdańsk Południe;F;70
8523;9;Ujeścisko-Łostowice;F;14
8524;9;Aniołki;F;45
8525;18;Ujeścisko-Łostowice;M;44
8526;1;Chełm;F;43
8527;7;Wrzeszcz Górny;M;25
8528;1;Wrzeszcz Dolny;F;18
8529;1;Zaspa Rozstaje;F;47
8531;2;Nowy Port;M;37
8532;1;Osowa;F;10
8533;1;Aniołki;M;11
8534;1;Osowa;F;15
8535;7;Jasień;F;37
8536;17;Orunia-Św.Wojciech-Lipce;M;56
8537;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;59
8538;6;Olszynka;F;32
8539;2;Zaspa Młyniec;F;69
8540;1;Wrzeszcz Dolny;F;14
8541;23;Chełm;F;58
8542;18;Aniołki;M;15
8543;1;Osowa;F;5
8544;2;Osowa;F;14
8545;17;Orunia-Św.Wojciech-Lipce;F;79
8546;12;Piecki-Migowo;F;66
8547;18;Ujeścisko-Łostowice;M;9
8548;7;Wrzeszcz Dolny;F;66
8549;1;Oliwa;F;65
8550;5;Przymorze Małe;M;30
8551;26;Chełm;F;50
8552;5;Wzgórze Mickiewicza;F;15
8553;24;Śródmieście;F;28
8554;2;Krakowiec-Górki Zachodnie;M;33
8555;18;Chełm;F;48
8556;25;Ujeścisko-Łostowice;F;37
8557;18;Ujeścisko-Łostowice;F;42
8558;23;Orunia Górna - Gdańsk Południe;M;21
8559;18;Jasień;M;3
8560;18;Ujeścisko-Łostowice;F;40
8561;12;Piecki-Migowo;F;79
8562;20;Śródmieście;F;6
8563;7;Przymorze Wielkie;M;41
8564;6;Piecki-Migowo;F;42
8565;7;Jasień;F;6
8566;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
8567;2;Zaspa Młyniec;F;73
8568;15;Piecki-Migowo;M;30
8569;7;Zaspa Młyniec;M;52
8570;7;Przymorze Wielkie;F;40
8571;1;Chełm;M;34
8572;1;Ujeścisko-Łostowice;F;32
8573;17;Orunia-Św.Wojciech-Lipce;F;75
8574;18;Ujeścisko-Łostowice;F;9
8575;23;Orunia Górna - Gdańsk Południe;F;43
8577;23;Orunia Górna - Gdańsk Południe;M;44
8578;14;Ujeścisko-Łostowice;M;3
8579;26;Wrzeszcz Dolny;M;65
8580;7;Wrzeszcz Dolny;F;35
8581;20;Przymorze Małe;F;71
8582;1;Ujeścisko-Łostowice;M;41
8583;25;Przymorze Wielkie;F;14
8584;9;Suchanino;M;39
8585;10;Zaspa Rozstaje;M;14
8587;10;Piecki-Migowo;M;40
8588;6;Śródmieście;F;31
8590;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
8591;1;Ujeścisko-Łostowice;M;30
8592;23;Orunia Górna - Gdańsk Południe;F;42
8593;10;Zaspa Rozstaje;F;25
8594;21;Kokoszki;F;16
8595;21;Jasień;M;47
8596;18;Chełm;M;50
8597;23;Orunia Górna - Gdańsk Południe;M;13
8598;14;Jasień;F;7
8599;17;Przymorze Małe;M;74
8601;27;Piecki-Migowo;M;37
8602;21;Kokoszki;F;54
8603;18;Jasień;F;30
8604;23;Orunia Górna - Gdańsk Południe;F;15
8606;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;59
8607;21;Jasień;F;29
8609;23;Orunia Górna - Gdańsk Południe;F;66
8611;26;Wrzeszcz Górny;F;61
8612;10;Nowy Port;F;36
8613;1;Zaspa Młyniec;F;44
8614;8;Zaspa Młyniec;M;66
8615;10;Zaspa Rozstaje;F;41
8616;26;Kokoszki;M;43
8617;12;Piecki-Migowo;F;38
8618;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;60
8619;9;Chełm;F;69
8620;2;Wrzeszcz Dolny;M;11
8621;27;Jasień;F;28
8622;1;Wrzeszcz Dolny;F;15
8623;21;Jasień;F;50
8624;1;Piecki-Migowo;F;35
8625;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;58
8626;2;Piecki-Migowo;M;64
8627;1;Suchanino;F;33
8628;1;Oliwa;F;51
8629;14;Osowa;F;10
8630;18;Ujeścisko-Łostowice;M;22
8631;10;Zaspa Rozstaje;M;46
8632;18;Orunia Górna - Gdańsk Południe;F;33
8633;27;Wrzeszcz Dolny;F;42
8634;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
8635;1;Piecki-Migowo;F;34
8636;11;Jasień;F;27
8637;28;Wrzeszcz Dolny;F;34
8638;7;Chełm;F;60
8639;9;Śródmieście;F;45
8640;21;Jasień;M;35
8641;18;Ujeścisko-Łostowice;M;9
8642;1;Osowa;F;26
8643;18;Chełm;F;16
8644;1;Zaspa Młyniec;F;37
8645;16;Krakowiec-Górki Zachodnie;F;33
8646;27;Wrzeszcz Dolny;M;13
8647;20;Orunia Górna - Gdańsk Południe;M;43
8648;27;Jasień;F;17
8649;11;Jasień;F;33
8650;6;Śródmieście;F;40
8651;17;Orunia Górna - Gdańsk Południe;F;37
8652;9;Przymorze Małe;M;48
8653;7;Zaspa Rozstaje;M;47
8654;27;Wrzeszcz Dolny;M;52
8655;1;Piecki-Migowo;M;35
8656;11;Jasień;F;26
8657;18;Orunia Górna - Gdańsk Południe;M;30
8658;23;Ujeścisko-Łostowice;F;34
8659;17;Osowa;F;46
8660;7;Przymorze Wielkie;M;42
8661;10;Nowy Port;F;39
8662;9;Suchanino;M;28
8663;6;Śródmieście;M;43
8664;7;Przymorze Wielkie;M;18
8665;1;Przymorze Małe;F;15
8666;1;Ujeścisko-Łostowice;F;45
8667;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
8668;9;Chełm;F;12
8669;25;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;31
8670;7;Brzeźno;F;33
8671;27;Wrzeszcz Dolny;M;42
8672;9;Letnica;F;48
8673;12;Piecki-Migowo;F;34
8674;23;Chełm;F;36
8675;22;Jasień;F;21
8676;23;Chełm;F;40
8677;17;Orunia-Św.Wojciech-Lipce;M;68
8678;21;Jasień;M;27
8679;1;Osowa;F;27
8680;1;Ujeścisko-Łostowice;F;29
8681;11;Ujeścisko-Łostowice;M;28
8682;9;Jasień;F;37
8683;11;Jasień;F;37
8684;18;Ujeścisko-Łostowice;F;35
8685;6;Piecki-Migowo;M;33
8686;13;Brzeźno;M;33
8687;24;Jasień;M;39
8688;25;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;1
8689;1;Przymorze Wielkie;F;6
8690;13;Przymorze Wielkie;F;16
8691;11;Piecki-Migowo;M;31
8692;18;Orunia Górna - Gdańsk Południe;M;34
8693;17;Orunia-Św.Wojciech-Lipce;M;38
8694;1;Osowa;M;46
8695;9;Jasień;M;12
8696;23;Orunia Górna - Gdańsk Południe;F;43
8697;23;Orunia Górna - Gdańsk Południe;F;38
8698;1;Przymorze Wielkie;F;33
8699;19;Orunia Górna - Gdańsk Południe;F;40
8700;23;Orunia-Św.Wojciech-Lipce;F;33
8701;1;Letnica;F;60
8702;11;Przymorze Małe;F;27
8703;18;Ujeścisko-Łostowice;M;41
8704;23;Przymorze Wielkie;F;41
8705;18;Orunia Górna - Gdańsk Południe;F;27
8706;1;Orunia Górna - Gdańsk Południe;F;41
8707;24;Jasień;F;40
8708;17;Orunia-Św.Wojciech-Lipce;M;10
8709;23;Ujeścisko-Łostowice;F;7
8710;6;Piecki-Migowo;F;36
8711;1;Piecki-Migowo;F;47
8712;3;Przymorze Wielkie;M;39
8713;23;Orunia Górna - Gdańsk Południe;F;0
8714;23;Orunia Górna - Gdańsk Południe;F;15
8715;17;Orunia-Św.Wojciech-Lipce;F;38
8716;26;Piecki-Migowo;F;36
8717;6;Piecki-Migowo;F;2
8718;13;Przymorze Wielkie;M;33
8719;7;Orunia Górna - Gdańsk Południe;M;47
8720;6;VII Dwór;M;71
8721;23;Ujeścisko-Łostowice;M;4
8722;24;Suchanino;M;54
8723;11;Ujeścisko-Łostowice;F;34
8724;6;Suchanino;M;21
8725;23;Orunia Górna - Gdańsk Południe;M;5
8726;27;Chełm;F;45
8727;11;Kokoszki;M;51
8728;6;Piecki-Migowo;F;0
8729;2;Wrzeszcz Górny;M;15
8730;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;88
8731;23;Orunia Górna - Gdańsk Południe;M;11
8732;18;Ujeścisko-Łostowice;F;35
8734;18;Ujeścisko-Łostowice;M;43
8735;20;Jasień;F;35
8736;6;Olszynka;M;36
8737;1;Nowy Port;F;34
8739;23;Orunia Górna - Gdańsk Południe;F;0
8740;28;Wrzeszcz Górny;F;26
8741;17;Jasień;M;38
8742;1;Piecki-Migowo;M;48
8743;6;Olszynka;M;5
8744;17;Orunia-Św.Wojciech-Lipce;F;46
8745;7;Brzeźno;F;40
8746;20;Kokoszki;F;35
8747;7;Siedlce;F;32
8748;9;Oliwa;M;49
8749;4;Młyniska;F;50
8750;17;Śródmieście;M;30
8751;26;Ujeścisko-Łostowice;M;10
8752;18;Jasień;M;45
8753;7;Wrzeszcz Dolny;F;40
8754;1;Wrzeszcz Górny;F;46
8755;1;Piecki-Migowo;F;53
8756;17;Orunia-Św.Wojciech-Lipce;F;13
8757;6;Olszynka;F;2
8758;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;4
8759;23;Orunia Górna - Gdańsk Południe;M;40
8761;26;VII Dwór;M;83
8762;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
8763;23;Orunia Górna - Gdańsk Południe;M;42
8764;9;Stogi;F;70
8765;1;Strzyża;F;22
8766;18;Chełm;M;49
8767;9;Piecki-Migowo;F;42
8768;18;Ujeścisko-Łostowice;M;63
8769;21;Jasień;F;29
8770;13;Nowy Port;M;19
8771;20;Przymorze Wielkie;F;29
8772;8;Wrzeszcz Górny;F;27
8773;18;Orunia Górna - Gdańsk Południe;F;29
8774;11;Orunia Górna - Gdańsk Południe;F;33
8775;18;Ujeścisko-Łostowice;M;47
8776;7;Wrzeszcz Dolny;M;13
8777;7;Wrzeszcz Dolny;F;32
8778;1;Chełm;F;41
8779;23;Przymorze Wielkie;M;45
8780;26;Przymorze Wielkie;F;31
8781;15;Ujeścisko-Łostowice;M;39
8782;6;Piecki-Migowo;F;71
8783;21;Osowa;M;48
8784;23;Orunia Górna - Gdańsk Południe;M;22
8785;9;Wrzeszcz Górny;M;32
8786;1;Piecki-Migowo;F;41
8787;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;7
8788;6;Suchanino;M;14
8789;21;Kokoszki;M;33
8790;12;Piecki-Migowo;M;31
8791;18;Ujeścisko-Łostowice;F;56
8792;18;Chełm;M;25
8793;5;Zaspa Młyniec;F;5
8794;9;Siedlce;M;23
8795;7;Wrzeszcz Dolny;F;54
8796;10;Zaspa Młyniec;M;39
8797;23;Kokoszki;M;41
8798;20;Zaspa Młyniec;M;39
8799;21;Śródmieście;F;27
8800;1;Chełm;M;40
8801;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;5
8803;1;Wrzeszcz Dolny;F;55
8804;23;Orunia Górna - Gdańsk Południe;F;39
8805;20;Przymorze Małe;F;26
8806;18;Orunia-Św.Wojciech-Lipce;F;35
8807;23;Kokoszki;F;35
8809;4;Śródmieście;M;30
8810;22;Jasień;M;31
8811;9;Wrzeszcz Górny;M;0
8812;1;Siedlce;M;41
8813;1;Chełm;M;3
8814;18;Orunia Górna - Gdańsk Południe;F;46
8815;1;Siedlce;F;36
8817;1;Kokoszki;F;41
8818;18;Ujeścisko-Łostowice;F;33
8819;9;Wrzeszcz Górny;F;3
8820;7;Wrzeszcz Dolny;F;85
8822;9;Przymorze Małe;F;24
8823;1;Siedlce;F;38
8824;23;Orunia Górna - Gdańsk Południe;M;14
8825;9;Wrzeszcz Górny;F;32
8826;19;Orunia Górna - Gdańsk Południe;F;43
8827;7;Wrzeszcz Dolny;M;86
8828;4;Wrzeszcz Dolny;M;43
8829;21;Kokoszki;F;41
8830;7;Nowy Port;F;35
8831;18;Orunia Górna - Gdańsk Południe;M;40
8832;27;Piecki-Migowo;M;34
8833;9;Oliwa;M;31
8834;5;Osowa;F;39
8835;1;Chełm;M;11
8836;18;Ujeścisko-Łostowice;M;47
8837;11;Kokoszki;F;36
8838;5;Ujeścisko-Łostowice;F;34
8839;18;Jasień;F;31
8840;18;Osowa;M;40
8841;24;Suchanino;F;61
8842;4;Strzyża;M;46
8843;1;Stogi;M;50
8844;1;Kokoszki;M;44
8845;1;Jasień;F;16
8846;6;Śródmieście;F;33
8847;18;Ujeścisko-Łostowice;F;45
8848;4;Strzyża;F;44
8849;27;Wrzeszcz Górny;F;36
8850;5;Ujeścisko-Łostowice;M;38
8851;1;Zaspa Młyniec;F;15
8852;26;Orunia Górna - Gdańsk Południe;F;48
8853;7;Ujeścisko-Łostowice;M;29
8854;27;Wrzeszcz Górny;F;4
8856;18;Orunia Górna - Gdańsk Południe;F;63
8859;20;Przymorze Małe;M;7
8860;15;Jasień;F;39
8861;27;Wrzeszcz Górny;F;0
8862;18;Chełm;M;55
8863;25;Piecki-Migowo;M;32
8864;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
8865;21;Osowa;F;16
8866;20;Piecki-Migowo;M;35
8867;7;Nowy Port;M;10
8868;18;Jasień;M;32
8869;1;Wrzeszcz Dolny;F;16
8870;1;Siedlce;F;19
8871;26;Suchanino;M;41
8872;14;Osowa;M;45
8873;17;Ujeścisko-Łostowice;F;36
8874;20;Piecki-Migowo;F;34
8875;18;Orunia Górna - Gdańsk Południe;F;33
8877;10;Orunia Górna - Gdańsk Południe;M;23
8878;20;Piecki-Migowo;F;28
8879;21;Jasień;M;37
8880;1;Piecki-Migowo;F;35
8881;17;Ujeścisko-Łostowice;F;11
8883;27;Orunia-Św.Wojciech-Lipce;F;35
8884;8;Oliwa;F;37
8885;6;Chełm;F;40
8886;11;Piecki-Migowo;M;36
8887;1;Osowa;F;40
8888;27;Oliwa;F;72
8889;12;Piecki-Migowo;F;31
8890;21;Osowa;M;20
8891;18;Ujeścisko-Łostowice;M;36
8892;12;Piecki-Migowo;M;36
8893;18;Chełm;M;9
8894;26;Zaspa Rozstaje;F;33
8895;18;Orunia Górna - Gdańsk Południe;F;52
8896;27;Strzyża;F;24
8897;18;Chełm;F;21
8898;26;Przymorze Małe;F;16
8899;12;Piecki-Migowo;F;1
8900;24;Przymorze Wielkie;F;47
8901;18;Piecki-Migowo;M;30
8902;21;Przymorze Wielkie;M;45
8903;1;Zaspa Rozstaje;M;34
8904;18;Ujeścisko-Łostowice;M;35
8905;23;VII Dwór;F;67
8906;11;Kokoszki;F;36
8907;1;Jasień;F;30
8908;11;Kokoszki;M;6
8909;12;Piecki-Migowo;M;4
8910;24;Piecki-Migowo;F;33
8911;23;VII Dwór;M;67
8912;18;Chełm;F;43
8913;11;Kokoszki;F;4
8914;27;Piecki-Migowo;M;49
8915;1;Piecki-Migowo;M;35
8916;6;Jasień;M;31
8917;18;Chełm;M;46
8918;10;Przymorze Małe;M;43
8919;6;Jasień;F;1
8920;24;Osowa;F;40
8921;28;Śródmieście;F;28
8922;18;Brętowo;M;19
8923;6;Jasień;F;32
8924;1;Kokoszki;F;31
8925;9;Siedlce;M;55
8926;15;Ujeścisko-Łostowice;F;38
8927;7;Wrzeszcz Górny;F;32
8928;11;Chełm;F;39
8929;2;Letnica;F;34
8930;25;Piecki-Migowo;F;20
8931;11;Chełm;M;43
8932;20;Stogi;F;64
8933;11;Chełm;M;8
8934;7;VII Dwór;F;34
8935;27;Wrzeszcz Dolny;F;60
8936;7;VII Dwór;M;34
8937;1;Przymorze Małe;F;50
8938;13;Przymorze Małe;F;45
8940;18;Ujeścisko-Łostowice;F;47
8941;1;Wrzeszcz Górny;F;19
8942;12;Zaspa Rozstaje;M;43
8943;26;Zaspa Rozstaje;M;1
8944;2;Przymorze Wielkie;F;30
8945;21;Kokoszki;F;36
8946;6;Chełm;M;40
8947;11;Chełm;F;12
8949;17;Siedlce;F;54
8950;21;Kokoszki;M;38
8951;9;Wrzeszcz Górny;F;40
8952;18;Ujeścisko-Łostowice;M;33
8953;27;Zaspa Młyniec;F;49
8954;25;Strzyża;F;48
8955;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;29
8956;21;Kokoszki;F;61
8957;18;Chełm;F;41
8958;18;Ujeścisko-Łostowice;F;40
8959;17;Orunia Górna - Gdańsk Południe;M;5
8960;23;Orunia Górna - Gdańsk Południe;M;30
8961;17;Orunia Górna - Gdańsk Południe;F;1
8962;9;Śródmieście;M;21
8963;7;Jasień;M;47
8964;21;Kokoszki;M;65
8965;1;Matarnia;F;64
8966;27;Matarnia;M;30
8967;10;Piecki-Migowo;M;42
8968;18;Orunia Górna - Gdańsk Południe;F;35
8969;1;Orunia-Św.Wojciech-Lipce;M;27
8970;18;Orunia Górna - Gdańsk Południe;F;33
8971;11;Ujeścisko-Łostowice;F;31
8972;23;Orunia Górna - Gdańsk Południe;F;26
8973;7;Brzeźno;F;47
8974;18;Jasień;M;39
8975;26;Ujeścisko-Łostowice;F;48
8976;8;Strzyża;F;3
8977;26;Chełm;F;50
8978;7;Wrzeszcz Górny;F;81
8979;27;Suchanino;F;42
8980;5;Wrzeszcz Górny;F;32
8981;21;Brzeźno;F;35
8982;14;Matarnia;M;16
8983;1;Orunia-Św.Wojciech-Lipce;F;43
8984;7;Przymorze Wielkie;M;30
8985;11;Ujeścisko-Łostowice;M;45
8986;18;Jasień;F;29
8987;5;Młyniska;M;32
8988;7;Letnica;M;29
8989;14;Osowa;F;62
8990;18;Orunia Górna - Gdańsk Południe;M;33
8991;1;Orunia-Św.Wojciech-Lipce;M;25
8992;27;Nowy Port;F;40
8994;7;Brzeźno;M;34
8995;17;Orunia-Św.Wojciech-Lipce;F;56
8996;17;Orunia-Św.Wojciech-Lipce;M;66
8997;6;Jasień;M;33
8998;16;Chełm;F;16
8999;26;Stogi;F;30
9000;24;Piecki-Migowo;F;43
9001;22;Jasień;M;28
9002;24;Stogi;F;51
9003;6;Suchanino;F;40
9004;21;Jasień;M;42
9005;28;Chełm;F;36
9008;24;Orunia Górna - Gdańsk Południe;F;26
9009;7;Ujeścisko-Łostowice;M;51
9010;18;Ujeścisko-Łostowice;M;29
9011;7;Nowy Port;M;45
9012;7;Wrzeszcz Dolny;F;42
9013;12;Piecki-Migowo;F;69
9014;10;Wzgórze Mickiewicza;F;40
9015;23;Chełm;F;60
9016;24;Orunia Górna - Gdańsk Południe;F;32
9017;17;Orunia-Św.Wojciech-Lipce;F;39
9018;7;Ujeścisko-Łostowice;F;50
9020;20;Przymorze Małe;M;46
9021;21;Jasień;F;29
9022;1;Wyspa Sobieszewska;F;53
9023;1;Ujeścisko-Łostowice;F;38
9024;17;Ujeścisko-Łostowice;F;38
9025;2;Letnica;M;39
9026;7;Brzeźno;M;49
9027;15;Piecki-Migowo;F;31
9028;7;Suchanino;M;23
9029;17;Orunia-Św.Wojciech-Lipce;M;0
9030;28;Chełm;F;25
9031;17;Orunia-Św.Wojciech-Lipce;F;9
9032;18;Kokoszki;F;44
9033;9;Ujeścisko-Łostowice;F;17
9034;23;Orunia Górna - Gdańsk Południe;M;51
9035;17;Orunia-Św.Wojciech-Lipce;M;40
9036;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;51
9037;7;Przymorze Wielkie;F;40
9038;18;Kokoszki;F;6
9039;25;Zaspa Rozstaje;F;50
9040;7;Nowy Port;M;30
9041;27;Chełm;F;33
9042;7;Jasień;M;33
9043;17;Siedlce;F;62
9044;1;Oliwa;F;39
9045;21;Kokoszki;M;21
9046;6;Ujeścisko-Łostowice;F;14
9047;14;Jasień;F;36
9048;5;Przeróbka;F;21
9049;21;Jasień;M;3
9050;1;Wrzeszcz Górny;F;66
9051;1;Śródmieście;F;29
9052;7;Brzeźno;M;36
9053;27;Matarnia;F;63
9054;18;Chełm;M;39
9055;1;Siedlce;F;77
9056;1;Przymorze Małe;M;38
9057;7;Ujeścisko-Łostowice;M;10
9058;28;Przymorze Wielkie;F;61
9059;3;Matarnia;M;74
9060;8;Brzeźno;F;34
9061;8;Przymorze Wielkie;F;39
9062;1;Śródmieście;F;16
9063;6;Olszynka;F;63
9064;27;Przymorze Wielkie;F;68
9065;1;Przymorze Małe;F;34
9066;9;Osowa;F;62
9067;6;Olszynka;M;40
9068;27;Aniołki;F;65
9069;18;Ujeścisko-Łostowice;F;45
9070;9;Chełm;M;38
9071;16;Śródmieście;F;39
9072;27;Przymorze Wielkie;M;73
9073;28;Brętowo;F;61
9074;11;Piecki-Migowo;M;32
9075;2;Wrzeszcz Dolny;M;39
9076;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;10
9077;6;Śródmieście;F;38
9078;7;Wrzeszcz Dolny;M;37
9079;20;Przymorze Wielkie;M;71
9080;6;Śródmieście;F;37
9081;9;Orunia Górna - Gdańsk Południe;F;15
9083;8;Oliwa;M;31
9084;26;Oliwa;F;64
9085;26;Wrzeszcz Górny;M;34
9086;7;Piecki-Migowo;F;30
9087;9;Aniołki;M;30
9088;2;Jasień;M;37
9089;27;Jasień;M;32
9090;18;Siedlce;M;29
9091;1;Stogi;F;33
9092;12;Piecki-Migowo;F;39
9093;15;Wrzeszcz Górny;F;47
9094;14;Osowa;M;39
9095;10;Przymorze Małe;M;30
9096;18;Ujeścisko-Łostowice;M;44
9097;7;Zaspa Młyniec;F;37
9098;18;Ujeścisko-Łostowice;F;12
9099;14;Osowa;F;41
9101;18;Piecki-Migowo;F;27
9102;27;Stogi;F;42
9103;11;Ujeścisko-Łostowice;M;55
9104;6;Olszynka;F;39
9105;9;Przymorze Wielkie;F;42
9106;17;Orunia-Św.Wojciech-Lipce;F;67
9107;15;Wrzeszcz Górny;M;9
9108;7;Brzeźno;F;59
9109;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
9110;7;Piecki-Migowo;M;32
9111;17;Orunia-Św.Wojciech-Lipce;F;89
9113;1;Piecki-Migowo;F;30
9114;21;Ujeścisko-Łostowice;F;35
9115;26;Wrzeszcz Górny;F;49
9116;7;Nowy Port;M;70
9117;1;Kokoszki;F;24
9118;1;Piecki-Migowo;M;31
9119;7;Zaspa Rozstaje;F;46
9120;21;Osowa;M;49
9121;1;Nowy Port;F;64
9122;20;Przymorze Małe;F;37
9123;7;Przymorze Wielkie;M;32
9124;7;Zaspa Rozstaje;F;42
9125;6;Piecki-Migowo;F;38
9126;23;Chełm;M;30
9127;6;Śródmieście;M;46
9128;23;Orunia Górna - Gdańsk Południe;F;71
9129;18;Stogi;F;26
9130;18;Ujeścisko-Łostowice;M;37
9131;5;Suchanino;F;43
9132;1;Piecki-Migowo;F;20
9133;3;Matarnia;F;32
9134;27;Suchanino;M;32
9135;23;Chełm;F;48
9136;1;Nowy Port;M;67
9137;18;Ujeścisko-Łostowice;F;4
9138;27;Strzyża;F;37
9139;10;Matarnia;F;37
9140;8;Brzeźno;M;37
9141;18;Orunia Górna - Gdańsk Południe;M;76
9142;1;Wrzeszcz Górny;M;31
9144;5;Chełm;F;39
9145;9;Wrzeszcz Górny;M;30
9146;7;Wrzeszcz Dolny;F;65
9147;8;VII Dwór;F;33
9148;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;14
9149;1;Zaspa Młyniec;F;64
9150;13;Przymorze Małe;F;57
9151;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;36
9152;24;Stogi;F;50
9153;1;Orunia-Św.Wojciech-Lipce;M;33
9154;7;Brzeźno;M;45
9157;18;Chełm;F;41
9158;17;Ujeścisko-Łostowice;M;36
9159;24;Stogi;M;55
9161;1;Jasień;F;36
9162;18;Kokoszki;M;41
9163;27;Śródmieście;F;30
9164;20;Przymorze Wielkie;M;29
9165;18;Orunia Górna - Gdańsk Południe;F;42
9167;10;Zaspa Młyniec;F;63
9168;10;Letnica;F;46
9169;1;Wrzeszcz Górny;F;37
9170;10;Wrzeszcz Dolny;F;39
9172;18;Jasień;M;3
9173;10;Piecki-Migowo;M;41
9174;9;Nowy Port;M;61
9175;18;Osowa;F;67
9176;7;Zaspa Rozstaje;F;32
9177;27;Piecki-Migowo;M;50
9178;7;Wrzeszcz Dolny;F;31
9179;18;Jasień;F;1
9180;10;Zaspa Młyniec;M;67
9181;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
9182;1;Zaspa Młyniec;F;43
9185;20;Brzeźno;F;45
9186;18;Chełm;M;43
9187;1;Chełm;F;24
9188;7;Wrzeszcz Dolny;M;66
9189;11;Ujeścisko-Łostowice;M;37
9190;7;Zaspa Rozstaje;M;43
9191;14;Kokoszki;M;33
9192;7;Przymorze Wielkie;M;46
9193;18;Ujeścisko-Łostowice;M;30
9194;25;Wzgórze Mickiewicza;M;58
9195;21;Osowa;F;41
9196;18;Ujeścisko-Łostowice;M;30
9197;18;Ujeścisko-Łostowice;F;42
9198;9;Strzyża;F;28
9199;18;Chełm;F;41
9200;7;Matarnia;F;71
9201;10;Chełm;F;64
9202;11;Wrzeszcz Dolny;F;43
9203;18;Ujeścisko-Łostowice;F;57
9204;17;Kokoszki;F;44
9205;20;Wrzeszcz Dolny;F;35
9206;1;Brętowo;F;55
9207;18;Ujeścisko-Łostowice;M;34
9208;1;Piecki-Migowo;M;30
9209;1;Zaspa Młyniec;M;46
9210;8;Brętowo;F;29
9211;7;Matarnia;M;75
9212;13;Śródmieście;F;33
9213;23;Orunia Górna - Gdańsk Południe;M;8
9214;5;Śródmieście;M;85
9215;23;Orunia Górna - Gdańsk Południe;F;35
9216;7;Zaspa Rozstaje;M;46
9217;24;Orunia Górna - Gdańsk Południe;F;54
9218;27;Aniołki;M;33
9219;2;Wrzeszcz Dolny;F;48
9221;26;Przymorze Wielkie;F;36
9222;1;Chełm;M;68
9223;7;Letnica;F;27
9224;27;Piecki-Migowo;M;44
9225;2;Zaspa Rozstaje;F;42
9226;1;Przymorze Małe;F;71
9227;8;VII Dwór;F;50
9228;24;Przymorze Wielkie;F;43
9229;18;Ujeścisko-Łostowice;F;20
9230;19;Osowa;M;61
9231;15;Oliwa;F;69
9232;27;Wrzeszcz Górny;F;48
9233;26;Przymorze Wielkie;M;34
9234;1;Wrzeszcz Dolny;F;64
9235;7;Nowy Port;F;40
9236;10;Zaspa Młyniec;M;41
9237;9;Przymorze Wielkie;F;43
9238;6;Wrzeszcz Dolny;M;67
9239;9;Jasień;F;34
9240;1;Chełm;F;68
9241;11;Kokoszki;M;8
9242;1;Chełm;F;60
9243;6;Brętowo;M;55
9244;6;Piecki-Migowo;F;11
9246;24;Orunia-Św.Wojciech-Lipce;F;38
9247;2;Nowy Port;M;12
9248;8;Wzgórze Mickiewicza;F;90
9249;15;Chełm;F;33
9250;11;Piecki-Migowo;F;40
9251;2;Nowy Port;M;15
9252;26;Jasień;F;37
9253;7;Piecki-Migowo;M;5
9254;11;Kokoszki;F;11
9255;17;Wrzeszcz Górny;M;45
9256;25;Piecki-Migowo;M;66
9257;7;Piecki-Migowo;F;19
9258;3;Wrzeszcz Górny;M;18
9259;1;Ujeścisko-Łostowice;F;36
9260;7;Piecki-Migowo;M;18
9261;6;Wzgórze Mickiewicza;F;43
9262;3;Oliwa;M;18
9263;6;Śródmieście;F;24
9264;9;Wrzeszcz Górny;M;18
9265;2;Zaspa Młyniec;M;47
9266;7;Wrzeszcz Dolny;F;53
9267;2;Zaspa Młyniec;M;18
9269;12;Piecki-Migowo;M;36
9270;6;Śródmieście;M;42
9271;27;Wrzeszcz Górny;M;48
9272;6;Wzgórze Mickiewicza;F;60
9273;3;Wrzeszcz Górny;M;18
9274;18;Chełm;M;34
9275;2;Wrzeszcz Górny;M;18
9276;7;Wrzeszcz Dolny;M;54
9277;27;Wrzeszcz Dolny;F;45
9278;11;Jasień;F;34
9279;5;Piecki-Migowo;M;8
9280;7;Wrzeszcz Dolny;F;79
9281;27;Wrzeszcz Górny;F;46
9282;7;Wrzeszcz Dolny;F;34
9283;1;Piecki-Migowo;F;37
9284;26;Przymorze Małe;F;39
9285;10;Siedlce;F;37
9286;20;Strzyża;M;2
9287;12;Piecki-Migowo;M;72
9288;13;Przymorze Wielkie;M;52
9289;10;Siedlce;F;10
9290;27;Jasień;F;34
9291;5;Piecki-Migowo;M;6
9292;23;Orunia Górna - Gdańsk Południe;F;44
9293;25;Jasień;F;43
9294;10;Zaspa Rozstaje;M;4
9295;11;Kokoszki;F;33
9296;6;Olszynka;F;65
9297;20;Brzeźno;F;36
9298;18;Wzgórze Mickiewicza;M;40
9299;9;Siedlce;M;62
9300;22;Jasień;F;29
9301;5;Piecki-Migowo;F;2
9302;14;Osowa;F;62
9303;1;Przymorze Małe;M;18
9304;4;Jasień;M;19
9305;20;Brzeźno;F;2
9306;6;Suchanino;M;36
9307;22;Jasień;F;3
9308;18;Ujeścisko-Łostowice;F;29
9309;20;Przymorze Wielkie;M;32
9310;2;Wrzeszcz Dolny;M;34
9311;6;Śródmieście;F;41
9312;7;Brzeźno;M;38
9313;12;Piecki-Migowo;F;15
9314;4;Jasień;F;1
9315;27;Przymorze Wielkie;F;64
9316;11;Kokoszki;F;2
9317;6;Śródmieście;F;10
9318;9;Chełm;M;67
9319;6;Śródmieście;F;69
9320;21;Kokoszki;F;39
9321;27;Jasień;M;39
9322;6;Śródmieście;M;7
9323;9;Orunia-Św.Wojciech-Lipce;F;26
9324;9;Oliwa;M;32
9325;22;Piecki-Migowo;M;43
9326;6;Suchanino;M;7
9327;18;Wzgórze Mickiewicza;M;39
9329;1;Piecki-Migowo;F;37
9330;17;Orunia Górna - Gdańsk Południe;M;28
9331;11;Kokoszki;F;0
9332;18;Orunia Górna - Gdańsk Południe;F;33
9333;9;Wrzeszcz Górny;M;19
9334;12;Piecki-Migowo;F;41
9336;1;Osowa;M;19
9337;13;Zaspa Rozstaje;M;38
9338;2;Letnica;M;42
9339;3;Oliwa;M;18
9340;11;Jasień;F;17
9342;25;Brętowo;M;19
9343;1;Osowa;F;42
9344;9;Oliwa;F;46
9345;10;Wrzeszcz Dolny;F;61
9346;9;Oliwa;F;4
9347;19;Oliwa;M;19
9348;21;Ujeścisko-Łostowice;M;40
9349;4;Przymorze Wielkie;M;24
9350;7;Wrzeszcz Dolny;F;68
9351;13;Zaspa Rozstaje;M;3
9352;13;Przymorze Wielkie;M;30
9353;1;Wrzeszcz Górny;F;6
9354;18;Ujeścisko-Łostowice;F;34
9355;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
9356;7;Zaspa Młyniec;F;39
9357;13;Przymorze Wielkie;F;65
9358;23;Orunia Górna - Gdańsk Południe;M;2
9359;27;Wrzeszcz Dolny;F;66
9360;21;Orunia Górna - Gdańsk Południe;F;52
9361;7;Zaspa Rozstaje;M;50
9362;17;Chełm;F;34
9363;5;Wrzeszcz Górny;F;38
9364;7;Zaspa Rozstaje;F;66
9365;18;Chełm;F;40
9366;24;Przymorze Wielkie;F;36
9367;27;Chełm;F;60
9368;1;Wrzeszcz Górny;M;4
9369;1;Suchanino;F;37
9370;23;Orunia Górna - Gdańsk Południe;F;0
9371;13;Przymorze Wielkie;M;67
9372;4;Piecki-Migowo;F;42
9374;1;Zaspa Młyniec;F;36
9375;18;Ujeścisko-Łostowice;F;44
9378;21;Ujeścisko-Łostowice;M;58
9379;11;Ujeścisko-Łostowice;F;38
9381;6;Zaspa Młyniec;F;63
9382;7;Piecki-Migowo;F;43
9383;1;Oliwa;F;35
9384;9;Piecki-Migowo;M;47
9385;6;Zaspa Młyniec;M;66
9386;4;Zaspa Młyniec;F;46
9387;18;Ujeścisko-Łostowice;M;10
9388;15;Piecki-Migowo;M;28
9389;20;Aniołki;F;34
9390;9;Piecki-Migowo;M;29
9391;18;Przymorze Wielkie;M;34
9392;17;Orunia Górna - Gdańsk Południe;M;38
9393;19;Przymorze Wielkie;M;33
9394;9;Ujeścisko-Łostowice;M;14
9395;26;Jasień;F;58
9397;1;Piecki-Migowo;F;37
9398;18;Jasień;M;47
9399;11;Kokoszki;M;29
9400;6;Chełm;F;30
9401;5;Piecki-Migowo;F;33
9402;1;Przymorze Wielkie;F;34
9403;7;Piecki-Migowo;M;37
9404;1;Piecki-Migowo;M;42
9405;6;Orunia Górna - Gdańsk Południe;M;4
9406;4;Jasień;F;31
9407;16;Orunia-Św.Wojciech-Lipce;M;33
9408;11;Chełm;M;62
9409;5;Wrzeszcz Dolny;F;65
9410;7;Piecki-Migowo;F;36
9411;28;Nowy Port;M;55
9412;23;Orunia Górna - Gdańsk Południe;M;30
9413;1;Ujeścisko-Łostowice;F;44
9415;1;Wrzeszcz Górny;F;28
9416;28;Wzgórze Mickiewicza;F;22
9417;1;Przymorze Wielkie;F;7
9418;26;Piecki-Migowo;F;31
9419;26;Przymorze Małe;F;32
9421;26;Kokoszki;F;26
9422;17;Orunia-Św.Wojciech-Lipce;F;53
9424;6;Stogi;M;59
9425;1;Śródmieście;F;36
9426;18;Suchanino;F;56
9427;20;Chełm;F;39
9429;1;Nowy Port;F;34
9430;24;Młyniska;F;23
9432;23;Orunia Górna - Gdańsk Południe;M;49
9433;23;Orunia Górna - Gdańsk Południe;M;60
9434;21;Kokoszki;M;42
9436;2;Piecki-Migowo;F;37
9437;11;Piecki-Migowo;M;39
9438;7;Ujeścisko-Łostowice;F;43
9439;1;Chełm;F;47
9440;11;Chełm;F;37
9441;1;Wrzeszcz Dolny;F;33
9443;7;Ujeścisko-Łostowice;M;5
9444;11;Ujeścisko-Łostowice;F;29
9445;7;Wrzeszcz Dolny;M;33
9446;7;Jasień;M;25
9447;18;Ujeścisko-Łostowice;F;43
9448;12;Wrzeszcz Górny;F;43
9449;27;Aniołki;F;44
9450;10;Zaspa Rozstaje;M;83
9452;23;Chełm;M;35
9453;12;Wrzeszcz Górny;F;17
9454;28;Matarnia;F;33
9455;18;Chełm;M;18
9457;6;Przeróbka;F;56
9458;7;Wrzeszcz Dolny;M;50
9459;14;Kokoszki;F;27
9460;17;Chełm;F;41
9461;13;Siedlce;M;23
9462;7;Wrzeszcz Dolny;M;40
9463;12;Wrzeszcz Górny;M;12
9464;18;Chełm;F;33
9465;2;Wrzeszcz Dolny;F;35
9466;1;Ujeścisko-Łostowice;F;44
9467;14;Osowa;F;48
9468;1;Piecki-Migowo;F;29
9469;9;Orunia-Św.Wojciech-Lipce;M;64
9470;12;Zaspa Młyniec;F;15
9471;21;Wrzeszcz Górny;M;70
9472;1;Ujeścisko-Łostowice;F;47
9473;21;Matarnia;M;49
9474;1;Piecki-Migowo;F;29
9475;9;Osowa;M;72
9476;12;Zaspa Młyniec;M;12
9477;1;Piecki-Migowo;M;33
9478;7;Brzeźno;M;44
9479;1;Osowa;F;22
9480;7;Brętowo;F;43
9482;1;Ujeścisko-Łostowice;M;45
9483;9;Osowa;F;72
9484;10;Piecki-Migowo;F;43
9485;6;Olszynka;M;66
9486;7;Wrzeszcz Dolny;M;55
9487;17;Wrzeszcz Górny;F;38
9488;23;Orunia-Św.Wojciech-Lipce;M;59
9489;2;Wrzeszcz Dolny;F;67
9490;8;Przymorze Małe;M;50
9491;1;Aniołki;M;45
9493;8;Osowa;M;41
9494;1;Suchanino;F;48
9495;14;Matarnia;M;41
9496;4;Przymorze Wielkie;M;34
9497;2;Letnica;M;32
9498;18;Jasień;F;36
9499;6;Ujeścisko-Łostowice;M;52
9500;7;Zaspa Rozstaje;M;43
9501;14;Osowa;F;46
9502;10;Matarnia;M;66
9503;7;Śródmieście;M;28
9504;18;Chełm;M;29
9505;27;Piecki-Migowo;M;38
9506;18;Orunia Górna - Gdańsk Południe;M;41
9507;11;Jasień;F;38
9508;26;Aniołki;F;41
9509;1;Piecki-Migowo;F;34
9510;1;Osowa;F;53
9511;27;Wrzeszcz Górny;F;30
9512;27;Suchanino;F;70
9513;22;Jasień;F;31
9514;1;Suchanino;F;41
9515;18;Orunia Górna - Gdańsk Południe;M;14
9516;20;Suchanino;M;70
9517;27;Strzyża;F;51
9518;8;Oliwa;M;39
9519;7;Siedlce;M;45
9520;1;Orunia Górna - Gdańsk Południe;M;11
9521;26;Przymorze Wielkie;F;31
9522;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;75
9523;27;Brętowo;F;28
9524;12;Piecki-Migowo;F;32
9525;5;Wrzeszcz Dolny;F;41
9526;2;Przymorze Wielkie;F;29
9527;12;Matarnia;F;27
9528;17;Orunia-Św.Wojciech-Lipce;M;21
9529;2;Wrzeszcz Górny;M;41
9530;1;Krakowiec-Górki Zachodnie;F;72
9531;7;Piecki-Migowo;M;26
9532;28;Przymorze Małe;M;39
9533;23;Kokoszki;M;41
9534;16;Przymorze Wielkie;M;34
9536;1;Brętowo;F;28
9537;23;Kokoszki;M;9
9538;2;Wrzeszcz Górny;M;9
9539;10;Nowy Port;F;32
9540;23;Kokoszki;F;7
9541;23;Kokoszki;F;43
9542;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
9543;20;Zaspa Rozstaje;F;28
9544;15;Piecki-Migowo;F;33
9545;18;Kokoszki;M;43
9546;15;Wrzeszcz Górny;M;3
9547;1;Ujeścisko-Łostowice;F;26
9548;2;Krakowiec-Górki Zachodnie;F;60
9549;2;Krakowiec-Górki Zachodnie;M;66
9550;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;72
9551;23;Orunia-Św.Wojciech-Lipce;M;84
9552;9;Wrzeszcz Dolny;F;16
9553;20;Piecki-Migowo;M;38
9554;5;Wrzeszcz Górny;M;31
9555;20;Jasień;F;2
9556;23;Orunia-Św.Wojciech-Lipce;F;80
9557;6;Śródmieście;F;55
9558;23;Orunia Górna - Gdańsk Południe;F;44
9559;7;Piecki-Migowo;F;34
9560;17;Wzgórze Mickiewicza;M;37
9561;2;Wrzeszcz Górny;M;61
9562;18;Ujeścisko-Łostowice;F;38
9563;26;Siedlce;F;31
9564;20;Jasień;F;4
9565;27;Chełm;F;66
9566;24;Brzeźno;F;5
9567;7;Piecki-Migowo;M;9
9568;1;Oliwa;M;41
9569;18;Orunia Górna - Gdańsk Południe;F;25
9570;23;Orunia Górna - Gdańsk Południe;M;11
9571;11;Ujeścisko-Łostowice;F;37
9572;24;Brzeźno;M;12
9573;1;Stogi;F;31
9574;20;Piecki-Migowo;F;7
9575;20;Letnica;F;33
9576;23;Orunia Górna - Gdańsk Południe;F;9
9577;11;Jasień;F;30
9578;13;Letnica;M;27
9579;23;Orunia Górna - Gdańsk Południe;M;5
9580;21;Wrzeszcz Górny;F;71
9581;24;Wrzeszcz Dolny;F;53
9582;1;Piecki-Migowo;F;31
9583;15;Wrzeszcz Górny;M;72
9584;27;Chełm;F;62
9585;23;Chełm;M;44
9586;14;Matarnia;F;46
9587;13;Przymorze Wielkie;M;53
9588;11;Piecki-Migowo;F;36
9589;22;Ujeścisko-Łostowice;F;28
9590;26;VII Dwór;F;29
9591;21;Oliwa;M;27
9592;24;Wrzeszcz Dolny;M;59
9593;6;Matarnia;F;67
9594;15;Wrzeszcz Górny;M;39
9595;1;Suchanino;F;26
9596;6;Śródmieście;M;37
9597;1;Ujeścisko-Łostowice;F;27
9598;15;Piecki-Migowo;F;28
9599;18;Krakowiec-Górki Zachodnie;F;39
9600;1;Orunia Górna - Gdańsk Południe;F;36
9601;27;Przymorze Wielkie;F;83
9602;15;Wrzeszcz Górny;M;9
9603;24;Suchanino;F;70
9604;14;Przymorze Małe;F;49
9605;10;Zaspa Rozstaje;M;47
9606;27;Brzeźno;F;36
9607;11;Orunia Górna - Gdańsk Południe;F;57
9608;15;Wrzeszcz Górny;F;11
9609;28;Nowy Port;F;47
9610;7;Brzeźno;F;54
9611;9;Piecki-Migowo;F;37
9612;1;Orunia Górna - Gdańsk Południe;F;26
9613;7;Zaspa Rozstaje;F;43
9614;13;Zaspa Rozstaje;F;34
9615;15;Piecki-Migowo;M;32
9616;1;Zaspa Młyniec;F;40
9617;11;Jasień;F;31
9618;1;Krakowiec-Górki Zachodnie;F;61
9619;1;Krakowiec-Górki Zachodnie;F;56
9620;1;Krakowiec-Górki Zachodnie;M;64
9621;14;Matarnia;F;40
9622;9;Przymorze Wielkie;M;41
9623;27;Wyspa Sobieszewska;F;20
9624;1;Krakowiec-Górki Zachodnie;F;21
9625;1;Krakowiec-Górki Zachodnie;F;39
9626;12;Piecki-Migowo;M;33
9627;14;Matarnia;M;3
9628;1;Przymorze Małe;F;35
9629;12;Matarnia;M;27
9630;21;Osowa;M;35
9631;7;Brzeźno;F;65
9632;15;Wrzeszcz Górny;F;43
9633;1;Strzyża;F;32
9634;20;Wyspa Sobieszewska;F;44
9635;17;Orunia Górna - Gdańsk Południe;F;35
9636;23;Ujeścisko-Łostowice;F;32
9637;11;Orunia Górna - Gdańsk Południe;F;63
9639;3;Wrzeszcz Górny;M;29
9640;14;Matarnia;F;6
9641;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;30
9642;20;Wyspa Sobieszewska;F;56
9643;26;Przymorze Wielkie;M;63
9644;18;Orunia Górna - Gdańsk Południe;F;33
9645;7;Brzeźno;M;67
9646;11;Jasień;F;33
9647;5;Siedlce;F;67
9648;23;Ujeścisko-Łostowice;M;42
9649;24;Orunia Górna - Gdańsk Południe;M;2
9650;18;Orunia Górna - Gdańsk Południe;F;39
9651;24;Zaspa Młyniec;F;42
9652;26;Wrzeszcz Dolny;F;32
9653;20;Wyspa Sobieszewska;M;55
9654;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;70
9655;23;Chełm;M;41
9656;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
9657;7;Zaspa Rozstaje;M;58
9658;22;Orunia Górna - Gdańsk Południe;F;4
9659;17;Ujeścisko-Łostowice;M;35
9660;17;Orunia Górna - Gdańsk Południe;M;37
9661;11;Jasień;F;7
9662;5;Siedlce;M;68
9663;20;Piecki-Migowo;F;43
9664;20;Wyspa Sobieszewska;F;69
9665;4;VII Dwór;M;82
9666;9;Orunia Górna - Gdańsk Południe;M;18
9667;6;Orunia-Św.Wojciech-Lipce;M;22
9668;8;Oliwa;F;57
9669;26;Wrzeszcz Dolny;F;17
9670;17;Orunia Górna - Gdańsk Południe;M;38
9671;4;VII Dwór;F;83
9672;23;Ujeścisko-Łostowice;M;26
9673;10;Przymorze Małe;F;34
9675;17;Orunia-Św.Wojciech-Lipce;M;24
9676;17;Wyspa Sobieszewska;F;57
9677;23;Wyspa Sobieszewska;F;55
9678;24;Piecki-Migowo;M;50
9679;26;Przymorze Wielkie;F;16
9680;26;Stogi;M;17
9681;21;Jasień;M;35
9682;13;Przymorze Wielkie;M;46
9683;2;Śródmieście;F;16
9684;23;Siedlce;M;45
9685;15;Piecki-Migowo;F;34
9686;1;Wrzeszcz Dolny;F;42
9687;22;VII Dwór;M;29
9688;5;Wyspa Sobieszewska;F;66
9689;22;Piecki-Migowo;M;34
9690;20;Zaspa Młyniec;F;52
9691;1;Wyspa Sobieszewska;F;24
9692;1;Wrzeszcz Dolny;M;44
9693;3;Wyspa Sobieszewska;M;66
9694;1;Wyspa Sobieszewska;F;62
9696;1;Wyspa Sobieszewska;F;63
9697;18;Orunia Górna - Gdańsk Południe;F;51
9698;7;Zaspa Rozstaje;F;41
9699;20;Zaspa Młyniec;M;51
9700;1;Wyspa Sobieszewska;F;7
9701;2;Oliwa;F;33
9702;23;Wyspa Sobieszewska;M;44
9703;1;Młyniska;F;55
9704;20;Orunia Górna - Gdańsk Południe;M;72
9705;9;Wrzeszcz Górny;M;34
9706;27;Piecki-Migowo;F;47
9707;1;Zaspa Rozstaje;F;41
9708;8;Piecki-Migowo;F;36
9709;2;Zaspa Rozstaje;M;15
9710;28;Jasień;M;32
9711;7;Zaspa Rozstaje;F;41
9712;18;Jasień;F;34
9713;22;Piecki-Migowo;M;39
9714;10;Ujeścisko-Łostowice;F;29
9715;8;Piecki-Migowo;M;46
9716;27;Kokoszki;F;44
9717;6;Olszynka;F;53
9718;9;Chełm;M;24
9719;21;Kokoszki;F;55
9720;7;Przymorze Wielkie;M;49
9721;17;Śródmieście;F;69
9722;20;Wyspa Sobieszewska;F;55
9723;9;Oliwa;M;26
9724;20;Wyspa Sobieszewska;F;12
9725;17;Wyspa Sobieszewska;F;68
9726;4;Wyspa Sobieszewska;F;35
9727;6;Śródmieście;F;66
9728;8;Piecki-Migowo;F;17
9729;16;Piecki-Migowo;M;72
9730;20;Wyspa Sobieszewska;M;51
9731;18;Chełm;M;40
9732;20;Wyspa Sobieszewska;F;52
9733;24;Piecki-Migowo;M;6
9734;8;Piecki-Migowo;M;11
9737;1;Chełm;F;65
9738;5;Wyspa Sobieszewska;F;41
9739;8;Piecki-Migowo;M;13
9740;25;Śródmieście;F;60
9741;27;Piecki-Migowo;M;40
9742;18;Ujeścisko-Łostowice;M;36
9743;10;Przymorze Małe;M;24
9744;1;Wyspa Sobieszewska;M;10
9746;20;Wyspa Sobieszewska;M;55
9747;26;Ujeścisko-Łostowice;F;45
9748;18;Orunia Górna - Gdańsk Południe;F;30
9749;27;Siedlce;M;26
9750;1;Matarnia;F;31
9751;24;Strzyża;F;46
9752;20;Suchanino;F;59
9753;1;Wyspa Sobieszewska;F;9
9754;1;Piecki-Migowo;M;31
9755;7;Zaspa Rozstaje;F;37
9756;8;Wrzeszcz Górny;F;38
9757;6;Śródmieście;F;48
9758;27;Śródmieście;F;45
9759;1;Brzeźno;F;54
9760;1;Aniołki;F;44
9761;1;Ujeścisko-Łostowice;F;35
9762;18;Chełm;M;29
9763;11;Jasień;M;10
9764;8;Śródmieście;M;24
9765;18;Chełm;F;34
9766;8;Wyspa Sobieszewska;M;60
9767;11;Jasień;M;40
9768;8;Wyspa Sobieszewska;F;59
9769;9;Śródmieście;M;39
9770;26;VII Dwór;M;35
9771;17;Wyspa Sobieszewska;F;68
9772;18;VII Dwór;M;65
9773;12;Piecki-Migowo;M;31
9774;1;Brzeźno;F;49
9775;23;Orunia Górna - Gdańsk Południe;M;34
9777;20;Wyspa Sobieszewska;M;39
9778;22;Jasień;F;28
9779;18;Orunia Górna - Gdańsk Południe;F;39
9780;18;VII Dwór;F;64
9781;24;Przymorze Wielkie;M;33
9782;1;Wrzeszcz Górny;F;32
9783;11;Orunia Górna - Gdańsk Południe;F;30
9784;1;Krakowiec-Górki Zachodnie;F;50
9785;23;Orunia Górna - Gdańsk Południe;F;32
9786;14;Matarnia;F;37
9787;7;Brzeźno;M;40
9788;7;Oliwa;M;24
9789;14;Osowa;M;28
9790;23;Orunia Górna - Gdańsk Południe;M;7
9791;26;Jasień;F;26
9792;11;Ujeścisko-Łostowice;F;35
9793;20;Wyspa Sobieszewska;M;26
9794;14;Matarnia;M;12
9795;23;Orunia Górna - Gdańsk Południe;F;5
9796;7;Brzeźno;M;8
9797;28;Aniołki;F;34
9798;23;Jasień;M;5
9799;18;Piecki-Migowo;F;30
9800;6;Śródmieście;M;29
9801;20;Wyspa Sobieszewska;M;68
9802;20;Wyspa Sobieszewska;F;33
9803;7;Zaspa Rozstaje;M;16
9804;14;Matarnia;F;8
9805;1;Krakowiec-Górki Zachodnie;F;74
9806;6;Wzgórze Mickiewicza;M;36
9807;20;Wyspa Sobieszewska;M;4
9808;6;Śródmieście;M;31
9809;14;Matarnia;M;6
9810;15;Piecki-Migowo;M;36
9811;27;Strzyża;M;58
9812;1;Przymorze Małe;F;47
9813;18;Orunia-Św.Wojciech-Lipce;F;27
9814;28;Brzeźno;F;24
9815;22;Piecki-Migowo;F;32
9816;27;Brzeźno;F;40
9817;6;Wzgórze Mickiewicza;F;37
9818;14;Piecki-Migowo;M;29
9819;4;Piecki-Migowo;M;66
9820;7;Piecki-Migowo;M;34
9821;21;Kokoszki;F;35
9822;22;Ujeścisko-Łostowice;F;32
9823;20;Wyspa Sobieszewska;M;35
9824;1;Wrzeszcz Górny;F;34
9825;2;Wyspa Sobieszewska;F;44
9826;6;Wzgórze Mickiewicza;M;66
9827;5;Orunia Górna - Gdańsk Południe;F;26
9828;1;Wyspa Sobieszewska;F;66
9829;20;Wyspa Sobieszewska;M;64
9830;18;Orunia-Św.Wojciech-Lipce;M;55
9831;7;Wrzeszcz Dolny;M;29
9832;17;Wyspa Sobieszewska;M;83
9833;27;Siedlce;F;40
9834;8;Wyspa Sobieszewska;M;40
9835;17;Wyspa Sobieszewska;F;79
9836;18;Piecki-Migowo;F;34
9837;28;Orunia-Św.Wojciech-Lipce;F;36
9838;11;Ujeścisko-Łostowice;F;57
9839;1;Wrzeszcz Górny;F;24
9840;10;Przymorze Małe;M;32
9841;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;42
9842;20;Wyspa Sobieszewska;F;73
9843;6;Orunia-Św.Wojciech-Lipce;M;80
9844;18;Orunia Górna - Gdańsk Południe;F;37
9845;20;Ujeścisko-Łostowice;F;36
9846;4;Wyspa Sobieszewska;M;53
9847;21;Przymorze Małe;F;30
9848;20;Wyspa Sobieszewska;F;67
9849;14;Matarnia;F;44
9850;18;Orunia Górna - Gdańsk Południe;F;48
9851;20;Wyspa Sobieszewska;F;60
9852;20;Wyspa Sobieszewska;F;47
9853;26;Oliwa;F;77
9854;25;Orunia Górna - Gdańsk Południe;F;68
9855;13;Przymorze Wielkie;F;81
9856;24;Zaspa Młyniec;M;12
9857;18;Orunia Górna - Gdańsk Południe;M;53
9858;27;Orunia Górna - Gdańsk Południe;M;53
9859;12;Piecki-Migowo;M;37
9860;1;Wyspa Sobieszewska;F;48
9861;18;Orunia Górna - Gdańsk Południe;F;20
9862;7;Wzgórze Mickiewicza;M;16
9863;1;Przymorze Wielkie;F;36
9864;13;Suchanino;M;20
9865;26;Piecki-Migowo;F;44
9866;10;Zaspa Młyniec;F;35
9867;14;Osowa;F;41
9868;6;Orunia-Św.Wojciech-Lipce;F;76
9869;1;Letnica;F;56
9870;17;Wyspa Sobieszewska;F;61
9871;18;Orunia Górna - Gdańsk Południe;M;25
9872;1;Krakowiec-Górki Zachodnie;F;37
9873;12;Piecki-Migowo;M;40
9874;25;Śródmieście;F;64
9875;9;Wrzeszcz Górny;F;27
9876;15;Wrzeszcz Górny;F;33
9877;20;Wyspa Sobieszewska;M;67
9879;7;Zaspa Młyniec;M;24
9880;18;Chełm;M;41
9881;10;Chełm;M;40
9882;1;Brętowo;M;59
9883;7;Brzeźno;F;66
9884;18;Jasień;F;30
9885;5;Zaspa Młyniec;F;36
9886;26;Piecki-Migowo;M;43
9887;7;Wyspa Sobieszewska;F;42
9888;6;Orunia-Św.Wojciech-Lipce;F;84
9890;11;Jasień;F;34
9891;26;Wrzeszcz Górny;F;29
9892;10;Przymorze Wielkie;F;41
9893;22;Ujeścisko-Łostowice;M;9
9894;1;Ujeścisko-Łostowice;F;42
9895;8;Oliwa;M;46
9896;7;Brzeźno;M;65
9897;22;Chełm;F;32
9898;20;Wyspa Sobieszewska;F;65
9899;20;Ujeścisko-Łostowice;M;24
9900;27;Oliwa;M;48
9901;26;Chełm;F;30
9902;26;Śródmieście;M;61
9903;1;Śródmieście;F;50
9904;21;Osowa;F;49
9905;1;Śródmieście;M;37
9906;26;Przymorze Wielkie;M;35
9907;13;Wrzeszcz Dolny;F;21
9908;10;Brzeźno;F;61
9910;5;Śródmieście;M;8
9911;1;Siedlce;F;13
9912;27;Zaspa Młyniec;F;61
9913;20;Śródmieście;M;3
9914;6;Orunia Górna - Gdańsk Południe;F;31
9915;13;Przymorze Małe;M;42
9916;19;Wyspa Sobieszewska;M;62
9917;1;Śródmieście;F;80
9918;27;Wrzeszcz Górny;M;24
9919;26;Przymorze Małe;M;59
9921;1;Jasień;F;28
9922;1;Brzeźno;F;34
9923;1;Wyspa Sobieszewska;F;59
9924;7;Brzeźno;F;36
9925;21;Orunia Górna - Gdańsk Południe;F;72
9926;18;Stogi;F;27
9927;27;Przymorze Wielkie;M;63
9928;1;Przymorze Małe;F;62
9929;18;Ujeścisko-Łostowice;M;29
9930;7;Brzeźno;F;28
9931;18;Ujeścisko-Łostowice;M;44
9932;1;Przymorze Małe;M;62
9933;10;Ujeścisko-Łostowice;F;32
9934;23;Jasień;M;56
9935;19;Wyspa Sobieszewska;M;50
9936;18;Ujeścisko-Łostowice;F;1
9937;7;Wyspa Sobieszewska;F;51
9938;7;Śródmieście;F;37
9941;20;Wyspa Sobieszewska;F;31
9942;1;Wyspa Sobieszewska;M;69
9943;20;Wyspa Sobieszewska;M;61
9944;1;Wyspa Sobieszewska;F;68
9945;23;Orunia Górna - Gdańsk Południe;F;22
9946;12;Wyspa Sobieszewska;M;39
9948;23;Piecki-Migowo;M;28
9949;5;Wyspa Sobieszewska;F;66
9950;7;Piecki-Migowo;M;28
9951;28;Wrzeszcz Górny;M;54
9952;8;Ujeścisko-Łostowice;F;24
9953;15;Wrzeszcz Dolny;F;36
9954;21;Jasień;M;42
9955;6;Suchanino;M;35
9956;1;Chełm;M;42
9957;20;Wyspa Sobieszewska;M;40
9958;6;Kokoszki;F;23
9959;6;Śródmieście;F;16
9960;18;Wzgórze Mickiewicza;M;55
9961;1;Wyspa Sobieszewska;F;73
9962;9;Piecki-Migowo;F;31
9963;22;Ujeścisko-Łostowice;F;32
9964;24;Piecki-Migowo;M;5
9965;21;Ujeścisko-Łostowice;M;44
9966;18;Wzgórze Mickiewicza;F;56
9968;27;Śródmieście;F;30
9969;24;Piecki-Migowo;F;35
9970;19;Orunia Górna - Gdańsk Południe;F;52
9971;1;Wyspa Sobieszewska;F;59
9972;1;Zaspa Młyniec;F;30
9973;20;Wyspa Sobieszewska;F;68
9974;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;61
9975;10;Piecki-Migowo;M;32
9976;24;Piecki-Migowo;M;40
9977;24;Śródmieście;F;37
9978;25;Siedlce;M;28
9980;7;Ujeścisko-Łostowice;M;30
9981;2;Letnica;F;26
9982;28;Wrzeszcz Dolny;F;47
9983;1;Przymorze Wielkie;F;47
9984;6;Piecki-Migowo;F;70
9985;20;Aniołki;F;35
9986;17;Wyspa Sobieszewska;M;67
9987;27;Chełm;M;65
9988;7;Wrzeszcz Dolny;M;48
9989;26;Krakowiec-Górki Zachodnie;F;29
9990;23;Orunia-Św.Wojciech-Lipce;F;36
9991;20;Aniołki;F;7
9992;20;Ujeścisko-Łostowice;F;28
9993;17;Wyspa Sobieszewska;F;49
9994;6;Piecki-Migowo;M;47
9995;11;Ujeścisko-Łostowice;M;41
9996;20;Aniołki;M;1
9997;10;Siedlce;F;66
9998;20;Aniołki;M;5
9999;1;Chełm;M;34
10000;20;Wyspa Sobieszewska;F;29
10001;26;Piecki-Migowo;M;33
10002;21;Kokoszki;M;40
10003;20;Aniołki;M;34
10005;15;Piecki-Migowo;F;34
10006;18;Chełm;F;31
10007;27;Oliwa;F;25
10008;20;Stogi;M;7
10009;20;Wyspa Sobieszewska;M;58
10010;20;Wyspa Sobieszewska;F;36
10011;6;Olszynka;M;72
10012;1;Wrzeszcz Dolny;F;23
10013;12;Piecki-Migowo;F;45
10014;20;Stogi;F;39
10015;5;Osowa;M;14
10016;20;Młyniska;F;25
10017;1;Siedlce;M;38
10018;7;Przymorze Małe;M;34
10019;18;Orunia Górna - Gdańsk Południe;M;34
10020;5;Osowa;F;49
10021;22;Piecki-Migowo;M;36
10022;6;Olszynka;F;69
10023;26;Jasień;F;54
10024;27;Przymorze Małe;F;60
10025;26;Zaspa Młyniec;F;38
10026;11;Kokoszki;M;36
10027;18;Ujeścisko-Łostowice;M;28
10028;20;Stogi;M;37
10029;26;Osowa;M;18
10030;7;Aniołki;M;61
10031;7;Orunia Górna - Gdańsk Południe;F;14
10032;27;Wyspa Sobieszewska;F;34
10033;6;Olszynka;M;44
10034;27;Wyspa Sobieszewska;M;36
10035;1;Chełm;F;24
10036;22;Piecki-Migowo;F;5
10037;17;Śródmieście;F;42
10039;7;Orunia Górna - Gdańsk Południe;F;40
10040;9;Osowa;M;12
10041;7;Aniołki;F;55
10042;22;Piecki-Migowo;M;10
10044;21;Jasień;M;31
10045;18;Chełm;F;44
10046;17;Wyspa Sobieszewska;F;34
10047;11;Jasień;M;53
10048;20;Wyspa Sobieszewska;M;48
10049;22;Jasień;F;28
10050;20;Wyspa Sobieszewska;F;36
10051;22;Piecki-Migowo;F;36
10052;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;16
10053;18;Ujeścisko-Łostowice;M;30
10054;20;Wyspa Sobieszewska;F;84
10055;20;Wyspa Sobieszewska;F;38
10056;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;45
10057;10;Zaspa Młyniec;F;45
10060;1;Ujeścisko-Łostowice;M;10
10061;6;Piecki-Migowo;F;69
10062;10;Zaspa Młyniec;M;47
10063;15;Wzgórze Mickiewicza;F;81
10064;6;Siedlce;F;40
10066;7;Zaspa Rozstaje;M;66
10068;20;Wyspa Sobieszewska;F;9
10069;10;Zaspa Młyniec;M;9
10070;27;Oliwa;M;43
10071;23;Orunia Górna - Gdańsk Południe;M;38
10072;26;Śródmieście;F;61
10073;9;Ujeścisko-Łostowice;M;22
10074;23;Orunia Górna - Gdańsk Południe;F;56
10075;2;Wrzeszcz Dolny;M;61
10076;10;Zaspa Młyniec;M;8
10078;1;Śródmieście;F;68
10081;9;Strzyża;F;30
10082;10;Zaspa Młyniec;F;5
10084;1;Jasień;M;36
10086;14;Matarnia;F;46
10087;1;Przymorze Małe;M;16
10088;27;Strzyża;F;37
10089;1;Stogi;F;36
10090;7;Brętowo;F;68
10092;12;Piecki-Migowo;M;38
10093;23;Orunia Górna - Gdańsk Południe;F;37
10094;28;Siedlce;M;69
10096;20;Przymorze Wielkie;F;28
10097;1;Wrzeszcz Dolny;F;41
10098;10;Zaspa Młyniec;F;34
10099;14;Matarnia;M;54
10100;1;Piecki-Migowo;F;18
10101;18;Chełm;M;34
10102;27;Orunia-Św.Wojciech-Lipce;M;21
10103;23;Orunia-Św.Wojciech-Lipce;F;35
10104;9;Wrzeszcz Dolny;F;39
10105;14;Matarnia;M;23
10106;21;Osowa;M;43
10107;18;Ujeścisko-Łostowice;F;42
10108;16;Zaspa Młyniec;M;44
10109;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;38
10110;2;Przymorze Małe;M;28
10111;17;Wyspa Sobieszewska;F;70
10112;22;Jasień;F;44
10113;25;Piecki-Migowo;F;35
10114;14;Matarnia;F;14
10115;27;Aniołki;F;40
10116;10;Zaspa Rozstaje;M;25
10118;18;Krakowiec-Górki Zachodnie;F;57
10119;18;Suchanino;F;59
10120;1;Suchanino;F;47
10121;10;Zaspa Młyniec;M;48
10122;27;Wrzeszcz Górny;F;46
10123;20;Chełm;M;39
10124;18;Chełm;F;67
10125;18;Krakowiec-Górki Zachodnie;F;29
10126;7;Brzeźno;F;34
10127;10;Aniołki;F;11
10128;1;Orunia-Św.Wojciech-Lipce;F;33
10129;1;Kokoszki;F;22
10130;1;Ujeścisko-Łostowice;F;34
10131;1;Wrzeszcz Dolny;F;47
10132;18;Krakowiec-Górki Zachodnie;F;30
10133;1;Osowa;F;38
10134;1;Piecki-Migowo;F;56
10135;11;Ujeścisko-Łostowice;F;41
10136;17;Jasień;M;29
10137;22;Jasień;F;34
10138;1;Piecki-Migowo;M;84
10139;1;Chełm;F;25
10140;4;Wrzeszcz Górny;F;43
10141;24;Chełm;F;52
10142;21;Matarnia;F;29
10143;20;Zaspa Rozstaje;F;66
10144;10;Zaspa Rozstaje;F;54
10145;21;Przymorze Wielkie;M;57
10146;11;Ujeścisko-Łostowice;M;44
10147;4;Wrzeszcz Górny;M;52
10148;24;Wrzeszcz Górny;F;58
10149;10;Przymorze Wielkie;F;33
10150;18;Orunia Górna - Gdańsk Południe;M;37
10152;18;Orunia Górna - Gdańsk Południe;F;30
10153;1;Ujeścisko-Łostowice;F;35
10154;1;Brętowo;F;68
10155;20;Piecki-Migowo;F;39
10156;24;Suchanino;M;47
10157;21;Przymorze Wielkie;F;60
10158;8;VII Dwór;M;27
10159;1;Piecki-Migowo;F;56
10160;1;Przymorze Wielkie;F;46
10161;18;Orunia Górna - Gdańsk Południe;F;36
10162;7;Wrzeszcz Dolny;F;35
10163;1;Brętowo;M;69
10164;20;Piecki-Migowo;M;40
10165;21;Matarnia;F;27
10166;20;Suchanino;F;39
10167;4;Ujeścisko-Łostowice;F;47
10168;18;Ujeścisko-Łostowice;F;31
10169;7;Brętowo;M;70
10171;6;Wyspa Sobieszewska;M;6
10172;7;Zaspa Rozstaje;F;71
10173;28;Piecki-Migowo;M;40
10174;1;Piecki-Migowo;M;12
10175;14;Osowa;M;47
10176;26;Śródmieście;F;69
10177;7;Brzeźno;F;54
10178;7;Zaspa Rozstaje;M;70
10179;22;Chełm;M;34
10180;20;Przymorze Małe;M;35
10181;2;Jasień;M;27
10183;11;Ujeścisko-Łostowice;M;43
10184;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
10185;1;Piecki-Migowo;F;23
10186;9;Strzyża;M;30
10187;17;Wyspa Sobieszewska;M;4
10188;7;VII Dwór;M;56
10189;23;Orunia Górna - Gdańsk Południe;M;25
10190;18;Krakowiec-Górki Zachodnie;M;62
10191;1;Śródmieście;F;33
10192;26;Ujeścisko-Łostowice;M;42
10193;1;Ujeścisko-Łostowice;F;51
10194;1;Wrzeszcz Dolny;F;32
10195;9;Chełm;F;53
10196;6;Brętowo;M;45
10197;13;Zaspa Młyniec;F;46
10198;12;Piecki-Migowo;M;72
10199;7;VII Dwór;F;54
10200;20;Stogi;M;36
10201;27;Siedlce;F;45
10202;1;Suchanino;F;24
10203;27;Suchanino;F;93
10204;15;Piecki-Migowo;F;24
10205;1;Jasień;F;30
10206;12;Piecki-Migowo;F;33
10207;18;Przymorze Wielkie;F;25
10208;21;Jasień;F;30
10209;9;Piecki-Migowo;M;27
10210;1;Stogi;F;31
10211;1;Piecki-Migowo;M;44
10212;6;Nowy Port;F;31
10213;1;Wrzeszcz Górny;F;67
10214;27;Zaspa Rozstaje;M;48
10215;7;Wrzeszcz Dolny;M;41
10216;1;Brętowo;M;19
10217;6;Śródmieście;F;66
10218;4;Wzgórze Mickiewicza;F;30
10219;1;Suchanino;M;16
10220;18;Orunia Górna - Gdańsk Południe;F;38
10221;18;Ujeścisko-Łostowice;F;26
10222;12;Piecki-Migowo;F;64
10223;7;Wrzeszcz Dolny;M;16
10224;11;Orunia Górna - Gdańsk Południe;M;65
10225;1;Wrzeszcz Górny;M;28
10226;11;Ujeścisko-Łostowice;M;38
10227;4;Ujeścisko-Łostowice;F;30
10229;25;Brętowo;F;11
10230;6;Śródmieście;M;68
10231;18;Orunia Górna - Gdańsk Południe;M;44
10232;14;Osowa;F;34
10233;12;Nowy Port;F;48
10234;1;Ujeścisko-Łostowice;F;37
10235;18;Wzgórze Mickiewicza;F;65
10236;28;Brzeźno;F;27
10237;13;Przymorze Małe;M;36
10238;18;Orunia Górna - Gdańsk Południe;F;44
10239;18;Ujeścisko-Łostowice;F;36
10240;18;Ujeścisko-Łostowice;F;36
10241;9;Siedlce;F;18
10242;28;Siedlce;F;57
10244;4;Wzgórze Mickiewicza;F;82
10245;12;Jasień;M;39
10246;4;Wzgórze Mickiewicza;M;84
10247;1;Wrzeszcz Górny;F;64
10248;1;Ujeścisko-Łostowice;M;48
10249;21;Jasień;M;30
10250;26;Suchanino;F;75
10251;23;Orunia Górna - Gdańsk Południe;M;72
10252;1;Osowa;F;49
10253;1;Wrzeszcz Górny;M;36
10254;18;Ujeścisko-Łostowice;M;41
10255;1;Stogi;F;41
10256;4;VII Dwór;F;80
10257;2;Wrzeszcz Dolny;F;43
10258;13;Piecki-Migowo;F;35
10259;4;VII Dwór;M;41
10260;11;Ujeścisko-Łostowice;F;42
10261;20;Jasień;M;45
10262;8;Piecki-Migowo;F;66
10263;27;Jasień;F;53
10264;7;Brzeźno;F;32
10265;18;Orunia Górna - Gdańsk Południe;F;38
10266;14;Osowa;F;58
10267;9;Wrzeszcz Górny;M;30
10269;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;41
10270;9;Wrzeszcz Dolny;M;24
10271;1;Stogi;F;28
10272;6;Siedlce;M;35
10273;9;Osowa;F;57
10274;7;Wrzeszcz Górny;F;31
10275;23;Chełm;F;41
10276;18;Orunia Górna - Gdańsk Południe;M;31
10277;18;Ujeścisko-Łostowice;F;29
10278;20;Siedlce;F;51
10279;21;Piecki-Migowo;M;6
10280;15;Piecki-Migowo;F;2
10282;7;Wrzeszcz Dolny;F;43
10283;6;Osowa;F;34
10284;21;Przymorze Wielkie;F;50
10285;20;Osowa;F;46
10286;7;Letnica;M;42
10287;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;41
10288;23;Chełm;F;40
10289;9;Piecki-Migowo;F;35
10290;6;Osowa;M;34
10291;25;Zaspa Rozstaje;F;12
10292;2;Piecki-Migowo;M;3
10293;20;Piecki-Migowo;F;25
10294;7;Przymorze Wielkie;F;39
10295;21;Ujeścisko-Łostowice;F;45
10296;1;Przymorze Wielkie;M;15
10297;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
10298;27;Zaspa Młyniec;M;24
10299;7;Piecki-Migowo;M;40
10300;20;Ujeścisko-Łostowice;F;36
10301;21;Osowa;M;15
10302;1;Nowy Port;F;53
10304;1;Siedlce;F;18
10305;17;Orunia-Św.Wojciech-Lipce;F;43
10306;21;Piecki-Migowo;F;50
10307;1;Wrzeszcz Dolny;M;46
10308;25;Brętowo;M;21
10309;21;Kokoszki;F;63
10310;18;Chełm;F;47
10311;16;Siedlce;F;22
10312;9;Piecki-Migowo;M;47
10313;7;Wrzeszcz Dolny;M;50
10314;8;Osowa;F;63
10315;14;Osowa;F;41
10316;3;Przymorze Wielkie;F;35
10317;9;VII Dwór;F;59
10318;7;Wrzeszcz Dolny;M;36
10319;1;Wrzeszcz Górny;F;48
10320;1;Oliwa;F;44
10321;4;Orunia-Św.Wojciech-Lipce;F;63
10322;1;Śródmieście;F;54
10324;7;Wrzeszcz Dolny;F;27
10325;1;Piecki-Migowo;M;47
10326;17;Śródmieście;M;1
10327;1;Przymorze Małe;F;30
10328;14;Osowa;M;57
10329;21;Jasień;F;49
10330;21;Kokoszki;F;37
10331;10;Przymorze Małe;F;26
10332;24;Jasień;F;4
10333;26;VII Dwór;M;42
10334;26;Przeróbka;M;22
10335;4;Nowy Port;F;15
10336;27;Aniołki;F;20
10337;15;Jasień;M;32
10338;6;Chełm;F;70
10339;7;Zaspa Rozstaje;F;37
10340;23;Ujeścisko-Łostowice;F;26
10341;21;Kokoszki;M;65
10343;1;Wyspa Sobieszewska;F;39
10344;1;Jasień;F;59
10345;14;Osowa;F;9
10346;20;Chełm;F;46
10347;23;Ujeścisko-Łostowice;F;47
10348;1;Wyspa Sobieszewska;M;7
10349;15;Ujeścisko-Łostowice;F;12
10350;1;Chełm;F;27
10351;17;Śródmieście;F;5
10352;13;Przymorze Wielkie;M;39
10353;1;Jasień;F;28
10354;1;Piecki-Migowo;F;19
10355;2;Letnica;M;37
10356;1;Jasień;M;30
10357;23;Ujeścisko-Łostowice;M;43
10358;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;41
10359;14;Kokoszki;F;32
10360;13;Przymorze Wielkie;F;66
10361;10;Piecki-Migowo;F;14
10362;17;Śródmieście;M;50
10363;23;Orunia Górna - Gdańsk Południe;F;42
10364;24;Ujeścisko-Łostowice;F;41
10365;11;Jasień;F;47
10367;26;Przymorze Wielkie;F;47
10368;14;Osowa;F;10
10369;23;Wzgórze Mickiewicza;M;48
10370;10;Piecki-Migowo;F;10
10371;24;Orunia Górna - Gdańsk Południe;F;35
10372;1;Piecki-Migowo;M;33
10373;26;Zaspa Rozstaje;M;24
10374;9;Zaspa Młyniec;F;30
10375;4;Oliwa;F;40
10376;11;Jasień;F;30
10377;18;Ujeścisko-Łostowice;F;35
10378;27;Śródmieście;M;72
10379;1;Stogi;F;35
10380;11;Jasień;M;0
10381;17;Piecki-Migowo;F;66
10382;26;Wrzeszcz Górny;F;39
10383;1;Zaspa Rozstaje;F;34
10384;1;Stogi;F;59
10385;17;Piecki-Migowo;F;39
10386;14;Osowa;M;46
10387;1;Wyspa Sobieszewska;F;22
10388;1;Jasień;M;34
10389;18;Jasień;F;24
10390;22;Piecki-Migowo;M;34
10391;8;Kokoszki;F;35
10393;7;Wzgórze Mickiewicza;M;18
10394;8;Przymorze Wielkie;F;56
10395;7;Jasień;M;40
10396;1;Jasień;M;28
10397;14;Matarnia;M;45
10398;7;Jasień;M;47
10399;21;Kokoszki;M;84
10400;1;Stogi;M;63
10401;7;Kokoszki;F;36
10402;26;Wzgórze Mickiewicza;F;9
10403;1;Zaspa Rozstaje;M;37
10404;7;Piecki-Migowo;F;43
10405;21;Kokoszki;F;82
10406;13;Piecki-Migowo;M;69
10408;14;Matarnia;M;3
10409;15;Wrzeszcz Górny;F;11
10410;7;Piecki-Migowo;M;13
10411;25;Chełm;M;23
10412;1;Piecki-Migowo;F;38
10413;14;Matarnia;F;6
10414;21;Ujeścisko-Łostowice;F;34
10415;21;Kokoszki;F;58
10417;24;Jasień;F;39
10418;1;Siedlce;F;33
10420;6;Aniołki;M;34
10421;14;Osowa;F;15
10422;14;Matarnia;F;42
10423;13;Przymorze Małe;F;59
10424;14;Osowa;F;40
10425;15;Wrzeszcz Górny;M;8
10426;13;Przymorze Małe;M;79
10427;18;Orunia Górna - Gdańsk Południe;M;23
10429;27;Przymorze Wielkie;M;70
10430;20;Osowa;F;66
10431;14;Osowa;F;62
10432;13;Przymorze Małe;F;84
10434;11;Jasień;F;40
10435;26;Wzgórze Mickiewicza;M;38
10436;25;Wzgórze Mickiewicza;M;14
10437;20;Rudniki;F;33
10438;22;Ujeścisko-Łostowice;M;36
10439;1;Orunia-Św.Wojciech-Lipce;F;30
10440;14;Osowa;F;28
10441;1;Orunia Górna - Gdańsk Południe;M;14
10442;5;Jasień;F;27
10444;18;Jasień;F;36
10445;11;Suchanino;F;65
10446;1;Wrzeszcz Dolny;F;69
10447;7;Osowa;F;63
10448;13;Brętowo;M;34
10449;7;Przymorze Wielkie;F;68
10450;17;Chełm;F;41
10451;28;Wrzeszcz Dolny;M;28
10452;20;Przymorze Wielkie;F;30
10453;11;Suchanino;M;71
10454;1;Nowy Port;F;32
10455;1;Przymorze Wielkie;M;49
10456;1;Orunia-Św.Wojciech-Lipce;M;27
10457;20;Piecki-Migowo;F;39
10458;23;Wzgórze Mickiewicza;F;43
10459;1;Nowy Port;M;29
10460;23;Ujeścisko-Łostowice;F;50
10462;10;Suchanino;F;29
10463;11;Jasień;F;31
10464;21;Wrzeszcz Górny;F;33
10465;1;Chełm;F;50
10466;6;Przymorze Wielkie;F;70
10467;18;Ujeścisko-Łostowice;M;37
10468;21;Ujeścisko-Łostowice;F;46
10469;10;Aniołki;M;39
10470;18;Suchanino;F;35
10471;1;Brzeźno;F;50
10472;1;Jasień;F;32
10473;21;Kokoszki;M;52
10474;2;Suchanino;M;29
10475;18;Chełm;F;33
10476;7;Aniołki;F;39
10477;23;Jasień;F;31
10478;3;Jasień;M;36
10479;7;Siedlce;F;27
10480;20;Zaspa Młyniec;F;37
10481;10;Zaspa Młyniec;M;34
10482;14;Osowa;M;63
10483;1;Piecki-Migowo;F;34
10484;28;Siedlce;F;23
10485;13;Przymorze Wielkie;F;73
10486;14;Osowa;M;45
10487;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;27
10488;1;Ujeścisko-Łostowice;F;35
10489;1;Chełm;F;39
10491;10;Przymorze Małe;F;34
10492;11;Kokoszki;M;34
10493;24;Zaspa Rozstaje;F;23
10494;21;Matarnia;F;33
10495;14;Osowa;F;17
10496;20;Wyspa Sobieszewska;M;44
10497;1;Aniołki;F;31
10498;25;Zaspa Młyniec;F;38
10499;1;Ujeścisko-Łostowice;M;35
10500;14;Osowa;F;45
10501;6;Brętowo;M;59
10502;1;Przymorze Wielkie;M;34
10503;20;Wyspa Sobieszewska;F;37
10504;14;Osowa;M;9
10505;1;Ujeścisko-Łostowice;F;8
10506;1;Ujeścisko-Łostowice;F;37
10507;2;Brzeźno;F;39
10508;14;Osowa;M;14
10510;1;Suchanino;F;35
10511;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;27
10512;6;Brętowo;F;56
10513;1;Ujeścisko-Łostowice;M;4
10514;26;Ujeścisko-Łostowice;F;44
10515;9;Siedlce;F;40
10516;1;Zaspa Młyniec;M;41
10518;20;Suchanino;F;29
10519;1;Przymorze Wielkie;F;11
10520;5;Piecki-Migowo;M;35
10521;28;Chełm;F;35
10522;26;Suchanino;M;47
10523;28;Orunia-Św.Wojciech-Lipce;F;32
10524;7;Kokoszki;M;40
10525;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
10526;27;Aniołki;F;69
10527;14;Matarnia;F;33
10528;1;Orunia-Św.Wojciech-Lipce;M;24
10529;15;Wrzeszcz Górny;F;30
10531;21;Osowa;F;46
10532;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;35
10533;20;Śródmieście;F;62
10534;12;Przymorze Wielkie;F;28
10535;18;Piecki-Migowo;M;26
10536;14;Matarnia;M;34
10537;1;Orunia-Św.Wojciech-Lipce;M;23
10538;17;Chełm;M;33
10539;21;Osowa;M;13
10540;20;Jasień;F;42
10541;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;13
10542;12;Przymorze Wielkie;M;1
10543;1;Wzgórze Mickiewicza;F;37
10544;14;Matarnia;F;6
10545;1;Piecki-Migowo;F;48
10546;26;Nowy Port;F;36
10547;6;Osowa;F;34
10548;12;Przymorze Wielkie;M;37
10549;11;Wrzeszcz Dolny;F;47
10550;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;4
10551;2;Piecki-Migowo;M;34
10552;15;Wrzeszcz Górny;F;21
10553;27;Strzyża;M;64
10554;14;Osowa;F;43
10555;6;Brętowo;F;22
10556;26;Nowy Port;F;66
10557;6;Olszynka;F;42
10558;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;41
10559;8;Oliwa;M;59
10560;15;Wrzeszcz Górny;F;39
10561;28;Przymorze Wielkie;F;47
10562;1;Zaspa Rozstaje;F;38
10563;5;Letnica;F;34
10564;3;Śródmieście;M;38
10565;28;Ujeścisko-Łostowice;F;20
10566;15;Jasień;F;39
10567;10;Zaspa Młyniec;F;36
10568;1;Piecki-Migowo;F;49
10569;8;Oliwa;F;58
10570;1;Nowy Port;M;36
10571;7;Zaspa Młyniec;F;28
10572;14;Osowa;F;48
10573;20;Śródmieście;F;38
10574;18;Jasień;F;38
10575;2;Letnica;M;42
10576;1;Śródmieście;F;33
10577;7;Zaspa Młyniec;F;43
10578;26;Nowy Port;F;10
10579;8;Oliwa;M;18
10580;2;Zaspa Rozstaje;F;64
10581;25;Suchanino;F;37
10582;10;Wrzeszcz Dolny;F;41
10583;26;Piecki-Migowo;M;49
10584;7;Letnica;M;3
10585;9;Orunia Górna - Gdańsk Południe;F;30
10586;14;Osowa;M;54
10587;18;Wzgórze Mickiewicza;F;37
10588;14;Osowa;F;62
10589;20;Śródmieście;F;45
10590;24;Chełm;F;64
10591;6;Olszynka;F;42
10592;7;Przymorze Małe;M;35
10593;1;Matarnia;M;12
10594;4;Zaspa Rozstaje;M;18
10595;8;Przymorze Wielkie;F;82
10596;7;Nowy Port;M;43
10597;27;Chełm;F;40
10598;7;Chełm;F;43
10599;18;Przymorze Wielkie;F;53
10600;9;Wrzeszcz Dolny;F;22
10601;1;Chełm;F;21
10602;20;Aniołki;F;47
10603;14;Jasień;M;44
10604;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;28
10605;24;Zaspa Rozstaje;F;4
10606;4;Matarnia;F;67
10607;17;Chełm;F;24
10608;22;Ujeścisko-Łostowice;M;32
10609;26;Przymorze Wielkie;F;51
10610;1;Ujeścisko-Łostowice;F;23
10611;1;Osowa;M;46
10612;18;Ujeścisko-Łostowice;M;39
10613;7;Zaspa Rozstaje;F;35
10614;1;Wyspa Sobieszewska;M;48
10615;2;Orunia Górna - Gdańsk Południe;F;41
10616;1;Ujeścisko-Łostowice;M;39
10617;1;Zaspa Rozstaje;M;17
10618;2;Piecki-Migowo;M;34
10619;1;Osowa;F;42
10620;26;Wrzeszcz Dolny;F;28
10621;22;VII Dwór;F;29
10622;18;Orunia Górna - Gdańsk Południe;M;48
10623;28;Brętowo;F;42
10624;22;VII Dwór;M;26
10625;5;Śródmieście;F;36
10626;23;Orunia Górna - Gdańsk Południe;M;20
10627;9;Wrzeszcz Górny;F;36
10628;15;Wrzeszcz Dolny;F;35
10629;1;Przymorze Wielkie;M;27
10630;7;Brętowo;M;42
10631;27;Ujeścisko-Łostowice;M;29
10632;23;Wrzeszcz Dolny;F;36
10633;14;Osowa;M;47
10634;12;Piecki-Migowo;F;68
10635;22;Ujeścisko-Łostowice;F;34
10636;8;Ujeścisko-Łostowice;M;45
10637;20;Zaspa Rozstaje;F;96
10638;1;Brzeźno;M;30
10639;15;Piecki-Migowo;F;35
10640;26;Piecki-Migowo;F;45
10641;13;Wrzeszcz Górny;M;51
10642;27;Piecki-Migowo;F;65
10643;10;Zaspa Rozstaje;F;43
10644;19;Chełm;F;36
10645;18;Chełm;F;35
10646;9;Brzeźno;M;36
10647;9;Siedlce;M;20
10648;1;Wyspa Sobieszewska;F;49
10649;1;Śródmieście;F;36
10650;10;Zaspa Rozstaje;M;13
10651;1;Kokoszki;F;42
10652;9;Chełm;M;23
10653;1;Chełm;M;3
10654;7;Piecki-Migowo;M;72
10655;6;Zaspa Rozstaje;M;29
10656;10;Zaspa Rozstaje;M;12
10657;1;Chełm;M;9
10658;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;22
10659;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;17
10660;1;Jasień;M;47
10661;27;Chełm;F;58
10662;10;Zaspa Rozstaje;F;8
10663;23;Siedlce;F;23
10664;26;Przymorze Wielkie;F;43
10665;18;Chełm;M;39
10666;1;Zaspa Rozstaje;F;39
10667;1;Jasień;F;32
10668;26;Siedlce;F;24
10669;13;Przymorze Wielkie;M;40
10670;28;Wrzeszcz Górny;F;27
10671;7;Zaspa Młyniec;F;38
10672;18;Ujeścisko-Łostowice;F;25
10673;15;Oliwa;M;42
10674;24;Piecki-Migowo;F;16
10675;20;Śródmieście;F;48
10676;1;Jasień;F;28
10677;1;Wrzeszcz Górny;M;34
10678;21;Ujeścisko-Łostowice;M;48
10679;9;Siedlce;M;31
10680;1;Stogi;F;22
10681;7;Brzeźno;M;46
10682;10;Zaspa Rozstaje;F;39
10683;17;Orunia-Św.Wojciech-Lipce;M;26
10685;1;Śródmieście;M;34
10686;6;Zaspa Młyniec;M;37
10687;1;Siedlce;F;50
10688;23;Ujeścisko-Łostowice;M;20
10689;1;Chełm;F;22
10690;1;Przymorze Wielkie;F;36
10691;5;Przymorze Małe;F;43
10692;23;Orunia Górna - Gdańsk Południe;M;36
10693;6;Orunia Górna - Gdańsk Południe;F;33
10694;6;Orunia Górna - Gdańsk Południe;F;7
10695;6;Orunia Górna - Gdańsk Południe;M;2
10696;7;Wrzeszcz Dolny;M;28
10697;2;Brzeźno;M;44
10698;17;Orunia-Św.Wojciech-Lipce;M;24
10699;18;Chełm;M;27
10700;24;Wrzeszcz Dolny;M;27
10701;16;Śródmieście;M;25
10703;23;Orunia Górna - Gdańsk Południe;M;37
10704;7;Oliwa;M;27
10705;18;Śródmieście;F;38
10706;14;Osowa;F;27
10707;28;Oliwa;F;48
10708;5;Brętowo;M;17
10709;18;Brzeźno;F;36
10710;2;Przymorze Małe;M;44
10711;5;Chełm;F;40
10712;13;Przymorze Wielkie;F;36
10713;22;Piecki-Migowo;F;38
10714;1;Zaspa Młyniec;F;4
10715;14;Osowa;M;40
10716;17;Chełm;M;60
10717;1;Przymorze Wielkie;F;48
10718;25;Strzyża;M;22
10719;18;Jasień;M;35
10720;26;Piecki-Migowo;F;37
10721;1;Brętowo;F;37
10722;11;Brętowo;M;45
10723;23;Orunia Górna - Gdańsk Południe;M;1
10724;20;Osowa;F;46
10725;18;Jasień;F;36
10726;21;Ujeścisko-Łostowice;F;16
10727;23;Orunia Górna - Gdańsk Południe;F;4
10728;18;Ujeścisko-Łostowice;F;45
10729;21;Wrzeszcz Górny;F;40
10730;10;Jasień;F;1
10731;1;Aniołki;F;37
10732;1;Wrzeszcz Górny;F;29
10733;23;Orunia Górna - Gdańsk Południe;F;31
10734;23;Orunia Górna - Gdańsk Południe;M;31
10735;8;Osowa;F;55
10736;6;Śródmieście;M;61
10737;6;Śródmieście;M;26
10738;22;Jasień;M;39
10739;1;Chełm;F;40
10740;1;Siedlce;F;44
10741;6;Nowy Port;F;34
10742;9;Brzeźno;F;33
10743;1;Oliwa;M;67
10744;4;Wrzeszcz Górny;F;53
10745;6;Nowy Port;F;65
10746;16;Suchanino;M;50
10747;7;Przymorze Wielkie;F;40
10749;13;Piecki-Migowo;F;39
10750;21;Chełm;M;28
10751;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;42
10752;26;Strzyża;F;44
10753;14;Osowa;F;43
10754;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;30
10755;6;Śródmieście;F;47
10756;1;Aniołki;F;33
10758;18;Ujeścisko-Łostowice;M;39
10760;6;Stogi;M;26
10761;23;Orunia Górna - Gdańsk Południe;F;41
10762;17;Chełm;F;39
10764;6;Piecki-Migowo;M;48
10765;6;Piecki-Migowo;F;56
10766;6;Olszynka;M;11
10767;10;Wzgórze Mickiewicza;F;15
10768;5;Siedlce;F;35
10769;1;Ujeścisko-Łostowice;M;21
10770;6;Olszynka;M;52
10771;1;Zaspa Młyniec;F;38
10772;1;Ujeścisko-Łostowice;F;40
10773;6;Olszynka;M;32
10774;5;Siedlce;M;33
10775;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;40
10776;1;Zaspa Młyniec;M;39
10777;3;Siedlce;F;46
10778;13;Przymorze Wielkie;F;72
10779;26;Piecki-Migowo;M;31
10780;9;Zaspa Młyniec;M;32
10781;10;Przymorze Małe;F;85
10782;18;Orunia Górna - Gdańsk Południe;M;5
10784;3;Oliwa;F;23
10785;1;Stogi;F;42
10786;15;Piecki-Migowo;F;31
10787;27;Aniołki;M;32
10788;20;Śródmieście;M;58
10789;1;Stogi;M;45
10790;1;Kokoszki;F;72
10791;27;Wrzeszcz Górny;F;35
10792;13;Przymorze Małe;F;51
10793;1;Kokoszki;M;65
10795;9;Stogi;F;30
10796;27;Chełm;M;25
10797;26;Przymorze Wielkie;M;54
10798;11;Ujeścisko-Łostowice;F;36
10799;18;Wzgórze Mickiewicza;F;28
10800;14;Matarnia;M;69
10801;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;50
10802;6;Wrzeszcz Górny;F;38
10803;28;Stogi;M;35
10804;2;Strzyża;M;20
10805;1;Wrzeszcz Górny;F;38
10806;11;Ujeścisko-Łostowice;F;67
10807;21;Kokoszki;F;51
10808;1;Zaspa Młyniec;F;65
10809;12;Piecki-Migowo;M;27
10810;5;Chełm;M;10
10811;24;Olszynka;F;15
10812;21;Kokoszki;M;54
10813;7;Nowy Port;F;60
10815;10;Przymorze Małe;F;39
10816;1;Zaspa Rozstaje;F;43
10817;5;Chełm;F;14
10818;6;Przymorze Wielkie;F;11
10819;18;Chełm;M;24
10820;27;Śródmieście;F;40
10821;10;Przymorze Wielkie;F;10
10822;10;Siedlce;M;42
10823;6;Przymorze Wielkie;F;2
10824;7;Jasień;F;40
10825;5;Chełm;M;43
10826;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;54
10827;1;Stogi;F;57
10828;2;Zaspa Młyniec;F;41
10829;10;Przymorze Wielkie;M;40
10830;22;Ujeścisko-Łostowice;F;30
10831;20;Osowa;M;44
10832;23;Ujeścisko-Łostowice;F;54
10833;11;Piecki-Migowo;F;33
10834;5;Chełm;F;41
10835;6;Wyspa Sobieszewska;F;45
10836;18;Ujeścisko-Łostowice;M;49
10837;12;Piecki-Migowo;F;35
10838;7;Orunia-Św.Wojciech-Lipce;M;50
10839;17;Ujeścisko-Łostowice;F;40
10840;18;Ujeścisko-Łostowice;F;42
10841;11;Piecki-Migowo;F;5
10842;1;Orunia Górna - Gdańsk Południe;M;36
10843;9;Zaspa Młyniec;M;18
10844;17;Ujeścisko-Łostowice;F;8
10845;6;Chełm;F;42
10846;17;Ujeścisko-Łostowice;F;11
10847;11;Piecki-Migowo;M;34
10848;1;Oliwa;M;33
10849;27;Przymorze Małe;M;56
10850;12;Piecki-Migowo;M;4
10851;17;Ujeścisko-Łostowice;M;39
10852;12;Piecki-Migowo;M;2
10853;24;Chełm;F;26
10854;21;Siedlce;M;37
10855;21;Orunia Górna - Gdańsk Południe;F;33
10856;21;Kokoszki;F;37
10857;21;Orunia Górna - Gdańsk Południe;F;3
10858;23;Chełm;F;40
10859;16;Zaspa Młyniec;M;49
10860;1;Orunia-Św.Wojciech-Lipce;M;44
10861;10;Chełm;M;37
10862;1;Siedlce;F;27
10863;11;Chełm;F;33
10864;23;Orunia Górna - Gdańsk Południe;M;52
10865;25;Krakowiec-Górki Zachodnie;F;23
10866;6;Orunia-Św.Wojciech-Lipce;M;45
10867;27;Wrzeszcz Górny;F;31
10868;25;Oliwa;F;38
10869;27;Brętowo;M;60
10870;1;Ujeścisko-Łostowice;M;40
10871;6;Olszynka;M;41
10872;7;Nowy Port;M;65
10873;27;Brętowo;F;56
10875;11;Ujeścisko-Łostowice;M;17
10876;22;Jasień;M;29
10877;16;Zaspa Młyniec;F;49
10878;21;Jasień;F;35
10879;6;Stogi;F;33
10880;23;Śródmieście;F;26
10881;6;VII Dwór;F;61
10883;1;Zaspa Młyniec;M;113
10885;23;Wrzeszcz Dolny;F;64
10886;22;Ujeścisko-Łostowice;M;33
10887;13;Nowy Port;F;66
10888;6;Stogi;M;68
10889;25;Nowy Port;F;89
10890;26;Przymorze Wielkie;M;27
10891;1;Krakowiec-Górki Zachodnie;F;41
10892;1;Stogi;F;30
10893;10;Zaspa Młyniec;M;33
10894;2;Wrzeszcz Dolny;F;34
10895;9;Przymorze Wielkie;M;47
10896;1;Krakowiec-Górki Zachodnie;M;50
10897;18;Chełm;F;36
10898;2;Zaspa Młyniec;M;44
10899;1;Wrzeszcz Dolny;F;28
10900;1;Krakowiec-Górki Zachodnie;M;15
10901;17;Ujeścisko-Łostowice;M;42
10902;1;Krakowiec-Górki Zachodnie;F;7
10903;1;Stogi;M;35
10904;18;Orunia Górna - Gdańsk Południe;M;38
10905;1;Matarnia;F;26
10906;13;Stogi;M;60
10907;4;Oliwa;M;42
10908;5;Krakowiec-Górki Zachodnie;M;63
10909;4;Stogi;F;70
10910;7;Zaspa Rozstaje;M;65
10911;18;Ujeścisko-Łostowice;M;46
10912;5;Krakowiec-Górki Zachodnie;M;35
10913;5;Krakowiec-Górki Zachodnie;F;34
10914;9;Przymorze Wielkie;F;66
10915;9;Zaspa Młyniec;F;24
10916;23;Orunia-Św.Wojciech-Lipce;M;54
10917;23;Siedlce;F;37
10918;14;Osowa;F;41
10919;5;Krakowiec-Górki Zachodnie;M;9
10920;15;Wrzeszcz Dolny;F;19
10921;5;Krakowiec-Górki Zachodnie;F;0
10922;1;Przeróbka;F;17
10923;16;Ujeścisko-Łostowice;M;27
10924;1;VII Dwór;M;84
10925;7;Przymorze Wielkie;M;53
10926;2;Krakowiec-Górki Zachodnie;M;15
10927;16;Ujeścisko-Łostowice;M;29
10928;3;Zaspa Młyniec;M;57
10929;1;Przymorze Wielkie;M;62
10931;20;Siedlce;M;50
10932;2;Krakowiec-Górki Zachodnie;F;39
10933;1;VII Dwór;M;39
10934;20;VII Dwór;F;39
10936;10;Zaspa Młyniec;M;40
10937;27;Przymorze Wielkie;F;65
10938;10;Przymorze Małe;M;38
10939;20;Piecki-Migowo;M;59
10940;1;VII Dwór;M;8
10941;20;VII Dwór;F;4
10942;2;Krakowiec-Górki Zachodnie;M;38
10943;28;Siedlce;F;68
10944;9;VII Dwór;M;75
10945;17;Orunia-Św.Wojciech-Lipce;M;34
10946;9;VII Dwór;F;67
10947;28;Siedlce;F;70
10948;1;Przymorze Wielkie;F;30
10949;28;Siedlce;F;49
10950;1;Przymorze Wielkie;M;36
10951;1;VII Dwór;F;89
10952;18;Śródmieście;M;51
10953;1;VII Dwór;F;36
10954;1;Wrzeszcz Dolny;F;44
10955;10;Przymorze Małe;F;8
10956;9;Siedlce;F;69
10957;17;Orunia-Św.Wojciech-Lipce;M;43
10958;1;VII Dwór;F;76
10959;13;Przymorze Małe;F;75
10960;1;Przymorze Wielkie;M;12
10962;21;Jasień;M;27
10963;1;Przymorze Wielkie;M;10
10964;21;Orunia Górna - Gdańsk Południe;F;29
10965;10;Zaspa Młyniec;F;40
10966;9;Aniołki;M;65
10967;10;Zaspa Młyniec;F;12
10968;26;Śródmieście;F;24
10969;18;Śródmieście;F;47
10970;7;Brzeźno;M;40
10971;10;Przymorze Małe;F;2
10972;21;Jasień;F;27
10973;17;Orunia-Św.Wojciech-Lipce;M;18
10974;18;Ujeścisko-Łostowice;M;46
10975;1;Przymorze Wielkie;F;0
10976;21;Jasień;M;0
10977;27;Wrzeszcz Górny;M;65
10978;18;Chełm;M;32
10979;21;Jasień;M;3
10980;9;Wrzeszcz Górny;F;30
10981;5;Krakowiec-Górki Zachodnie;F;41
10982;8;Zaspa Rozstaje;F;27
10983;23;Orunia-Św.Wojciech-Lipce;M;51
10984;27;Stogi;M;65
10985;1;VII Dwór;F;50
10986;10;Przymorze Małe;F;37
10987;9;Krakowiec-Górki Zachodnie;F;39
10988;18;Przymorze Wielkie;M;33
10989;1;Oliwa;M;51
10990;27;Krakowiec-Górki Zachodnie;F;23
10991;1;Wrzeszcz Górny;M;35
10992;18;Orunia Górna - Gdańsk Południe;F;9
10993;1;Przymorze Wielkie;F;74
10994;1;VII Dwór;F;10
10995;9;Stogi;M;38
10996;1;Orunia-Św.Wojciech-Lipce;M;12
10997;18;Orunia Górna - Gdańsk Południe;M;6
10998;2;VII Dwór;F;8
10999;7;Piecki-Migowo;M;42
11000;18;Wrzeszcz Dolny;M;27
11001;1;Przymorze Wielkie;M;77
11002;7;Zaspa Młyniec;F;36
11003;17;Orunia-Św.Wojciech-Lipce;F;9
11004;1;Piecki-Migowo;F;39
11005;5;Krakowiec-Górki Zachodnie;F;48
11006;5;Suchanino;F;46
11007;1;Piecki-Migowo;F;6
11008;26;Siedlce;M;45
11009;11;VII Dwór;M;41
11010;11;Piecki-Migowo;M;6
11011;15;VII Dwór;F;37
11012;17;Chełm;F;35
11013;11;Ujeścisko-Łostowice;M;48
11015;7;Piecki-Migowo;F;4
11016;1;Oliwa;F;68
11017;2;Zaspa Młyniec;M;9
11018;1;VII Dwór;M;22
11019;23;Ujeścisko-Łostowice;F;28
11020;11;Piecki-Migowo;M;2
11021;18;Stogi;F;54
11022;1;VII Dwór;F;45
11023;17;Siedlce;F;39
11024;11;Piecki-Migowo;M;38
11025;1;Jasień;F;28
11026;20;Wyspa Sobieszewska;M;19
11027;1;Matarnia;F;20
11028;9;VII Dwór;M;40
11029;1;Śródmieście;F;66
11030;7;Zaspa Młyniec;F;3
11031;1;VII Dwór;F;34
11032;27;Zaspa Młyniec;F;27
11033;18;Siedlce;M;9
11034;1;Śródmieście;F;34
11035;27;VII Dwór;F;39
11036;4;Śródmieście;F;72
11037;9;Matarnia;F;46
11038;5;Siedlce;F;25
11039;27;Przymorze Wielkie;M;70
11040;7;Wrzeszcz Dolny;M;31
11041;1;VII Dwór;M;27
11042;18;Stogi;M;53
11043;1;Wyspa Sobieszewska;M;37
11044;17;Orunia-Św.Wojciech-Lipce;M;36
11045;10;Zaspa Młyniec;F;19
11047;5;Krakowiec-Górki Zachodnie;F;72
11049;17;Orunia Górna - Gdańsk Południe;M;39
11050;1;Ujeścisko-Łostowice;F;39
11051;1;Wzgórze Mickiewicza;M;79
11052;9;Matarnia;M;48
11053;8;VII Dwór;F;7
11054;1;Nowy Port;F;58
11055;1;Wrzeszcz Górny;F;7
11056;19;Orunia Górna - Gdańsk Południe;F;50
11057;23;Orunia Górna - Gdańsk Południe;M;22
11058;8;VII Dwór;F;5
11059;17;Orunia-Św.Wojciech-Lipce;M;2
11060;18;Ujeścisko-Łostowice;F;68
11061;9;Matarnia;F;16
11062;7;Wzgórze Mickiewicza;M;35
11063;5;Wrzeszcz Górny;F;30
11064;2;Chełm;F;28
11065;1;Piecki-Migowo;F;24
11066;27;Brętowo;F;43
11067;7;Wrzeszcz Dolny;M;32
11068;7;Jasień;M;30
11069;1;Krakowiec-Górki Zachodnie;F;28
11070;18;Wzgórze Mickiewicza;F;33
11071;8;Oliwa;F;38
11072;9;Przeróbka;F;84
11073;1;Siedlce;M;11
11074;5;VII Dwór;F;52
11075;23;Orunia Górna - Gdańsk Południe;M;10
11076;17;Orunia-Św.Wojciech-Lipce;F;16
11077;7;Jasień;F;25
11078;1;Kokoszki;F;28
11079;1;Krakowiec-Górki Zachodnie;M;10
11080;25;Rudniki;F;27
11081;12;Piecki-Migowo;F;68
11082;23;Orunia-Św.Wojciech-Lipce;M;8
11083;19;Orunia Górna - Gdańsk Południe;M;28
11084;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;45
11085;26;Zaspa Młyniec;F;48
11086;7;Wrzeszcz Dolny;F;72
11087;18;Orunia Górna - Gdańsk Południe;F;35
11088;13;Przymorze Wielkie;M;57
11089;2;Chełm;M;29
11090;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;62
11091;23;Orunia Górna - Gdańsk Południe;M;11
11092;22;Orunia Górna - Gdańsk Południe;F;7
11093;9;VII Dwór;F;81
11094;1;Jasień;F;39
11095;17;Orunia-Św.Wojciech-Lipce;F;15
11096;12;Piecki-Migowo;M;67
11097;18;Siedlce;M;4
11098;22;Piecki-Migowo;M;40
11099;10;Wrzeszcz Górny;F;28
11100;6;Przymorze Wielkie;F;75
11101;6;Jasień;M;64
11102;5;Ujeścisko-Łostowice;F;37
11103;27;Oliwa;F;42
11104;7;Chełm;F;28
11105;9;Brętowo;M;31
11106;6;Śródmieście;F;56
11107;6;VII Dwór;F;45
11108;7;Chełm;F;8
11109;27;VII Dwór;F;37
11110;1;Krakowiec-Górki Zachodnie;F;23
11111;17;Orunia-Św.Wojciech-Lipce;M;55
11112;10;Wrzeszcz Górny;M;3
11113;18;Siedlce;M;42
11114;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
11115;18;Ujeścisko-Łostowice;M;41
11116;6;Jasień;F;62
11117;7;Chełm;F;4
11118;3;Krakowiec-Górki Zachodnie;F;22
11119;1;Krakowiec-Górki Zachodnie;F;23
11120;7;Chełm;M;34
11121;1;Orunia Górna - Gdańsk Południe;F;36
11122;1;Krakowiec-Górki Zachodnie;F;24
11123;20;Śródmieście;F;10
11124;1;Przymorze Wielkie;F;38
11125;9;VII Dwór;F;31
11127;25;Stogi;F;43
11128;17;Orunia-Św.Wojciech-Lipce;F;37
11129;1;Przymorze Wielkie;F;13
11130;1;Przymorze Wielkie;M;45
11131;6;Ujeścisko-Łostowice;M;53
11132;23;Orunia Górna - Gdańsk Południe;F;61
11133;1;Chełm;M;39
11134;9;Stogi;F;83
11135;20;Wyspa Sobieszewska;F;63
11136;17;Orunia-Św.Wojciech-Lipce;F;60
11137;27;Stogi;F;65
11138;23;Orunia Górna - Gdańsk Południe;M;36
11139;2;Krakowiec-Górki Zachodnie;F;26
11140;25;Stogi;M;87
11141;20;Wyspa Sobieszewska;F;28
11142;23;Ujeścisko-Łostowice;M;44
11143;7;Wrzeszcz Dolny;F;32
11144;17;Orunia-Św.Wojciech-Lipce;M;16
11145;23;Orunia Górna - Gdańsk Południe;M;35
11146;27;Chełm;F;38
11147;13;Suchanino;F;46
11148;6;Stogi;M;62
11149;24;Wrzeszcz Dolny;F;74
11150;27;Zaspa Młyniec;M;40
11151;23;Orunia Górna - Gdańsk Południe;F;37
11152;27;Wrzeszcz Górny;M;37
11153;20;Wyspa Sobieszewska;M;81
11154;21;Jasień;F;39
11155;1;Brętowo;M;37
11156;23;Orunia Górna - Gdańsk Południe;M;7
11157;13;Suchanino;F;79
11158;27;Chełm;M;14
11159;23;Orunia-Św.Wojciech-Lipce;M;39
11160;1;Piecki-Migowo;F;42
11161;23;Orunia Górna - Gdańsk Południe;M;9
11162;1;Suchanino;F;17
11163;18;Ujeścisko-Łostowice;M;44
11164;20;Wyspa Sobieszewska;F;77
11165;1;Krakowiec-Górki Zachodnie;F;47
11166;22;Piecki-Migowo;M;24
11167;18;Ujeścisko-Łostowice;M;26
11168;17;Orunia-Św.Wojciech-Lipce;M;37
11169;18;Ujeścisko-Łostowice;M;6
11170;20;Wyspa Sobieszewska;M;55
11171;1;Krakowiec-Górki Zachodnie;M;2
11172;27;Stogi;M;50
11173;1;Krakowiec-Górki Zachodnie;F;0
11174;21;Kokoszki;M;39
11175;27;Przymorze Wielkie;M;85
11176;1;Przeróbka;F;16
11177;17;Orunia-Św.Wojciech-Lipce;M;30
11178;6;Kokoszki;M;45
11179;17;Orunia-Św.Wojciech-Lipce;F;36
11180;13;Aniołki;F;46
11181;5;Krakowiec-Górki Zachodnie;F;47
11182;27;Przymorze Wielkie;F;69
11183;23;Orunia Górna - Gdańsk Południe;F;40
11184;1;Jasień;F;55
11185;1;Orunia Górna - Gdańsk Południe;F;48
11186;17;Orunia-Św.Wojciech-Lipce;M;26
11187;1;Chełm;F;36
11188;1;Krakowiec-Górki Zachodnie;F;23
11189;20;Wyspa Sobieszewska;M;25
11190;10;Aniołki;F;68
11191;17;Orunia-Św.Wojciech-Lipce;F;8
11192;28;Ujeścisko-Łostowice;F;43
11193;1;Krakowiec-Górki Zachodnie;M;24
11194;23;Orunia Górna - Gdańsk Południe;F;2
11195;15;Piecki-Migowo;M;6
11196;17;Orunia-Św.Wojciech-Lipce;M;23
11197;10;Aniołki;F;7
11198;14;Matarnia;M;65
11199;6;Chełm;F;41
11200;9;Chełm;F;41
11201;20;Wyspa Sobieszewska;F;25
11202;1;Piecki-Migowo;F;30
11203;10;Aniołki;F;39
11204;1;Krakowiec-Górki Zachodnie;F;2
11205;24;VII Dwór;F;33
11206;1;Kokoszki;F;10
11207;17;Orunia-Św.Wojciech-Lipce;M;16
11208;14;Matarnia;F;64
11209;15;Piecki-Migowo;F;38
11210;1;Piecki-Migowo;F;34
11211;1;Krakowiec-Górki Zachodnie;M;7
11212;1;VII Dwór;F;78
11213;18;Ujeścisko-Łostowice;F;35
11214;10;Aniołki;F;24
11215;17;Orunia-Św.Wojciech-Lipce;F;32
11216;1;Krakowiec-Górki Zachodnie;F;28
11217;23;Orunia Górna - Gdańsk Południe;M;39
11218;1;Przymorze Wielkie;F;42
11219;20;Piecki-Migowo;F;43
11220;1;Wrzeszcz Dolny;M;24
11221;1;Kokoszki;F;3
11222;15;Piecki-Migowo;M;2
11223;18;Ujeścisko-Łostowice;F;48
11224;1;Osowa;M;33
11225;15;Piecki-Migowo;M;9
11226;1;Przymorze Wielkie;F;66
11227;17;Orunia-Św.Wojciech-Lipce;M;33
11228;4;Oliwa;F;58
11229;9;Brzeźno;M;38
11230;10;Krakowiec-Górki Zachodnie;F;52
11231;20;Piecki-Migowo;F;15
11232;9;Aniołki;M;21
11233;10;Krakowiec-Górki Zachodnie;F;14
11234;2;Przymorze Wielkie;M;8
11235;17;Orunia-Św.Wojciech-Lipce;F;50
11236;11;Orunia Górna - Gdańsk Południe;M;39
11237;7;Wrzeszcz Dolny;F;92
11238;10;Krakowiec-Górki Zachodnie;M;16
11239;1;Orunia Górna - Gdańsk Południe;M;63
11240;17;Orunia-Św.Wojciech-Lipce;F;77
11242;11;Orunia Górna - Gdańsk Południe;F;36
11243;22;Jasień;F;37
11245;11;Orunia Górna - Gdańsk Południe;F;9
11246;13;Przymorze Wielkie;F;77
11247;27;Zaspa Młyniec;M;24
11248;20;Piecki-Migowo;M;9
11249;11;Orunia Górna - Gdańsk Południe;F;0
11250;1;Krakowiec-Górki Zachodnie;F;8
11251;2;Wrzeszcz Dolny;F;69
11252;1;Kokoszki;M;28
11253;24;Krakowiec-Górki Zachodnie;F;43
11254;10;Wzgórze Mickiewicza;F;10
11255;27;Oliwa;M;42
11256;18;Ujeścisko-Łostowice;M;9
11257;27;Aniołki;M;53
11258;27;Aniołki;F;48
11259;9;Jasień;M;37
11260;15;Krakowiec-Górki Zachodnie;M;28
11261;7;Wrzeszcz Dolny;F;64
11262;6;Przeróbka;M;48
11263;1;Siedlce;M;58
11265;23;Orunia Górna - Gdańsk Południe;F;49
11267;20;Wyspa Sobieszewska;M;47
11268;17;Orunia-Św.Wojciech-Lipce;M;68
11269;10;Wzgórze Mickiewicza;M;7
11270;15;Krakowiec-Górki Zachodnie;F;13
11271;23;Orunia Górna - Gdańsk Południe;F;9
11272;27;Wrzeszcz Dolny;F;67
11273;21;Kokoszki;M;37
11274;20;Piecki-Migowo;F;75
11275;23;Orunia Górna - Gdańsk Południe;M;6
11276;1;Orunia Górna - Gdańsk Południe;F;26
11277;17;Orunia-Św.Wojciech-Lipce;F;66
11278;23;Orunia Górna - Gdańsk Południe;M;4
11279;1;Chełm;F;42
11280;1;Siedlce;F;20
11281;1;VII Dwór;F;79
11282;10;Wzgórze Mickiewicza;F;4
11283;2;Wrzeszcz Dolny;M;69
11284;20;Wyspa Sobieszewska;F;50
11285;28;Krakowiec-Górki Zachodnie;F;35
11286;7;Zaspa Rozstaje;F;25
11287;20;Przymorze Wielkie;F;43
11288;28;Krakowiec-Górki Zachodnie;M;37
11289;17;Orunia-Św.Wojciech-Lipce;M;64
11290;20;Przymorze Wielkie;F;67
11291;1;Kokoszki;F;50
11292;1;Kokoszki;F;72
11293;10;Wzgórze Mickiewicza;F;38
11294;1;Orunia Górna - Gdańsk Południe;F;27
11295;4;Osowa;F;45
11296;20;Wyspa Sobieszewska;M;50
11297;9;Śródmieście;M;28
11298;1;Zaspa Młyniec;F;46
11299;1;Orunia Górna - Gdańsk Południe;M;28
11300;11;Chełm;F;63
11302;1;Zaspa Młyniec;M;46
11303;20;Orunia Górna - Gdańsk Południe;F;67
11304;1;Kokoszki;F;35
11305;26;Aniołki;M;34
11306;2;Przymorze Wielkie;M;50
11307;18;Orunia Górna - Gdańsk Południe;M;32
11308;7;Wrzeszcz Dolny;F;62
11309;17;Orunia-Św.Wojciech-Lipce;M;36
11310;26;Przymorze Małe;F;62
11311;21;Kokoszki;M;36
11312;1;Zaspa Młyniec;F;14
11313;6;Śródmieście;M;64
11314;7;Wrzeszcz Dolny;M;65
11315;21;Kokoszki;F;34
11316;14;Kokoszki;F;65
11317;7;Brzeźno;F;30
11318;20;Orunia Górna - Gdańsk Południe;M;65
11319;7;Brzeźno;M;59
11320;7;Brzeźno;M;75
11321;1;Zaspa Młyniec;M;70
11322;1;Zaspa Młyniec;F;16
11323;7;Zaspa Rozstaje;M;49
11324;6;Stogi;F;14
11325;1;Osowa;F;32
11326;1;Orunia-Św.Wojciech-Lipce;F;38
11327;24;Zaspa Młyniec;F;48
11328;18;Ujeścisko-Łostowice;F;37
11329;1;Kokoszki;M;10
11330;26;Przymorze Małe;M;66
11331;7;Aniołki;M;27
11332;2;Zaspa Młyniec;F;44
11333;6;Zaspa Młyniec;M;45
11334;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;31
11335;21;Kokoszki;F;7
11336;13;Zaspa Młyniec;F;73
11337;2;Przymorze Wielkie;M;45
11338;1;Krakowiec-Górki Zachodnie;F;24
11339;11;Jasień;M;41
11340;1;Brętowo;F;61
11341;17;Orunia-Św.Wojciech-Lipce;M;12
11343;1;Krakowiec-Górki Zachodnie;M;38
11344;1;Brzeźno;F;47
11345;23;Strzyża;M;34
11347;28;Śródmieście;F;23
11348;1;Siedlce;F;31
11349;21;Ujeścisko-Łostowice;F;65
11350;17;Orunia-Św.Wojciech-Lipce;F;66
11351;5;Krakowiec-Górki Zachodnie;F;61
11353;1;Kokoszki;F;34
11354;17;Orunia-Św.Wojciech-Lipce;M;67
11355;1;Kokoszki;M;34
11356;2;Krakowiec-Górki Zachodnie;M;28
11357;5;Stogi;F;16
11358;11;Ujeścisko-Łostowice;F;71
11359;7;Zaspa Rozstaje;F;44
11360;17;Orunia-Św.Wojciech-Lipce;M;58
11361;6;Krakowiec-Górki Zachodnie;M;24
11362;7;Oliwa;M;17
11363;19;Aniołki;F;58
11364;6;Suchanino;M;61
11365;28;Wyspa Sobieszewska;M;37
11367;11;Ujeścisko-Łostowice;M;82
11368;9;Brzeźno;M;47
11369;24;Suchanino;M;37
11370;7;Brzeźno;M;56
11371;10;Aniołki;M;59
11372;1;Wyspa Sobieszewska;F;14
11373;17;Orunia Górna - Gdańsk Południe;F;53
11374;1;Brzeźno;F;47
11375;7;Wrzeszcz Dolny;M;3
11376;26;Śródmieście;F;53
11377;7;Zaspa Rozstaje;F;11
11378;11;Ujeścisko-Łostowice;M;37
11379;20;Orunia-Św.Wojciech-Lipce;M;22
11380;18;Kokoszki;M;59
11381;1;Przymorze Wielkie;M;47
11382;8;Brzeźno;F;65
11383;1;Strzyża;M;37
11384;14;Osowa;F;48
11385;7;Wrzeszcz Dolny;F;1
11386;17;Orunia-Św.Wojciech-Lipce;M;61
11387;24;Wrzeszcz Górny;F;33
11388;7;Siedlce;F;9
11389;6;Stogi;F;40
11390;1;Zaspa Młyniec;F;33
11391;10;Piecki-Migowo;F;35
11392;12;Wrzeszcz Górny;F;25
11393;8;Brzeźno;M;65
11394;1;Brzeźno;F;24
11395;7;Zaspa Rozstaje;F;8
11396;1;Wyspa Sobieszewska;F;5
11397;6;Stogi;F;23
11398;18;Chełm;M;23
11399;7;Wrzeszcz Dolny;M;33
11400;24;Wrzeszcz Górny;F;12
11401;13;Wrzeszcz Dolny;M;37
11402;1;Brętowo;M;66
11403;1;Przymorze Małe;F;43
11404;2;Nowy Port;M;30
11405;23;Orunia Górna - Gdańsk Południe;F;41
11406;21;Jasień;M;25
11407;7;Zaspa Rozstaje;M;8
11408;1;Brętowo;M;65
11409;27;VII Dwór;F;41
11410;17;Chełm;F;33
11411;10;Suchanino;M;10
11412;10;Suchanino;F;37
11413;10;Suchanino;F;7
11414;1;Przymorze Małe;F;7
11415;23;Chełm;F;35
11416;17;Piecki-Migowo;F;72
11417;23;Kokoszki;F;31
11418;1;Kokoszki;M;76
11419;7;Wrzeszcz Dolny;M;26
11420;23;Chełm;M;37
11421;2;Śródmieście;M;29
11422;10;Zaspa Rozstaje;F;28
11423;18;Ujeścisko-Łostowice;M;47
11424;8;Zaspa Młyniec;F;79
11425;8;Zaspa Młyniec;M;79
11426;7;Wrzeszcz Dolny;F;26
11427;2;Piecki-Migowo;M;68
11428;27;Jasień;F;50
11429;2;Przymorze Małe;M;14
11430;9;Chełm;F;30
11431;20;Stogi;F;34
11432;27;Zaspa Młyniec;F;70
11433;2;Zaspa Młyniec;M;77
11434;12;Piecki-Migowo;F;31
11435;1;Kokoszki;F;41
11436;1;Brętowo;F;74
11437;4;VII Dwór;M;14
11438;11;Chełm;F;37
11439;1;Zaspa Młyniec;F;77
11440;1;Kokoszki;M;40
11441;16;Jasień;M;27
11442;1;Kokoszki;F;19
11444;1;Przeróbka;F;52
11445;12;Piecki-Migowo;M;34
11446;21;Kokoszki;F;28
11447;13;Zaspa Młyniec;M;73
11448;27;Strzyża;F;63
11449;21;Jasień;F;32
11450;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;14
11451;13;Brzeźno;F;41
11452;17;Zaspa Młyniec;M;62
11453;1;Brzeźno;M;51
11455;24;Piecki-Migowo;F;37
11456;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
11457;6;Stogi;F;11
11458;1;Brętowo;M;42
11459;6;Stogi;M;51
11460;2;Olszynka;M;68
11462;7;Zaspa Młyniec;M;72
11463;10;Zaspa Rozstaje;M;33
11464;1;Brzeźno;F;67
11465;27;Wrzeszcz Dolny;M;46
11466;14;Osowa;M;39
11468;10;Krakowiec-Górki Zachodnie;M;17
11469;9;Piecki-Migowo;M;30
11470;1;Brętowo;F;32
11471;20;Wyspa Sobieszewska;M;31
11472;7;Zaspa Rozstaje;M;68
11473;13;Zaspa Rozstaje;M;72
11474;6;Krakowiec-Górki Zachodnie;M;40
11475;2;Przymorze Wielkie;M;65
11476;2;Młyniska;M;41
11477;10;Osowa;M;46
11478;25;Zaspa Młyniec;M;71
11479;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;67
11480;7;Wrzeszcz Górny;F;38
11481;13;Zaspa Rozstaje;F;68
11482;10;Przymorze Małe;M;73
11483;8;Oliwa;M;63
11484;9;Przymorze Małe;M;30
11485;15;Piecki-Migowo;F;44
11486;11;Ujeścisko-Łostowice;F;37
11487;18;Chełm;M;43
11488;9;Zaspa Młyniec;M;77
11489;1;Stogi;F;30
11490;6;Śródmieście;M;63
11491;9;VII Dwór;M;81
11492;9;Zaspa Młyniec;F;29
11493;1;Kokoszki;M;28
11494;7;Oliwa;F;62
11495;18;Chełm;M;13
11496;1;Śródmieście;M;47
11497;25;Zaspa Młyniec;F;75
11498;2;Młyniska;F;38
11499;7;Zaspa Młyniec;F;75
11500;18;Chełm;F;41
11501;1;Chełm;F;33
11502;1;Stogi;M;62
11503;11;Ujeścisko-Łostowice;M;33
11504;18;Chełm;M;9
11505;1;Piecki-Migowo;F;36
11506;18;Orunia Górna - Gdańsk Południe;M;25
11507;1;Brętowo;F;57
11508;1;Stogi;F;59
11509;13;Zaspa Rozstaje;F;33
11510;7;Zaspa Młyniec;M;77
11511;7;Zaspa Młyniec;M;90
11512;23;Orunia Górna - Gdańsk Południe;F;14
11513;23;Kokoszki;M;33
11514;17;Orunia-Św.Wojciech-Lipce;M;62
11515;11;Jasień;F;46
11517;18;Chełm;F;63
11518;18;Ujeścisko-Łostowice;F;31
11519;13;Zaspa Rozstaje;M;32
11520;1;Orunia-Św.Wojciech-Lipce;F;57
11521;27;Brętowo;F;33
11522;18;Ujeścisko-Łostowice;M;23
11523;1;Zaspa Młyniec;M;38
11524;1;Brętowo;M;52
11525;1;Zaspa Młyniec;F;34
11526;1;Zaspa Młyniec;F;39
11527;1;Wrzeszcz Górny;M;73
11528;1;Zaspa Młyniec;M;1
11529;9;Piecki-Migowo;F;31
11530;24;Jasień;M;10
11531;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;13
11532;9;Piecki-Migowo;M;72
11533;18;Stogi;M;62
11534;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;44
11535;1;Kokoszki;M;8
11536;20;Piecki-Migowo;M;38
11537;4;Wrzeszcz Dolny;M;72
11538;20;Piecki-Migowo;F;38
11539;26;Wyspa Sobieszewska;M;54
11540;8;Zaspa Rozstaje;M;15
11541;1;Brętowo;M;29
11542;22;Orunia Górna - Gdańsk Południe;M;45
11543;2;Suchanino;F;56
11544;9;Chełm;M;35
11545;1;Nowy Port;F;34
11546;26;Zaspa Młyniec;F;64
11547;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;89
11548;2;Jasień;M;44
11549;8;Zaspa Rozstaje;M;37
11550;9;Piecki-Migowo;M;45
11551;15;Piecki-Migowo;F;41
11552;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
11553;17;Orunia-Św.Wojciech-Lipce;F;23
11554;13;Zaspa Młyniec;M;73
11555;18;Chełm;F;7
11556;2;Jasień;M;16
11557;23;Orunia Górna - Gdańsk Południe;F;46
11558;1;Piecki-Migowo;F;33
11559;2;Suchanino;M;56
11560;9;Piecki-Migowo;F;15
11561;11;Jasień;F;42
11562;26;Orunia Górna - Gdańsk Południe;M;22
11563;12;Piecki-Migowo;M;74
11564;1;Brętowo;M;21
11565;12;Piecki-Migowo;M;44
11566;17;Chełm;F;37
11567;9;Piecki-Migowo;F;43
11568;7;Chełm;F;29
11570;17;Orunia-Św.Wojciech-Lipce;M;31
11571;19;Orunia Górna - Gdańsk Południe;F;40
11572;9;Piecki-Migowo;M;12
11573;21;Chełm;M;13
11574;1;Przymorze Wielkie;F;44
11575;17;Orunia-Św.Wojciech-Lipce;M;43
11576;3;Krakowiec-Górki Zachodnie;F;50
11577;11;Piecki-Migowo;M;28
11578;9;Piecki-Migowo;M;5
11579;4;Chełm;F;5
11580;9;Siedlce;M;10
11582;28;Wrzeszcz Górny;M;51
11583;21;Jasień;F;5
11584;9;VII Dwór;M;36
11585;7;Wrzeszcz Górny;F;53
11586;10;Zaspa Młyniec;F;14
11587;20;Wrzeszcz Dolny;F;31
11588;11;Kokoszki;F;40
11589;1;Nowy Port;F;32
11590;18;Ujeścisko-Łostowice;M;39
11591;6;Suchanino;F;38
11592;1;Orunia-Św.Wojciech-Lipce;F;41
11593;28;Wrzeszcz Górny;F;51
11594;24;VII Dwór;M;37
11596;15;Piecki-Migowo;F;44
11597;10;Zaspa Rozstaje;M;43
11598;20;Zaspa Młyniec;M;38
11599;21;Jasień;F;10
11600;18;Chełm;F;39
11601;11;Kokoszki;M;6
11602;4;Przymorze Wielkie;F;21
11603;20;Zaspa Młyniec;F;39
11605;7;Wrzeszcz Dolny;M;63
11606;17;Chełm;F;10
11607;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;61
11608;1;Wrzeszcz Górny;F;36
11609;16;Orunia Górna - Gdańsk Południe;M;17
11610;6;Chełm;M;6
11611;1;Kokoszki;F;9
11612;1;Orunia-Św.Wojciech-Lipce;F;8
11613;8;Osowa;F;32
11615;13;Zaspa Rozstaje;F;81
11616;6;Chełm;M;38
11617;7;Przymorze Wielkie;F;54
11618;15;Piecki-Migowo;M;7
11619;6;Wrzeszcz Górny;F;32
11620;5;Wrzeszcz Dolny;M;19
11621;5;Przymorze Małe;F;43
11622;1;Chełm;F;68
11623;18;Ujeścisko-Łostowice;M;59
11624;11;Jasień;F;34
11625;7;Brzeźno;F;56
11626;9;VII Dwór;M;0
11628;1;Zaspa Młyniec;F;42
11629;1;Zaspa Młyniec;F;45
11630;7;Aniołki;F;62
11631;26;Piecki-Migowo;M;10
11632;20;Chełm;F;30
11635;11;Jasień;M;34
11636;1;Brętowo;F;46
11637;8;Zaspa Młyniec;F;66
11638;1;Brętowo;M;48
11639;28;Oliwa;M;51
11640;18;Kokoszki;M;39
11641;7;Piecki-Migowo;F;12
11642;18;Orunia Górna - Gdańsk Południe;F;33
11643;21;Śródmieście;F;27
11644;27;Piecki-Migowo;F;39
11645;18;Ujeścisko-Łostowice;F;43
11646;1;Zaspa Rozstaje;F;54
11647;7;Piecki-Migowo;F;9
11648;23;Orunia-Św.Wojciech-Lipce;F;22
11649;1;Brętowo;F;33
11650;18;Orunia Górna - Gdańsk Południe;M;24
11651;6;Śródmieście;F;36
11652;2;Osowa;M;43
11653;12;Piecki-Migowo;M;47
11654;18;Ujeścisko-Łostowice;F;36
11655;6;Śródmieście;M;8
11656;4;Wrzeszcz Dolny;M;53
11657;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;40
11658;18;Ujeścisko-Łostowice;M;14
11659;1;Ujeścisko-Łostowice;F;40
11660;1;Brętowo;F;14
11661;14;Kokoszki;F;62
11662;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;81
11663;1;Wrzeszcz Górny;F;31
11664;21;Kokoszki;F;37
11665;7;Wrzeszcz Dolny;F;73
11666;9;Orunia Górna - Gdańsk Południe;F;22
11667;20;Wrzeszcz Górny;M;4
11668;6;Śródmieście;M;35
11669;1;Brętowo;M;6
11670;7;Przymorze Wielkie;M;25
11671;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;68
11672;20;Wrzeszcz Górny;M;36
11673;20;Zaspa Młyniec;M;22
11674;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;77
11675;1;Ujeścisko-Łostowice;M;8
11676;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;41
11677;1;Brętowo;M;1
11678;14;Kokoszki;M;63
11679;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
11680;1;Ujeścisko-Łostowice;M;48
11681;1;Ujeścisko-Łostowice;F;11
11682;23;Orunia Górna - Gdańsk Południe;F;18
11683;11;Piecki-Migowo;F;39
11684;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
11686;22;Piecki-Migowo;F;28
11687;1;Przymorze Wielkie;F;54
11688;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;69
11689;1;Brętowo;F;92
11690;6;Chełm;F;60
11691;22;Piecki-Migowo;M;1
11692;24;Osowa;M;80
11693;21;Jasień;M;32
11695;22;Piecki-Migowo;M;29
11696;1;Zaspa Młyniec;F;69
11697;17;Jasień;M;34
11698;20;Zaspa Młyniec;F;47
11699;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;30
11700;8;Zaspa Rozstaje;F;73
11701;7;Wrzeszcz Dolny;M;39
11702;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;96
11703;1;Młyniska;F;26
11704;1;Ujeścisko-Łostowice;M;36
11705;27;Wrzeszcz Górny;F;50
11706;2;Zaspa Młyniec;M;2
11707;1;Brętowo;M;40
11708;21;Jasień;F;56
11709;2;Zaspa Młyniec;F;3
11710;20;Zaspa Młyniec;F;75
11711;27;Wrzeszcz Górny;M;62
11712;14;Kokoszki;F;37
11713;9;Piecki-Migowo;M;29
11714;1;Siedlce;F;20
11715;14;Kokoszki;M;6
11716;7;Zaspa Młyniec;M;74
11717;7;Zaspa Młyniec;M;35
11718;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;12
11719;20;Wyspa Sobieszewska;M;28
11720;20;Kokoszki;F;41
11721;21;Ujeścisko-Łostowice;F;44
11722;1;Brętowo;M;5
11723;17;Orunia Górna - Gdańsk Południe;M;65
11724;1;Brętowo;F;33
11725;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;14
11726;6;Śródmieście;M;30
11727;7;Zaspa Młyniec;F;33
11728;1;Brętowo;F;8
11729;23;Chełm;F;41
11730;11;Ujeścisko-Łostowice;M;39
11731;23;Orunia Górna - Gdańsk Południe;F;53
11732;10;Orunia Górna - Gdańsk Południe;M;16
11733;6;Śródmieście;M;58
11734;9;Siedlce;F;40
11735;25;Stogi;F;49
11736;17;Orunia Górna - Gdańsk Południe;F;64
11737;13;Przymorze Małe;F;66
11738;6;Olszynka;F;39
11739;1;Śródmieście;F;11
11740;12;Piecki-Migowo;M;45
11741;27;Nowy Port;F;58
11742;26;Wrzeszcz Górny;F;41
11743;9;Wzgórze Mickiewicza;F;36
11744;1;Siedlce;M;42
11745;1;Zaspa Młyniec;F;28
11746;1;Brętowo;F;41
11747;26;Wrzeszcz Górny;F;15
11748;8;Oliwa;F;53
11749;1;Wzgórze Mickiewicza;M;40
11750;1;Matarnia;F;41
11751;1;Piecki-Migowo;F;14
11752;23;Ujeścisko-Łostowice;M;41
11753;1;Brętowo;M;47
11754;20;Zaspa Młyniec;F;72
11755;23;Ujeścisko-Łostowice;F;38
11756;18;Orunia Górna - Gdańsk Południe;M;16
11757;10;Wzgórze Mickiewicza;M;7
11758;1;Brętowo;M;41
11759;7;Zaspa Młyniec;F;68
11760;26;Przymorze Wielkie;F;38
11761;1;Brętowo;F;19
11762;7;Piecki-Migowo;M;34
11763;18;Orunia Górna - Gdańsk Południe;F;34
11764;20;Zaspa Młyniec;M;69
11765;1;Zaspa Rozstaje;F;17
11766;23;Ujeścisko-Łostowice;F;7
11767;18;Orunia Górna - Gdańsk Południe;M;36
11769;1;Siedlce;F;35
11770;1;Brętowo;F;39
11771;1;Wrzeszcz Dolny;F;30
11772;1;Osowa;F;54
11775;24;Piecki-Migowo;F;31
11776;7;Nowy Port;F;37
11777;1;Siedlce;M;36
11778;13;Przymorze Wielkie;M;86
11779;13;Zaspa Młyniec;M;60
11780;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
11783;26;Przymorze Wielkie;F;87
11785;18;Chełm;F;3
11786;2;Przymorze Małe;F;46
11787;27;Brzeźno;F;79
11788;3;Chełm;M;38
11789;17;Chełm;F;36
11790;26;Przeróbka;F;43
11791;17;Orunia Górna - Gdańsk Południe;M;43
11792;27;Brzeźno;M;45
11793;7;Wrzeszcz Dolny;M;35
11794;17;Orunia Górna - Gdańsk Południe;F;38
11795;3;Chełm;M;6
11796;18;Chełm;F;24
11797;9;Stogi;M;61
11798;7;Zaspa Rozstaje;M;38
11799;17;Orunia Górna - Gdańsk Południe;F;7
11801;17;Chełm;F;8
11802;28;Wrzeszcz Górny;F;49
11803;28;Stogi;M;27
11804;9;Wzgórze Mickiewicza;F;27
11805;23;Orunia Górna - Gdańsk Południe;M;52
11806;23;Orunia Górna - Gdańsk Południe;M;48
11808;21;Osowa;F;55
11809;10;Przymorze Wielkie;F;44
11810;14;Kokoszki;F;35
11811;9;Orunia-Św.Wojciech-Lipce;M;20
11812;14;Kokoszki;M;39
11813;28;Stogi;F;36
11814;27;Brzeźno;M;82
11815;6;Śródmieście;M;32
11816;20;VII Dwór;F;59
11817;2;Wrzeszcz Górny;M;33
11818;25;Nowy Port;F;44
11819;16;Piecki-Migowo;M;41
11821;1;Piecki-Migowo;M;39
11822;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;41
11823;28;Stogi;F;2
11824;15;Ujeścisko-Łostowice;M;43
11825;21;Osowa;F;53
11826;23;Aniołki;M;60
11827;13;Przymorze Wielkie;M;37
11828;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
11829;28;Stogi;M;12
11830;15;Ujeścisko-Łostowice;F;44
11831;5;Śródmieście;F;28
11832;20;VII Dwór;M;27
11833;13;Zaspa Młyniec;F;50
11835;18;Chełm;M;67
11836;20;Stogi;F;55
11837;28;Stogi;M;14
11838;24;Piecki-Migowo;F;28
11839;7;Wrzeszcz Górny;F;26
11840;6;Wzgórze Mickiewicza;M;33
11841;5;Nowy Port;M;26
11842;10;Piecki-Migowo;F;66
11843;9;Ujeścisko-Łostowice;M;17
11844;1;Chełm;M;21
11846;27;Aniołki;F;25
11847;7;Brzeźno;F;38
11848;26;Wrzeszcz Górny;F;10
11849;1;Jasień;M;35
11850;1;Piecki-Migowo;F;38
11851;1;Osowa;F;28
11852;1;Chełm;F;68
11853;1;Wrzeszcz Górny;F;48
11854;18;Orunia Górna - Gdańsk Południe;M;52
11855;18;Orunia Górna - Gdańsk Południe;M;24
11856;7;Piecki-Migowo;M;69
11857;19;Chełm;M;25
11858;26;Orunia-Św.Wojciech-Lipce;F;42
11859;27;Aniołki;M;20
11860;17;Wyspa Sobieszewska;F;27
11861;19;Orunia-Św.Wojciech-Lipce;F;42
11862;18;Chełm;M;55
11863;10;Piecki-Migowo;M;27
11864;1;Zaspa Młyniec;F;32
11865;7;Zaspa Rozstaje;F;38
11866;18;Chełm;M;43
11867;5;Chełm;F;37
11868;17;Wyspa Sobieszewska;F;62
11869;2;Przymorze Wielkie;M;47
11870;13;Zaspa Młyniec;M;53
11871;20;Suchanino;M;75
11873;1;Orunia Górna - Gdańsk Południe;M;40
11874;10;Zaspa Rozstaje;F;34
11875;1;Chełm;F;9
11876;13;Nowy Port;F;63
11877;13;Zaspa Rozstaje;F;46
11879;5;Chełm;M;6
11880;8;Jasień;M;21
11881;27;Śródmieście;F;54
11882;27;Brzeźno;F;50
11883;15;Piecki-Migowo;F;37
11884;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
11885;1;Śródmieście;F;33
11886;7;Suchanino;F;43
11888;1;Śródmieście;M;32
11889;6;Nowy Port;M;40
11890;7;Przeróbka;F;37
11891;7;Suchanino;M;35
11892;1;Oliwa;F;34
11893;27;Brzeźno;M;64
11894;7;Wrzeszcz Dolny;M;41
11895;17;Orunia Górna - Gdańsk Południe;F;35
11896;7;Suchanino;F;7
11897;7;Przeróbka;F;17
11898;21;Kokoszki;F;40
11899;10;Przymorze Małe;F;38
11900;8;Suchanino;F;74
11901;1;Śródmieście;F;33
11902;27;Śródmieście;M;35
11903;7;Przeróbka;M;38
11904;1;Piecki-Migowo;F;25
11905;5;Wzgórze Mickiewicza;M;28
11906;7;Piecki-Migowo;M;28
11907;21;Chełm;M;34
11908;16;Chełm;M;20
11909;18;Chełm;M;59
11910;14;Kokoszki;F;44
11911;8;Suchanino;M;76
11912;26;Zaspa Rozstaje;F;34
11913;7;Osowa;F;54
11914;17;Orunia Górna - Gdańsk Południe;M;37
11915;21;Jasień;F;32
11916;7;Przymorze Wielkie;M;76
11917;8;Strzyża;F;37
11918;7;Brzeźno;M;41
11919;7;Przymorze Wielkie;F;74
11920;20;Suchanino;M;17
11921;22;Matarnia;M;30
11922;7;Nowy Port;M;29
11923;7;Brzeźno;F;40
11924;7;Przymorze Wielkie;F;50
11925;23;Ujeścisko-Łostowice;M;38
11926;6;Nowy Port;M;12
11927;4;Nowy Port;M;30
11928;13;Zaspa Rozstaje;F;53
11929;9;Piecki-Migowo;F;24
11930;20;Jasień;F;40
11931;7;Zaspa Rozstaje;F;27
11932;23;Ujeścisko-Łostowice;F;37
11933;7;Brzeźno;F;9
11934;26;Ujeścisko-Łostowice;F;46
11935;9;Siedlce;F;51
11936;14;Matarnia;M;44
11937;23;Ujeścisko-Łostowice;M;9
11938;1;Wrzeszcz Górny;F;33
11939;18;Orunia Górna - Gdańsk Południe;F;47
11940;15;Piecki-Migowo;F;30
11942;10;Jasień;M;13
11943;20;Wyspa Sobieszewska;F;40
11944;23;Wrzeszcz Górny;F;46
11945;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;64
11946;1;Jasień;M;38
11947;9;Wrzeszcz Górny;M;32
11948;1;Orunia Górna - Gdańsk Południe;F;15
11949;7;Zaspa Młyniec;F;22
11950;7;Brzeźno;M;84
11951;21;Osowa;F;32
11952;23;Orunia Górna - Gdańsk Południe;F;29
11953;9;Orunia-Św.Wojciech-Lipce;M;29
11954;10;Oliwa;M;44
11955;15;Kokoszki;M;13
11956;20;Wyspa Sobieszewska;M;63
11957;10;Śródmieście;F;26
11958;6;Stogi;F;57
11959;27;Piecki-Migowo;F;31
11960;18;Ujeścisko-Łostowice;M;53
11961;1;Orunia Górna - Gdańsk Południe;F;45
11962;24;Przymorze Małe;F;51
11963;9;Przymorze Małe;F;32
11964;21;Osowa;F;11
11965;28;Siedlce;M;35
11966;24;Przymorze Małe;M;14
11967;1;Wrzeszcz Dolny;F;28
11968;7;Brzeźno;F;52
11969;15;Piecki-Migowo;M;28
11970;5;Siedlce;F;37
11971;8;Oliwa;M;57
11972;7;Piecki-Migowo;F;42
11973;24;Przymorze Małe;F;19
11974;17;Ujeścisko-Łostowice;F;38
11975;25;Piecki-Migowo;M;39
11976;18;Chełm;F;54
11978;24;Przymorze Małe;M;51
11979;8;Matarnia;F;67
11980;2;Zaspa Młyniec;M;72
11981;7;Piecki-Migowo;M;43
11982;7;Wrzeszcz Dolny;F;70
11983;26;Śródmieście;F;42
11984;20;Jasień;F;6
11985;27;Matarnia;M;71
11986;21;Aniołki;F;63
11987;26;Śródmieście;F;64
11988;1;Wrzeszcz Dolny;F;31
11989;7;Jasień;M;35
11990;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;89
11991;17;Ujeścisko-Łostowice;F;26
11992;26;Śródmieście;F;23
11993;4;Przymorze Wielkie;F;38
11994;14;Osowa;M;29
11995;14;Osowa;F;30
11996;17;Orunia-Św.Wojciech-Lipce;M;33
11997;1;Ujeścisko-Łostowice;F;9
11998;6;Wyspa Sobieszewska;M;42
11999;17;Orunia-Św.Wojciech-Lipce;M;41
12000;11;Jasień;M;37
12001;23;Orunia Górna - Gdańsk Południe;F;30
12002;10;Przymorze Małe;M;40
12003;5;Brętowo;F;39
12004;6;Wyspa Sobieszewska;F;42
12005;10;Zaspa Młyniec;F;10
12006;26;Ujeścisko-Łostowice;M;5
12007;18;Ujeścisko-Łostowice;F;34
12009;23;Aniołki;F;39
12010;18;Chełm;F;40
12011;1;Strzyża;F;56
12012;18;Chełm;F;43
12013;10;Zaspa Młyniec;M;4
12014;1;Przymorze Małe;M;27
12015;1;Zaspa Młyniec;M;38
12016;13;Wrzeszcz Górny;F;61
12017;20;Strzyża;F;36
12019;18;Śródmieście;M;38
12020;5;Brętowo;M;35
12021;21;Ujeścisko-Łostowice;F;11
12022;8;Oliwa;M;44
12023;2;Wrzeszcz Górny;F;22
12024;24;Krakowiec-Górki Zachodnie;F;25
12025;18;Chełm;M;46
12026;1;Wrzeszcz Dolny;F;46
12027;4;Wrzeszcz Górny;M;73
12028;18;Śródmieście;F;38
12029;22;Piecki-Migowo;F;29
12030;1;Krakowiec-Górki Zachodnie;M;2
12031;1;Przymorze Wielkie;F;26
12032;15;Piecki-Migowo;M;50
12033;2;Zaspa Rozstaje;F;40
12034;6;Wrzeszcz Górny;F;36
12035;10;Zaspa Młyniec;M;45
12036;6;Brętowo;F;33
12037;18;Chełm;M;11
12038;9;Siedlce;M;33
12039;2;Zaspa Rozstaje;M;32
12040;6;Wrzeszcz Górny;M;5
12041;1;Przymorze Małe;M;27
12042;9;Przymorze Wielkie;F;37
12043;12;Piecki-Migowo;M;68
12044;15;Piecki-Migowo;F;48
12045;20;Krakowiec-Górki Zachodnie;F;0
12046;18;Chełm;F;6
12047;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
12048;11;Ujeścisko-Łostowice;M;38
12050;18;Chełm;M;53
12051;9;Chełm;F;67
12052;19;Chełm;F;38
12053;5;Strzyża;F;33
12054;27;Krakowiec-Górki Zachodnie;M;75
12055;1;Wrzeszcz Górny;F;45
12056;17;Zaspa Młyniec;M;39
12057;1;Wzgórze Mickiewicza;F;0
12058;9;Siedlce;M;38
12059;13;Przymorze Wielkie;F;32
12060;9;Chełm;F;15
12061;1;Piecki-Migowo;M;64
12062;1;Wrzeszcz Dolny;F;33
12063;27;Krakowiec-Górki Zachodnie;M;25
12064;1;Wzgórze Mickiewicza;M;4
12065;25;Oliwa;M;30
12066;2;Wrzeszcz Dolny;F;31
12067;1;Wrzeszcz Górny;M;60
12068;10;Piecki-Migowo;M;48
12069;10;Zaspa Młyniec;F;43
12070;8;Jasień;F;48
12071;21;Chełm;F;12
12072;24;Brzeźno;F;32
12073;23;Orunia Górna - Gdańsk Południe;F;31
12075;7;Piecki-Migowo;M;5
12076;20;Śródmieście;M;48
12077;15;Piecki-Migowo;M;17
12078;26;Siedlce;F;38
12079;27;Przymorze Małe;F;35
12081;9;Aniołki;M;40
12082;6;Olszynka;M;5
12083;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;38
12084;6;Suchanino;F;34
12085;6;Olszynka;F;88
12086;2;Letnica;F;35
12087;9;Zaspa Młyniec;F;37
12088;23;Orunia Górna - Gdańsk Południe;M;63
12089;21;Jasień;M;29
12090;6;Olszynka;F;67
12091;6;Orunia Górna - Gdańsk Południe;F;45
12092;9;Chełm;F;31
12093;1;Wrzeszcz Górny;F;35
12095;23;Orunia-Św.Wojciech-Lipce;F;34
12096;21;Ujeścisko-Łostowice;F;36
12097;27;Orunia Górna - Gdańsk Południe;F;35
12098;1;Śródmieście;F;33
12099;15;Piecki-Migowo;M;19
12100;1;Brzeźno;F;27
12101;20;Suchanino;F;36
12102;13;Osowa;F;31
12104;23;Orunia Górna - Gdańsk Południe;F;59
12105;2;Letnica;M;44
12106;6;Olszynka;F;26
12107;18;Chełm;F;40
12108;27;Aniołki;F;43
12109;26;Przymorze Wielkie;F;59
12110;27;Wrzeszcz Dolny;F;66
12111;1;Stogi;M;35
12112;18;Orunia Górna - Gdańsk Południe;M;24
12113;18;Chełm;M;35
12114;6;Olszynka;F;93
12115;1;Śródmieście;F;9
12116;27;Stogi;F;55
12117;1;Śródmieście;M;1
12118;24;Wrzeszcz Górny;F;78
12119;23;Strzyża;M;29
12120;23;Orunia Górna - Gdańsk Południe;M;6
12121;24;Śródmieście;M;47
12122;18;Ujeścisko-Łostowice;F;9
12123;23;Ujeścisko-Łostowice;M;40
12124;13;Piecki-Migowo;M;34
12126;1;Wrzeszcz Górny;M;36
12127;6;Olszynka;F;32
12128;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;31
12129;23;Orunia Górna - Gdańsk Południe;F;5
12130;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;1
12131;1;Stogi;M;66
12132;9;Strzyża;M;39
12133;18;Ujeścisko-Łostowice;F;5
12134;21;Kokoszki;M;50
12135;23;Orunia Górna - Gdańsk Południe;M;1
12136;24;Śródmieście;F;14
12137;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
12138;21;Piecki-Migowo;F;78
12139;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;4
12140;23;Orunia Górna - Gdańsk Południe;M;38
12141;24;Śródmieście;M;9
12142;21;Piecki-Migowo;M;77
12143;24;Osowa;F;47
12144;9;Chełm;M;28
12145;23;Orunia Górna - Gdańsk Południe;F;30
12146;26;Siedlce;F;47
12147;21;Kokoszki;F;16
12148;21;Kokoszki;F;35
12149;24;Śródmieście;M;6
12150;21;Kokoszki;F;3
12151;20;Orunia Górna - Gdańsk Południe;F;29
12152;20;Przymorze Wielkie;F;8
12153;9;Siedlce;F;33
12154;2;Przymorze Wielkie;M;40
12155;21;Kokoszki;F;34
12156;21;Przymorze Małe;F;45
12157;24;Osowa;M;4
12158;24;Śródmieście;F;5
12159;18;Chełm;M;38
12160;21;Przymorze Małe;F;73
12161;5;Orunia Górna - Gdańsk Południe;F;40
12162;7;Wrzeszcz Dolny;F;34
12163;24;Osowa;M;12
12164;21;Przymorze Małe;M;81
12165;25;Piecki-Migowo;F;31
12166;27;Przymorze Małe;F;48
12167;21;Matarnia;F;48
12169;6;Olszynka;M;32
12170;22;Jasień;F;35
12171;24;Osowa;M;16
12172;18;Piecki-Migowo;F;39
12173;21;Matarnia;F;14
12174;18;Orunia Górna - Gdańsk Południe;F;41
12175;6;Śródmieście;F;31
12176;11;Jasień;M;5
12178;1;Śródmieście;M;41
12179;2;Letnica;F;41
12180;26;Zaspa Rozstaje;M;45
12181;18;Orunia Górna - Gdańsk Południe;M;8
12182;11;Jasień;M;8
12184;21;Matarnia;M;12
12185;12;Brętowo;M;24
12186;18;Orunia Górna - Gdańsk Południe;F;4
12187;2;Letnica;M;41
12188;1;Ujeścisko-Łostowice;F;30
12189;23;Wrzeszcz Górny;M;16
12190;2;Wrzeszcz Dolny;M;41
12191;1;Zaspa Młyniec;F;22
12192;5;Ujeścisko-Łostowice;F;29
12193;23;Jasień;M;49
12194;24;Śródmieście;F;63
12195;23;Wrzeszcz Górny;M;13
12196;23;Chełm;M;39
12197;7;Brzeźno;M;38
12198;5;Ujeścisko-Łostowice;M;1
12199;21;Wrzeszcz Dolny;F;78
12200;6;Śródmieście;F;37
12201;25;Oliwa;M;40
12202;18;Ujeścisko-Łostowice;F;29
12203;9;Wrzeszcz Górny;M;26
12204;2;Letnica;M;7
12205;21;Matarnia;M;51
12206;1;Przymorze Wielkie;M;78
12207;21;Jasień;M;35
12208;1;Śródmieście;M;35
12209;4;Siedlce;M;44
12210;18;Chełm;M;42
12211;11;Ujeścisko-Łostowice;F;46
12212;27;Przymorze Wielkie;F;57
12213;17;Orunia-Św.Wojciech-Lipce;F;53
12214;1;Stogi;F;60
12215;18;Chełm;F;42
12216;7;Wrzeszcz Dolny;F;33
12217;1;Śródmieście;F;62
12218;9;Oliwa;M;35
12219;2;Letnica;M;4
12220;6;Przymorze Małe;F;60
12221;6;Chełm;M;37
12222;17;Piecki-Migowo;M;68
12223;23;Kokoszki;M;42
12224;15;Wrzeszcz Górny;F;54
12225;27;Siedlce;F;44
12226;22;Chełm;M;43
12228;10;Przymorze Małe;M;36
12229;27;Chełm;F;46
12230;27;Orunia Górna - Gdańsk Południe;M;55
12232;27;Przymorze Małe;F;39
12233;1;Przymorze Małe;F;9
12234;1;Chełm;M;29
12235;10;Przymorze Małe;M;5
12236;10;Zaspa Rozstaje;M;51
12237;28;Zaspa Młyniec;F;23
12238;18;Orunia Górna - Gdańsk Południe;F;32
12239;27;Aniołki;M;43
12240;10;Przymorze Małe;M;5
12241;11;Ujeścisko-Łostowice;M;39
12242;23;Siedlce;M;28
12244;9;Wrzeszcz Dolny;M;37
12245;4;Brętowo;F;28
12246;1;Wrzeszcz Górny;F;39
12247;9;Wrzeszcz Górny;F;25
12248;9;Wrzeszcz Górny;M;26
12249;1;Ujeścisko-Łostowice;F;35
12250;17;Suchanino;M;40
12251;1;Ujeścisko-Łostowice;M;40
12252;28;Wrzeszcz Dolny;F;47
12253;12;Piecki-Migowo;M;38
12254;22;Piecki-Migowo;F;36
12255;23;Orunia-Św.Wojciech-Lipce;F;39
12256;1;Chełm;F;44
12257;18;Chełm;F;46
12258;7;Wrzeszcz Dolny;M;38
12259;21;Zaspa Rozstaje;M;39
12260;1;Ujeścisko-Łostowice;F;40
12261;1;Kokoszki;F;19
12262;7;Chełm;F;41
12263;18;Orunia-Św.Wojciech-Lipce;F;52
12264;18;Ujeścisko-Łostowice;M;36
12265;23;Chełm;M;32
12266;17;Orunia-Św.Wojciech-Lipce;F;32
12267;26;Chełm;M;52
12268;1;Chełm;F;43
12269;26;Chełm;M;28
12270;11;Orunia Górna - Gdańsk Południe;F;37
12272;23;Chełm;M;35
12273;1;Chełm;F;40
12277;14;Chełm;F;31
12279;8;Suchanino;F;28
12280;26;Jasień;F;52
12281;6;Śródmieście;F;62
12282;11;Jasień;M;35
12283;11;Ujeścisko-Łostowice;M;8
12284;18;Orunia Górna - Gdańsk Południe;F;29
12285;7;Wrzeszcz Dolny;M;37
12286;6;Śródmieście;F;36
12287;18;Strzyża;M;27
12288;18;Jasień;F;6
12289;15;Wrzeszcz Dolny;M;15
12290;28;Brętowo;F;69
12291;11;Ujeścisko-Łostowice;M;11
12292;14;Osowa;F;41
12293;10;Przymorze Wielkie;M;35
12294;1;Suchanino;F;5
12295;24;Przymorze Małe;F;37
12296;26;Chełm;F;60
12297;21;Oliwa;F;24
12298;18;Kokoszki;M;38
12299;12;Piecki-Migowo;F;35
12300;6;Śródmieście;F;3
12301;1;Brzeźno;F;28
12302;24;Przymorze Małe;F;0
12303;6;Śródmieście;M;37
12304;6;Ujeścisko-Łostowice;F;39
12305;1;Ujeścisko-Łostowice;F;9
12306;1;Kokoszki;F;45
12307;9;Chełm;M;37
12308;1;Ujeścisko-Łostowice;F;40
12309;27;Przymorze Małe;M;39
12311;9;Siedlce;F;49
12312;19;Ujeścisko-Łostowice;M;32
12313;2;Przymorze Małe;M;51
12314;23;Orunia Górna - Gdańsk Południe;F;49
12315;9;Brzeźno;M;46
12317;26;Ujeścisko-Łostowice;F;50
12319;2;Suchanino;M;10
12320;7;Zaspa Młyniec;M;32
12322;27;Zaspa Młyniec;F;66
12324;18;Chełm;M;36
12325;20;Nowy Port;M;44
12326;8;Zaspa Młyniec;F;32
12327;7;Zaspa Młyniec;F;33
12328;20;Nowy Port;F;28
12329;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;23
12331;21;Jasień;F;15
12333;6;Olszynka;F;42
12334;6;Piecki-Migowo;F;33
12335;6;Ujeścisko-Łostowice;M;42
12336;23;Chełm;M;47
12337;7;Zaspa Młyniec;M;8
12339;27;Siedlce;F;60
12340;5;Piecki-Migowo;F;37
12341;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;28
12342;18;Piecki-Migowo;F;35
12343;7;Zaspa Młyniec;F;5
12344;18;Ujeścisko-Łostowice;F;40
12345;13;Zaspa Rozstaje;F;33
12346;1;Wzgórze Mickiewicza;F;59
12347;18;Chełm;F;36
12348;7;Zaspa Młyniec;M;40
12349;10;Zaspa Młyniec;M;40
12350;18;Chełm;M;69
12351;27;Jasień;F;53
12352;17;Piecki-Migowo;F;3
12353;7;Zaspa Rozstaje;F;25
12354;22;Ujeścisko-Łostowice;M;12
12355;10;Zaspa Młyniec;F;39
12356;1;Przymorze Wielkie;M;23
12357;26;Siedlce;M;56
12358;5;Piecki-Migowo;F;8
12359;17;Jasień;F;36
12360;7;Wrzeszcz Górny;F;44
12361;21;Osowa;F;70
12362;17;Jasień;M;35
12363;5;Piecki-Migowo;F;1
12364;7;Wrzeszcz Górny;M;31
12365;18;Ujeścisko-Łostowice;M;34
12366;27;Brętowo;F;37
12367;21;Osowa;M;68
12369;14;Nowy Port;M;33
12370;5;Piecki-Migowo;F;6
12371;5;Piecki-Migowo;M;39
12372;18;Jasień;F;40
12373;18;Chełm;F;35
12374;2;Zaspa Młyniec;F;43
12375;23;Chełm;M;37
12376;24;Suchanino;M;27
12378;11;Jasień;F;34
12379;7;Zaspa Młyniec;F;42
12380;11;Jasień;F;36
12381;18;Wyspa Sobieszewska;M;35
12382;27;Piecki-Migowo;M;42
12383;26;Zaspa Młyniec;F;11
12384;6;Olszynka;F;41
12385;6;Śródmieście;F;23
12386;1;Brętowo;F;59
12387;6;Olszynka;M;11
12388;27;Piecki-Migowo;F;42
12389;6;Letnica;M;74
12391;18;Chełm;M;37
12392;2;Ujeścisko-Łostowice;F;67
12393;1;Przymorze Wielkie;M;31
12394;6;Jasień;F;39
12395;22;Chełm;M;50
12396;6;Olszynka;F;10
12397;1;Ujeścisko-Łostowice;F;31
12398;7;Wrzeszcz Górny;F;37
12399;1;Jasień;F;33
12400;6;Letnica;F;74
12401;22;Wzgórze Mickiewicza;F;31
12402;9;Stogi;F;58
12403;7;Brzeźno;M;70
12404;6;Stogi;F;50
12405;6;Śródmieście;M;44
12406;1;Przymorze Wielkie;F;35
12407;9;Piecki-Migowo;M;36
12408;27;Aniołki;M;47
12409;18;Chełm;M;8
12410;7;Wrzeszcz Górny;M;39
12411;14;Oliwa;F;61
12412;21;Kokoszki;F;48
12413;8;Aniołki;M;44
12414;26;Przymorze Małe;F;74
12415;17;Piecki-Migowo;M;34
12416;4;VII Dwór;M;85
12417;17;Orunia-Św.Wojciech-Lipce;F;54
12418;18;Chełm;F;3
12419;1;Piecki-Migowo;F;35
12420;21;Kokoszki;F;75
12421;1;Piecki-Migowo;M;42
12422;1;Piecki-Migowo;F;29
12423;2;Nowy Port;M;24
12424;10;Zaspa Młyniec;M;7
12425;2;VII Dwór;M;84
12426;21;Kokoszki;M;52
12427;7;Wrzeszcz Górny;F;35
12428;10;Zaspa Rozstaje;M;40
12429;4;Kokoszki;M;69
12430;26;Wrzeszcz Górny;M;39
12431;27;Siedlce;M;39
12432;7;Orunia-Św.Wojciech-Lipce;M;52
12433;5;VII Dwór;F;80
12434;6;Stogi;F;34
12435;12;Piecki-Migowo;F;7
12436;4;Kokoszki;F;65
12437;14;Kokoszki;F;17
12438;1;Ujeścisko-Łostowice;M;31
12439;1;Ujeścisko-Łostowice;M;37
12440;11;Jasień;F;39
12441;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;20
12443;18;Chełm;M;38
12444;7;Wrzeszcz Górny;F;1
12445;23;Orunia Górna - Gdańsk Południe;F;35
12446;23;Orunia Górna - Gdańsk Południe;F;38
12447;12;Piecki-Migowo;F;5
12448;20;Wrzeszcz Górny;F;39
12449;22;Jasień;F;35
12451;7;Brzeźno;F;67
12452;26;Jasień;F;23
12453;18;Chełm;F;38
12454;21;Jasień;M;37
12456;20;Brętowo;F;28
12457;7;Młyniska;F;57
12458;11;Orunia Górna - Gdańsk Południe;M;36
12459;1;Piecki-Migowo;M;46
12460;18;Osowa;M;36
12461;6;Wrzeszcz Górny;M;83
12462;20;Brętowo;F;0
12463;11;Jasień;F;37
12464;22;Suchanino;F;37
12465;1;Jasień;M;26
12466;10;Zaspa Młyniec;M;12
12467;1;Ujeścisko-Łostowice;M;60
12468;13;Przymorze Małe;M;38
12469;20;Brętowo;M;35
12470;18;Jasień;M;28
12471;18;Ujeścisko-Łostowice;F;48
12472;6;Wrzeszcz Górny;F;78
12473;1;Chełm;M;44
12474;1;Oliwa;F;38
12475;12;Wrzeszcz Górny;F;2
12476;1;Ujeścisko-Łostowice;F;37
12477;1;Osowa;M;64
12478;7;Wrzeszcz Dolny;M;69
12479;27;Brętowo;F;19
12480;1;Osowa;F;57
12481;6;Śródmieście;F;87
12482;26;Brętowo;F;39
12483;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
12484;18;Ujeścisko-Łostowice;M;31
12485;28;Wrzeszcz Dolny;F;32
12486;5;Stogi;F;69
12487;21;Ujeścisko-Łostowice;F;49
12488;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
12489;18;Ujeścisko-Łostowice;F;30
12490;14;Kokoszki;M;62
12491;14;Matarnia;M;41
12492;26;Wrzeszcz Górny;M;13
12493;21;Jasień;F;33
12494;12;Piecki-Migowo;M;68
12495;15;Wrzeszcz Górny;M;43
12496;1;Stogi;F;65
12497;21;Kokoszki;M;48
12498;18;Ujeścisko-Łostowice;M;5
12499;6;Suchanino;F;31
12500;1;Osowa;F;47
12501;5;Stogi;F;43
12502;23;Orunia Górna - Gdańsk Południe;M;52
12503;17;Orunia-Św.Wojciech-Lipce;F;57
12504;18;Ujeścisko-Łostowice;M;3
12505;1;Orunia-Św.Wojciech-Lipce;M;58
12506;1;Ujeścisko-Łostowice;F;23
12507;1;Stogi;M;69
12508;21;Nowy Port;F;65
12509;5;Stogi;F;71
12510;6;Piecki-Migowo;F;34
12511;17;Orunia Górna - Gdańsk Południe;F;26
12512;18;Orunia Górna - Gdańsk Południe;M;39
12513;6;Stogi;F;69
12514;13;Orunia Górna - Gdańsk Południe;F;69
12515;9;Wrzeszcz Górny;M;17
12516;6;Suchanino;F;3
12517;5;Jasień;F;37
12518;2;Jasień;F;2
12519;9;Piecki-Migowo;F;29
12520;26;Zaspa Rozstaje;F;47
12521;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;34
12522;1;Piecki-Migowo;M;2
12523;5;Ujeścisko-Łostowice;F;14
12524;17;Orunia Górna - Gdańsk Południe;M;43
12525;17;Orunia-Św.Wojciech-Lipce;M;32
12526;1;Przymorze Wielkie;F;73
12527;5;Stogi;F;43
12528;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;40
12529;27;Jasień;M;6
12530;22;Piecki-Migowo;M;45
12531;20;Zaspa Młyniec;F;68
12532;18;Chełm;F;43
12533;1;Nowy Port;F;44
12534;5;Stogi;F;68
12535;17;Orunia Górna - Gdańsk Południe;F;81
12536;1;Matarnia;F;26
12537;7;Wrzeszcz Dolny;F;67
12538;7;Piecki-Migowo;F;29
12539;14;Przymorze Małe;F;47
12540;18;Orunia Górna - Gdańsk Południe;M;64
12541;18;Orunia Górna - Gdańsk Południe;M;18
12542;7;Przymorze Wielkie;F;42
12543;21;Jasień;F;4
12544;23;Orunia Górna - Gdańsk Południe;F;51
12545;1;Orunia-Św.Wojciech-Lipce;F;47
12546;18;Śródmieście;F;25
12547;17;Brętowo;M;63
12548;14;Przymorze Małe;F;23
12549;26;Śródmieście;F;43
12550;11;Orunia Górna - Gdańsk Południe;F;61
12551;28;Osowa;F;30
12552;2;Jasień;F;20
12553;17;Orunia Górna - Gdańsk Południe;M;65
12554;20;Piecki-Migowo;F;70
12555;14;Matarnia;F;42
12556;5;Ujeścisko-Łostowice;F;15
12557;21;Jasień;M;37
12558;15;Piecki-Migowo;M;60
12559;9;Suchanino;M;35
12560;17;Orunia Górna - Gdańsk Południe;F;62
12561;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;56
12562;11;Orunia Górna - Gdańsk Południe;M;29
12563;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;63
12564;25;Orunia Górna - Gdańsk Południe;F;48
12565;5;Wrzeszcz Dolny;M;50
12566;14;Matarnia;F;15
12567;26;Śródmieście;M;9
12568;15;Siedlce;M;15
12569;1;Zaspa Młyniec;M;24
12570;15;Piecki-Migowo;F;60
12572;14;Matarnia;M;11
12573;18;Chełm;M;7
12574;18;Orunia Górna - Gdańsk Południe;F;28
12575;26;Brętowo;F;57
12576;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;56
12577;18;Piecki-Migowo;M;68
12578;27;Piecki-Migowo;M;67
12579;27;Piecki-Migowo;F;62
12580;14;Matarnia;F;4
12581;25;Przymorze Małe;F;78
12582;1;Przymorze Wielkie;M;84
12583;11;Piecki-Migowo;M;34
12584;1;Zaspa Młyniec;M;72
12585;2;Przymorze Wielkie;F;7
12586;1;Siedlce;F;38
12587;26;Aniołki;M;25
12588;2;Zaspa Młyniec;M;51
12589;14;Kokoszki;F;56
12590;9;Piecki-Migowo;F;16
12591;17;Orunia-Św.Wojciech-Lipce;F;59
12592;23;Orunia Górna - Gdańsk Południe;F;17
12594;17;Orunia-Św.Wojciech-Lipce;M;60
12595;18;Piecki-Migowo;F;45
12596;9;Piecki-Migowo;F;39
12597;23;Wrzeszcz Górny;M;39
12598;25;Orunia Górna - Gdańsk Południe;M;52
12601;9;Zaspa Rozstaje;M;37
12603;20;Wyspa Sobieszewska;F;14
12604;4;VII Dwór;F;70
12605;9;Ujeścisko-Łostowice;F;41
12606;4;VII Dwór;F;70
12607;9;Ujeścisko-Łostowice;M;14
12608;2;Nowy Port;M;12
12609;27;VII Dwór;F;58
12610;1;Wyspa Sobieszewska;F;42
12611;4;VII Dwór;M;79
12612;4;VII Dwór;M;70
12613;12;Piecki-Migowo;M;64
12614;17;Nowy Port;M;51
12615;13;Nowy Port;F;47
12616;1;Zaspa Młyniec;M;7
12617;11;Ujeścisko-Łostowice;M;35
12618;1;Orunia-Św.Wojciech-Lipce;F;15
12619;18;Orunia-Św.Wojciech-Lipce;M;52
12620;1;Kokoszki;F;48
12621;1;VII Dwór;F;80
12622;6;Stogi;M;47
12623;4;VII Dwór;F;80
12624;1;Kokoszki;M;48
12625;1;VII Dwór;F;50
12626;1;Zaspa Młyniec;F;4
12627;4;VII Dwór;F;79
12628;18;Ujeścisko-Łostowice;F;33
12629;1;VII Dwór;F;15
12630;10;Przymorze Małe;M;39
12631;17;Orunia-Św.Wojciech-Lipce;F;69
12632;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;42
12633;1;Oliwa;F;34
12634;27;Siedlce;F;7
12635;6;Przymorze Wielkie;M;45
12636;8;Osowa;F;43
12637;9;Śródmieście;M;48
12638;18;Ujeścisko-Łostowice;F;28
12639;1;Przymorze Małe;F;35
12641;1;Zaspa Rozstaje;F;41
12643;6;Zaspa Rozstaje;M;39
12644;26;Wzgórze Mickiewicza;F;32
12645;20;Suchanino;F;39
12646;23;Orunia Górna - Gdańsk Południe;F;48
12648;17;Orunia-Św.Wojciech-Lipce;M;55
12649;7;Wrzeszcz Dolny;M;64
12650;7;Wrzeszcz Dolny;F;75
12651;6;Stogi;F;52
12652;23;Orunia Górna - Gdańsk Południe;M;48
12653;1;Osowa;F;23
12654;25;Oliwa;F;64
12655;4;VII Dwór;F;68
12656;9;Suchanino;M;5
12657;23;VII Dwór;M;30
12658;27;Zaspa Młyniec;M;42
12659;18;Jasień;M;32
12660;7;Wrzeszcz Dolny;F;63
12661;26;Wzgórze Mickiewicza;M;75
12663;6;Przymorze Małe;M;65
12664;1;Wzgórze Mickiewicza;F;73
12665;7;Brzeźno;M;44
12666;4;VII Dwór;M;68
12667;1;Piecki-Migowo;M;32
12668;20;Suchanino;M;5
12669;6;Olszynka;M;70
12670;11;Jasień;F;46
12671;17;Orunia-Św.Wojciech-Lipce;F;48
12672;6;Olszynka;F;30
12674;6;Ujeścisko-Łostowice;F;40
12675;26;Zaspa Rozstaje;F;45
12676;20;Orunia-Św.Wojciech-Lipce;M;27
12677;25;Osowa;F;41
12678;18;Chełm;M;10
12679;11;Jasień;F;22
12680;11;Jasień;M;41
12681;11;Jasień;M;25
12682;23;Orunia-Św.Wojciech-Lipce;M;63
12683;18;Chełm;M;39
12684;2;Zaspa Młyniec;F;25
12685;6;Olszynka;M;55
12686;7;Zaspa Młyniec;M;36
12687;6;Olszynka;F;94
12688;5;Stogi;F;40
12689;4;VII Dwór;M;40
12690;5;Stogi;M;62
12691;1;VII Dwór;F;33
12692;24;Stogi;M;51
12693;26;Zaspa Młyniec;F;54
12694;17;Orunia-Św.Wojciech-Lipce;M;74
12695;4;VII Dwór;F;40
12696;6;VII Dwór;M;32
12697;4;VII Dwór;F;63
12698;18;Chełm;M;9
12699;7;VII Dwór;F;82
12700;2;Zaspa Młyniec;M;25
12701;1;Stogi;M;28
12702;1;Piecki-Migowo;M;39
12703;5;Stogi;F;64
12704;6;Olszynka;F;32
12705;26;Piecki-Migowo;F;55
12707;2;Wrzeszcz Dolny;F;26
12709;6;Stogi;F;64
12710;17;Orunia-Św.Wojciech-Lipce;M;61
12711;14;Osowa;M;44
12712;18;Chełm;M;1
12713;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;52
12715;6;Olszynka;F;1
12716;27;Chełm;F;27
12717;5;Stogi;F;27
12718;17;Orunia-Św.Wojciech-Lipce;F;71
12719;13;Oliwa;M;37
12720;6;Stogi;F;29
12721;24;Stogi;F;48
12722;9;Wrzeszcz Górny;M;32
12723;7;Wrzeszcz Dolny;F;52
12724;17;Orunia-Św.Wojciech-Lipce;M;74
12726;1;Ujeścisko-Łostowice;F;40
12727;9;Orunia-Św.Wojciech-Lipce;F;53
12728;7;Zaspa Młyniec;F;36
12729;18;Orunia Górna - Gdańsk Południe;M;29
12730;10;Piecki-Migowo;F;43
12731;4;VII Dwór;F;78
12732;6;Olszynka;M;36
12733;9;Wrzeszcz Górny;F;32
12734;17;Orunia-Św.Wojciech-Lipce;F;64
12735;21;Osowa;M;35
12736;11;Kokoszki;M;62
12737;9;Orunia-Św.Wojciech-Lipce;M;59
12738;7;Brzeźno;F;56
12739;18;Orunia Górna - Gdańsk Południe;F;29
12740;14;Osowa;M;13
12741;15;Siedlce;F;66
12742;11;Kokoszki;F;57
12743;17;Orunia-Św.Wojciech-Lipce;F;59
12744;17;Orunia Górna - Gdańsk Południe;F;75
12745;18;Orunia Górna - Gdańsk Południe;M;35
12747;4;VII Dwór;M;81
12748;5;Stogi;F;12
12749;17;Orunia-Św.Wojciech-Lipce;F;87
12750;21;Osowa;M;8
12751;5;Stogi;F;39
12752;5;Stogi;M;68
12753;23;Ujeścisko-Łostowice;M;29
12754;17;Siedlce;F;43
12755;18;Chełm;M;38
12756;26;Zaspa Rozstaje;F;43
12757;9;Piecki-Migowo;F;43
12758;18;Jasień;M;35
12759;9;Piecki-Migowo;F;40
12760;5;Stogi;F;14
12761;21;Osowa;M;6
12762;1;Wrzeszcz Górny;M;6
12763;6;Stogi;F;65
12764;12;Piecki-Migowo;F;24
12765;14;Osowa;F;42
12766;15;Strzyża;M;44
12767;9;Zaspa Rozstaje;M;69
12768;26;Zaspa Rozstaje;F;66
12769;1;Orunia-Św.Wojciech-Lipce;F;66
12770;17;Orunia-Św.Wojciech-Lipce;M;21
12771;18;Chełm;F;44
12772;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;31
12773;5;Stogi;M;42
12774;15;Siedlce;F;18
12775;9;Brzeźno;F;44
12776;15;Piecki-Migowo;F;65
12778;1;Wrzeszcz Górny;F;0
12779;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;58
12780;9;Piecki-Migowo;M;48
12781;26;Zaspa Rozstaje;M;66
12782;7;Osowa;M;59
12783;9;Siedlce;M;18
12784;8;Piecki-Migowo;M;43
12785;2;Brętowo;M;42
12786;8;Osowa;F;42
12788;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;50
12790;9;Brzeźno;F;13
12791;17;Orunia-Św.Wojciech-Lipce;F;60
12792;23;Orunia Górna - Gdańsk Południe;F;37
12794;27;Wrzeszcz Górny;F;38
12795;9;Zaspa Rozstaje;F;62
12796;17;Orunia-Św.Wojciech-Lipce;M;61
12797;2;Nowy Port;M;0
12798;27;Strzyża;F;44
12799;27;Śródmieście;F;50
12801;18;Ujeścisko-Łostowice;F;30
12802;1;Śródmieście;F;31
12803;17;Orunia-Św.Wojciech-Lipce;M;62
12804;23;Orunia Górna - Gdańsk Południe;M;38
12805;1;VII Dwór;F;40
12807;6;Chełm;F;48
12808;9;Brzeźno;F;19
12809;8;Osowa;M;72
12810;17;Jasień;M;39
12811;23;Orunia Górna - Gdańsk Południe;M;11
12812;10;Śródmieście;M;43
12813;27;Strzyża;M;7
12814;9;Przymorze Wielkie;F;50
12815;18;Jasień;F;31
12816;7;Stogi;F;26
12817;23;Chełm;M;41
12818;1;Brętowo;F;42
12819;8;Osowa;F;71
12820;11;Wzgórze Mickiewicza;M;63
12821;12;Piecki-Migowo;M;6
12822;1;Chełm;F;13
12823;4;Jasień;M;35
12824;15;Piecki-Migowo;M;81
12825;23;Orunia Górna - Gdańsk Południe;F;9
12826;6;Stogi;M;26
12827;18;Orunia Górna - Gdańsk Południe;F;32
12828;6;Ujeścisko-Łostowice;F;7
12829;10;Piecki-Migowo;M;45
12830;2;Orunia-Św.Wojciech-Lipce;M;64
12831;7;Wrzeszcz Dolny;M;26
12832;1;Wrzeszcz Górny;F;36
12833;1;VII Dwór;F;66
12834;9;Piecki-Migowo;F;73
12835;1;Osowa;F;37
12836;1;Brętowo;F;8
12837;26;Chełm;M;49
12838;12;Piecki-Migowo;F;40
12839;23;Ujeścisko-Łostowice;M;66
12840;8;VII Dwór;F;72
12841;18;Orunia Górna - Gdańsk Południe;M;43
12842;2;Śródmieście;M;13
12843;18;Orunia Górna - Gdańsk Południe;F;30
12844;27;Zaspa Młyniec;F;73
12845;7;Wrzeszcz Dolny;M;29
12846;17;Orunia-Św.Wojciech-Lipce;M;43
12847;18;Orunia Górna - Gdańsk Południe;F;36
12848;18;Orunia Górna - Gdańsk Południe;M;42
12849;21;Osowa;F;40
12850;15;Zaspa Młyniec;M;82
12851;18;Orunia Górna - Gdańsk Południe;M;5
12852;2;Wrzeszcz Dolny;M;66
12853;18;Orunia Górna - Gdańsk Południe;M;4
12854;1;Brętowo;F;15
12855;11;Wrzeszcz Górny;F;3
12856;18;Orunia Górna - Gdańsk Południe;M;3
12857;7;Osowa;M;31
12858;27;Zaspa Rozstaje;F;48
12859;1;VII Dwór;M;69
12860;11;Ujeścisko-Łostowice;F;34
12861;24;Przymorze Wielkie;M;5
12862;17;Wzgórze Mickiewicza;M;61
12863;17;Orunia-Św.Wojciech-Lipce;F;31
12864;1;Osowa;F;31
12865;14;Osowa;M;35
12866;27;Piecki-Migowo;F;74
12867;11;Ujeścisko-Łostowice;F;73
12868;18;Orunia Górna - Gdańsk Południe;F;0
12869;17;Orunia-Św.Wojciech-Lipce;F;71
12870;11;Ujeścisko-Łostowice;M;42
12871;24;Przymorze Wielkie;F;2
12872;4;VII Dwór;F;82
12873;1;Śródmieście;F;74
12874;7;Brzeźno;F;21
12875;9;Brętowo;F;21
12876;7;Brzeźno;M;22
12877;18;Chełm;M;37
12878;2;Wrzeszcz Dolny;F;71
12879;18;Chełm;M;38
12880;27;Wrzeszcz Górny;F;36
12881;7;Wrzeszcz Dolny;F;29
12882;18;Jasień;M;31
12883;26;Chełm;M;12
12884;17;Orunia-Św.Wojciech-Lipce;F;1
12885;4;Wrzeszcz Górny;F;85
12886;21;Osowa;M;22
12887;1;Ujeścisko-Łostowice;F;10
12888;6;Stogi;M;23
12889;17;Wzgórze Mickiewicza;F;65
12890;12;Wrzeszcz Górny;F;72
12891;18;Orunia Górna - Gdańsk Południe;M;40
12892;1;Wrzeszcz Górny;F;9
12893;12;Piecki-Migowo;F;30
12894;18;Chełm;F;66
12895;12;Piecki-Migowo;F;64
12896;1;Ujeścisko-Łostowice;M;64
12897;4;Osowa;M;35
12898;1;Olszynka;M;27
12899;6;Śródmieście;F;62
12900;11;Orunia Górna - Gdańsk Południe;F;64
12901;1;Ujeścisko-Łostowice;F;59
12902;26;Śródmieście;F;20
12903;14;Osowa;M;16
12904;17;Orunia-Św.Wojciech-Lipce;M;54
12905;5;Suchanino;F;28
12906;2;Piecki-Migowo;M;59
12907;5;Stogi;F;57
12908;17;Orunia-Św.Wojciech-Lipce;F;52
12909;22;Jasień;F;30
12910;12;Piecki-Migowo;F;3
12911;11;Stogi;F;32
12912;6;Stogi;F;91
12913;14;Kokoszki;F;23
12914;6;Stogi;F;83
12915;27;Brzeźno;F;40
12916;7;Przymorze Małe;M;35
12917;11;Wzgórze Mickiewicza;F;62
12918;13;Przymorze Małe;M;60
12919;7;Osowa;M;34
12921;26;Oliwa;F;34
12923;12;Piecki-Migowo;M;0
12924;23;Orunia-Św.Wojciech-Lipce;F;65
12925;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
12926;1;Piecki-Migowo;F;42
12927;11;Orunia Górna - Gdańsk Południe;M;65
12928;14;Osowa;M;32
12929;11;Ujeścisko-Łostowice;F;40
12930;17;Orunia-Św.Wojciech-Lipce;F;60
12931;12;Piecki-Migowo;M;30
12932;18;Ujeścisko-Łostowice;M;36
12933;18;Ujeścisko-Łostowice;F;36
12934;27;Kokoszki;F;56
12935;11;Stogi;F;53
12936;14;Matarnia;M;67
12937;18;Ujeścisko-Łostowice;F;30
12938;1;Strzyża;F;56
12939;12;Piecki-Migowo;M;35
12940;26;Wrzeszcz Górny;F;22
12941;10;Zaspa Rozstaje;M;36
12942;12;Piecki-Migowo;F;34
12943;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
12944;20;Zaspa Młyniec;F;44
12945;17;Orunia-Św.Wojciech-Lipce;F;78
12946;7;Piecki-Migowo;M;46
12947;13;Przymorze Małe;F;60
12948;9;Wyspa Sobieszewska;M;31
12949;6;Olszynka;F;56
12950;18;Kokoszki;F;35
12951;15;Piecki-Migowo;F;32
12952;11;Stogi;M;68
12953;5;Stogi;M;65
12954;17;Orunia-Św.Wojciech-Lipce;F;5
12955;6;Jasień;F;38
12956;2;Zaspa Młyniec;M;40
12957;17;Orunia-Św.Wojciech-Lipce;F;32
12958;12;Piecki-Migowo;F;0
12959;18;Chełm;M;51
12960;1;VII Dwór;F;41
12961;5;Orunia Górna - Gdańsk Południe;F;28
12962;1;Wrzeszcz Górny;M;3
12963;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;45
12964;1;Chełm;F;11
12965;7;Wrzeszcz Górny;M;31
12966;1;Wrzeszcz Górny;M;37
12967;25;Piecki-Migowo;F;69
12968;11;Jasień;M;26
12969;20;Ujeścisko-Łostowice;F;36
12970;12;Piecki-Migowo;M;2
12971;6;Olszynka;M;32
12972;5;Stogi;F;11
12973;5;Stogi;F;64
12974;9;Wyspa Sobieszewska;F;42
12975;18;Ujeścisko-Łostowice;M;53
12976;1;Kokoszki;F;36
12977;1;Jasień;F;31
12978;6;Piecki-Migowo;F;1
12979;17;Orunia-Św.Wojciech-Lipce;M;28
12980;19;Ujeścisko-Łostowice;M;42
12981;13;Zaspa Młyniec;M;52
12982;1;Zaspa Młyniec;F;47
12983;1;Śródmieście;F;37
12984;1;Jasień;M;7
12985;26;Śródmieście;F;37
12986;15;Piecki-Migowo;F;33
12987;6;Siedlce;M;56
12989;5;Stogi;M;54
12990;9;Stogi;F;42
12991;6;Stogi;F;65
12992;17;Orunia-Św.Wojciech-Lipce;M;10
12993;1;Jasień;M;6
12994;17;Piecki-Migowo;F;34
12995;24;Wrzeszcz Dolny;F;33
12996;1;Kokoszki;F;14
12997;11;Stogi;F;30
12998;17;Orunia-Św.Wojciech-Lipce;M;10
12999;6;Stogi;M;64
13000;6;Suchanino;M;65
13001;1;Jasień;M;1
13002;25;Stogi;M;44
13003;1;Siedlce;F;26
13004;14;Osowa;F;35
13005;23;Orunia Górna - Gdańsk Południe;F;34
13006;1;Śródmieście;F;9
13007;17;Orunia-Św.Wojciech-Lipce;F;45
13008;1;Kokoszki;F;6
13009;10;Chełm;M;37
13010;1;Wzgórze Mickiewicza;F;57
13011;22;Jasień;M;38
13012;10;Zaspa Młyniec;F;40
13013;1;Ujeścisko-Łostowice;M;27
13014;8;Stogi;F;85
13015;2;Wrzeszcz Dolny;M;46
13016;17;Orunia-Św.Wojciech-Lipce;M;60
13017;26;Wrzeszcz Górny;F;28
13018;11;Ujeścisko-Łostowice;F;39
13019;18;Chełm;F;47
13020;7;Wzgórze Mickiewicza;M;70
13021;7;Wzgórze Mickiewicza;F;68
13022;24;Brzeźno;F;43
13023;20;Stogi;M;6
13024;23;Wyspa Sobieszewska;F;33
13025;27;Piecki-Migowo;M;17
13026;17;Orunia-Św.Wojciech-Lipce;F;59
13027;18;Ujeścisko-Łostowice;M;33
13028;27;Wzgórze Mickiewicza;F;56
13029;27;Wzgórze Mickiewicza;M;63
13030;2;Stogi;F;17
13031;18;Chełm;M;47
13032;3;Siedlce;F;29
13033;14;Osowa;M;71
13034;10;Zaspa Młyniec;M;35
13035;24;Stogi;M;54
13036;1;Zaspa Młyniec;F;12
13037;17;Orunia Górna - Gdańsk Południe;F;79
13038;8;Piecki-Migowo;F;29
13039;22;Jasień;M;10
13040;1;Kokoszki;M;36
13041;27;Piecki-Migowo;F;42
13042;6;Stogi;F;64
13043;17;Orunia-Św.Wojciech-Lipce;M;60
13044;3;Siedlce;M;29
13045;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
13046;7;Piecki-Migowo;M;25
13047;10;Zaspa Młyniec;M;2
13048;17;Orunia-Św.Wojciech-Lipce;M;26
13049;7;Wrzeszcz Dolny;M;50
13052;20;Osowa;F;33
13053;24;Brzeźno;F;61
13054;1;Orunia-Św.Wojciech-Lipce;M;52
13055;14;Osowa;M;46
13056;10;Zaspa Młyniec;F;29
13057;18;Ujeścisko-Łostowice;M;43
13058;3;Siedlce;M;0
13059;23;Ujeścisko-Łostowice;F;32
13060;27;Osowa;M;50
13061;26;Orunia-Św.Wojciech-Lipce;F;57
13062;1;Zaspa Młyniec;F;68
13063;23;Orunia Górna - Gdańsk Południe;F;7
13064;23;Chełm;M;42
13065;26;Brętowo;M;50
13066;10;Piecki-Migowo;M;31
13067;26;Osowa;F;34
13068;23;Ujeścisko-Łostowice;F;2
13069;18;Ujeścisko-Łostowice;F;40
13070;28;Matarnia;F;45
13071;6;Stogi;F;64
13072;10;Wrzeszcz Dolny;F;30
13073;22;Piecki-Migowo;M;4
13074;7;Orunia-Św.Wojciech-Lipce;M;28
13075;1;Jasień;M;46
13076;7;Brzeźno;M;65
13077;17;Orunia-Św.Wojciech-Lipce;F;72
13078;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;38
13079;23;Ujeścisko-Łostowice;M;33
13081;26;Strzyża;M;27
13082;24;Stogi;F;56
13083;22;Piecki-Migowo;F;59
13084;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;70
13085;6;Jasień;F;61
13086;17;Orunia-Św.Wojciech-Lipce;F;41
13087;17;Orunia-Św.Wojciech-Lipce;M;42
13088;20;Stogi;F;24
13089;10;Wrzeszcz Dolny;M;29
13090;10;Piecki-Migowo;F;31
13091;21;Kokoszki;F;60
13092;23;Ujeścisko-Łostowice;M;0
13093;7;Wzgórze Mickiewicza;M;61
13094;7;Wzgórze Mickiewicza;F;60
13095;26;Piecki-Migowo;F;51
13096;5;Zaspa Rozstaje;M;35
13097;17;Przymorze Wielkie;F;59
13098;14;Przymorze Wielkie;F;37
13099;24;Stogi;F;86
13100;20;Chełm;F;33
13101;10;Brzeźno;M;35
13102;1;Matarnia;F;42
13103;1;VII Dwór;F;43
13104;18;Chełm;M;40
13105;7;Jasień;F;33
13106;7;Orunia-Św.Wojciech-Lipce;M;51
13107;2;Wrzeszcz Dolny;M;44
13108;11;Siedlce;M;74
13109;10;Ujeścisko-Łostowice;F;60
13110;9;Wrzeszcz Górny;F;13
13112;7;Orunia-Św.Wojciech-Lipce;F;50
13113;26;Nowy Port;M;65
13114;18;Chełm;M;13
13115;1;Oliwa;F;48
13116;1;VII Dwór;F;82
13117;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;88
13118;11;Siedlce;F;68
13119;1;Piecki-Migowo;F;18
13120;1;Matarnia;F;39
13121;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;23
13122;18;Chełm;M;12
13123;14;Matarnia;F;34
13124;26;Nowy Port;F;62
13125;17;Ujeścisko-Łostowice;F;28
13126;1;Siedlce;M;24
13127;27;Suchanino;M;46
13128;14;Matarnia;M;43
13130;23;Orunia Górna - Gdańsk Południe;F;39
13131;7;Wzgórze Mickiewicza;M;62
13132;11;Jasień;F;32
13133;13;Zaspa Młyniec;F;10
13135;28;Wrzeszcz Górny;F;44
13136;11;Jasień;F;27
13137;18;Ujeścisko-Łostowice;M;61
13138;6;Śródmieście;F;25
13139;7;Zaspa Rozstaje;M;42
13140;21;Jasień;M;30
13141;18;Chełm;F;16
13142;9;Chełm;M;20
13143;23;Chełm;M;40
13144;18;Ujeścisko-Łostowice;F;61
13145;2;Wrzeszcz Górny;M;25
13146;1;Śródmieście;F;48
13147;23;Chełm;F;34
13150;9;Siedlce;M;70
13151;6;Jasień;F;31
13152;6;Piecki-Migowo;F;35
13153;7;Zaspa Rozstaje;M;12
13154;13;Przymorze Małe;F;31
13155;6;Wrzeszcz Dolny;F;66
13156;7;Wzgórze Mickiewicza;F;63
13157;18;Chełm;F;12
13158;6;Jasień;M;32
13159;11;Piecki-Migowo;M;31
13161;1;Wrzeszcz Górny;F;16
13162;6;Olszynka;M;55
13163;6;Śródmieście;M;25
13164;16;Aniołki;M;24
13165;23;Orunia Górna - Gdańsk Południe;M;39
13166;1;Suchanino;F;71
13167;27;Wrzeszcz Górny;F;49
13168;1;Chełm;F;42
13169;26;Wyspa Sobieszewska;M;6
13170;18;Chełm;F;37
13171;1;Wzgórze Mickiewicza;F;26
13172;1;Wyspa Sobieszewska;M;10
13173;1;Jasień;F;29
13175;1;Śródmieście;M;49
13176;7;Jasień;M;32
13177;7;Zaspa Rozstaje;M;10
13178;1;Wzgórze Mickiewicza;M;62
13179;23;Orunia Górna - Gdańsk Południe;F;36
13180;18;Chełm;M;38
13181;11;Jasień;F;56
13182;9;Siedlce;F;75
13183;2;Piecki-Migowo;F;60
13184;28;Brętowo;M;65
13185;11;Jasień;F;37
13186;17;Orunia-Św.Wojciech-Lipce;M;57
13187;15;Wrzeszcz Górny;F;12
13188;11;Wzgórze Mickiewicza;F;33
13189;7;Brzeźno;F;64
13190;1;Wzgórze Mickiewicza;F;66
13191;6;Olszynka;M;67
13192;17;Orunia-Św.Wojciech-Lipce;F;60
13193;6;Śródmieście;M;13
13194;23;Orunia Górna - Gdańsk Południe;F;9
13195;18;Brętowo;M;71
13196;23;Orunia Górna - Gdańsk Południe;M;6
13197;10;Wyspa Sobieszewska;F;32
13198;16;Przymorze Małe;F;43
13199;2;Wzgórze Mickiewicza;F;34
13200;23;Chełm;F;12
13201;10;Wyspa Sobieszewska;F;64
13202;21;Wzgórze Mickiewicza;F;58
13203;7;Brzeźno;F;62
13204;18;Siedlce;M;44
13205;10;Wrzeszcz Górny;F;24
13206;21;Jasień;M;35
13207;10;Wyspa Sobieszewska;M;62
13208;9;Jasień;F;25
13209;17;Orunia-Św.Wojciech-Lipce;M;67
13210;2;Wzgórze Mickiewicza;M;7
13211;1;Zaspa Młyniec;M;47
13212;10;Siedlce;F;35
13213;2;Wzgórze Mickiewicza;F;4
13214;10;Wyspa Sobieszewska;M;37
13215;2;Wzgórze Mickiewicza;M;2
13216;15;Piecki-Migowo;F;38
13217;1;Ujeścisko-Łostowice;F;49
13218;10;Piecki-Migowo;M;33
13219;23;Chełm;F;42
13220;6;Śródmieście;M;31
13222;1;Orunia-Św.Wojciech-Lipce;F;31
13223;1;Osowa;M;60
13224;18;Chełm;M;49
13225;7;Brzeźno;F;34
13226;11;Jasień;M;52
13227;1;Orunia-Św.Wojciech-Lipce;F;55
13228;1;Piecki-Migowo;F;35
13229;9;Brętowo;M;14
13230;1;Piecki-Migowo;M;45
13231;11;Piecki-Migowo;M;73
13232;23;Chełm;M;10
13233;11;Jasień;F;52
13234;1;Przymorze Małe;M;29
13235;18;Aniołki;F;36
13236;21;Osowa;F;48
13237;6;Śródmieście;F;28
13238;18;Orunia Górna - Gdańsk Południe;F;38
13239;5;Strzyża;F;48
13240;7;Brzeźno;M;70
13241;10;Przymorze Wielkie;F;30
13242;5;Śródmieście;F;38
13243;21;Osowa;F;35
13244;23;Chełm;F;61
13245;7;Brzeźno;M;55
13246;7;Młyniska;F;47
13247;18;Chełm;M;42
13248;7;Brzeźno;M;1
13249;18;Aniołki;F;7
13250;7;Jasień;M;42
13251;24;Piecki-Migowo;M;48
13252;23;Ujeścisko-Łostowice;M;41
13253;16;Strzyża;M;13
13255;7;Zaspa Rozstaje;M;25
13256;18;Orunia Górna - Gdańsk Południe;M;67
13257;18;Aniołki;F;4
13258;9;Strzyża;M;11
13259;7;Brzeźno;F;56
13260;1;Brzeźno;F;52
13261;7;Brzeźno;F;5
13262;23;Orunia Górna - Gdańsk Południe;F;35
13263;11;Jasień;M;27
13264;1;Przymorze Małe;F;70
13265;18;Orunia Górna - Gdańsk Południe;M;40
13266;17;Orunia Górna - Gdańsk Południe;F;29
13267;27;Ujeścisko-Łostowice;M;40
13268;12;Piecki-Migowo;M;64
13269;6;Olszynka;F;9
13270;27;Wrzeszcz Dolny;M;29
13271;18;Orunia Górna - Gdańsk Południe;F;63
13272;20;VII Dwór;F;67
13273;25;Stogi;F;38
13274;17;Jasień;F;28
13275;27;Wzgórze Mickiewicza;F;71
13276;18;Piecki-Migowo;F;55
13277;7;Młyniska;F;74
13278;11;Jasień;F;26
13280;5;Krakowiec-Górki Zachodnie;F;35
13281;7;Brzeźno;M;56
13282;18;Orunia Górna - Gdańsk Południe;F;18
13283;23;Orunia Górna - Gdańsk Południe;F;14
13284;1;Śródmieście;F;11
13285;11;Jasień;F;2
13286;10;Zaspa Rozstaje;F;71
13287;9;Jasień;F;0
13288;26;Orunia Górna - Gdańsk Południe;F;43
13290;22;Ujeścisko-Łostowice;M;22
13291;7;Brzeźno;F;57
13292;11;Jasień;F;1
13293;20;VII Dwór;M;69
13294;18;Orunia Górna - Gdańsk Południe;F;31
13296;26;Ujeścisko-Łostowice;F;26
13297;13;Przymorze Wielkie;M;40
13298;23;Orunia Górna - Gdańsk Południe;F;2
13299;7;Brzeźno;M;21
13300;14;Kokoszki;F;36
13301;1;Orunia-Św.Wojciech-Lipce;F;29
13302;23;Orunia Górna - Gdańsk Południe;F;35
13303;1;Stogi;M;10
13304;7;Osowa;M;27
13305;26;Zaspa Młyniec;F;73
13306;7;Brzeźno;M;90
13307;14;Kokoszki;M;7
13308;18;Orunia Górna - Gdańsk Południe;F;29
13309;14;Kokoszki;M;41
13310;23;Ujeścisko-Łostowice;F;30
13311;26;Wrzeszcz Dolny;M;43
13312;7;Młyniska;M;52
13313;1;Śródmieście;F;58
13314;9;Osowa;M;19
13315;23;Chełm;F;71
13316;18;Chełm;F;2
13317;7;Zaspa Młyniec;M;77
13318;9;Piecki-Migowo;M;29
13320;18;Orunia Górna - Gdańsk Południe;M;1
13321;7;Wrzeszcz Dolny;F;30
13322;11;Ujeścisko-Łostowice;F;47
13323;1;Piecki-Migowo;M;6
13324;18;Chełm;M;5
13325;17;Orunia Górna - Gdańsk Południe;M;35
13326;1;Jasień;F;30
13327;1;Jasień;M;31
13329;23;Orunia Górna - Gdańsk Południe;F;15
13330;23;Chełm;M;2
13331;12;Zaspa Młyniec;M;43
13332;6;Krakowiec-Górki Zachodnie;F;42
13333;18;Chełm;M;7
13334;18;Wzgórze Mickiewicza;F;69
13335;18;Orunia Górna - Gdańsk Południe;M;30
13336;1;Wrzeszcz Dolny;F;49
13337;7;Zaspa Rozstaje;F;37
13338;18;Chełm;M;10
13339;26;Śródmieście;F;35
13340;2;Ujeścisko-Łostowice;F;32
13341;6;Zaspa Rozstaje;F;64
13342;18;Chełm;M;11
13343;12;Piecki-Migowo;F;28
13344;12;Piecki-Migowo;F;70
13345;7;Przymorze Wielkie;M;70
13346;1;Chełm;M;17
13347;18;Chełm;F;36
13348;1;Zaspa Młyniec;F;41
13349;21;Wzgórze Mickiewicza;F;54
13350;7;Nowy Port;F;34
13351;18;Chełm;M;31
13352;23;Chełm;M;73
13354;6;Zaspa Rozstaje;M;64
13355;1;Brętowo;F;57
13356;1;Chełm;F;20
13357;18;Orunia Górna - Gdańsk Południe;F;37
13358;18;Jasień;F;50
13360;12;Piecki-Migowo;M;31
13361;18;Orunia Górna - Gdańsk Południe;M;42
13362;7;Wrzeszcz Dolny;M;30
13363;1;Zaspa Młyniec;F;5
13364;1;Nowy Port;F;62
13365;1;Brętowo;M;30
13366;23;Orunia Górna - Gdańsk Południe;M;47
13367;21;Wzgórze Mickiewicza;M;54
13368;15;Wrzeszcz Górny;F;50
13369;15;Piecki-Migowo;F;59
13370;6;Stogi;M;29
13371;1;Wzgórze Mickiewicza;M;30
13372;1;Brętowo;F;28
13373;11;Matarnia;M;46
13374;15;Piecki-Migowo;M;38
13377;1;Wrzeszcz Dolny;F;66
13378;1;Nowy Port;M;64
13379;1;Piecki-Migowo;F;24
13380;1;Wrzeszcz Dolny;F;17
13381;15;Piecki-Migowo;M;61
13382;18;Wzgórze Mickiewicza;M;36
13383;6;Stogi;M;64
13384;6;Wzgórze Mickiewicza;M;2
13385;1;Wrzeszcz Dolny;M;64
13386;1;Wrzeszcz Górny;F;24
13387;1;Piecki-Migowo;M;0
13388;9;Zaspa Młyniec;F;17
13389;23;Orunia Górna - Gdańsk Południe;F;20
13390;26;Matarnia;M;11
13391;26;Ujeścisko-Łostowice;F;20
13392;5;Stogi;M;50
13393;18;Ujeścisko-Łostowice;F;34
13394;11;Zaspa Rozstaje;M;39
13395;1;Ujeścisko-Łostowice;M;13
13396;6;Olszynka;F;63
13397;18;Orunia-Św.Wojciech-Lipce;F;37
13398;26;Matarnia;M;14
13399;21;Matarnia;F;43
13400;3;Przymorze Wielkie;F;41
13401;23;Orunia Górna - Gdańsk Południe;F;32
13402;1;Ujeścisko-Łostowice;F;20
13403;12;Piecki-Migowo;M;16
13404;1;Ujeścisko-Łostowice;F;41
13405;18;Przymorze Wielkie;F;75
13406;1;Piecki-Migowo;M;36
13407;6;Olszynka;M;66
13408;26;Strzyża;F;47
13409;17;Orunia-Św.Wojciech-Lipce;M;41
13410;6;Suchanino;F;60
13411;11;Matarnia;F;42
13412;1;Jasień;F;40
13413;1;Suchanino;F;69
13414;1;Brętowo;F;34
13415;6;Olszynka;M;1
13416;10;Jasień;M;58
13417;1;Suchanino;M;79
13418;6;Olszynka;F;5
13419;1;Chełm;M;16
13420;1;Zaspa Rozstaje;F;83
13421;21;Osowa;M;43
13422;6;Siedlce;M;46
13423;11;Ujeścisko-Łostowice;M;33
13424;1;Śródmieście;F;66
13425;2;Wrzeszcz Górny;M;43
13426;26;Osowa;M;62
13427;6;Olszynka;F;38
13429;1;Siedlce;F;39
13430;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;59
13431;6;Zaspa Młyniec;M;46
13432;18;Jasień;M;44
13433;20;Matarnia;F;60
13435;20;VII Dwór;M;43
13436;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;37
13437;5;Jasień;M;44
13438;28;Jasień;M;10
13439;23;Ujeścisko-Łostowice;F;44
13440;1;Wzgórze Mickiewicza;F;27
13441;1;Wzgórze Mickiewicza;F;57
13442;9;Aniołki;F;66
13443;22;Jasień;M;41
13444;13;VII Dwór;F;43
13445;26;Wrzeszcz Górny;F;59
13446;27;Siedlce;F;35
13447;23;Ujeścisko-Łostowice;M;45
13448;1;Suchanino;F;39
13449;27;Siedlce;M;67
13450;1;Jasień;M;13
13451;23;Ujeścisko-Łostowice;F;12
13452;1;Wrzeszcz Dolny;F;19
13453;23;Siedlce;M;49
13454;17;Śródmieście;M;42
13455;2;Wrzeszcz Górny;M;36
13456;7;Jasień;F;39
13457;14;Matarnia;F;61
13458;8;Piecki-Migowo;F;38
13459;2;Zaspa Rozstaje;M;63
13460;18;Ujeścisko-Łostowice;F;51
13461;5;Siedlce;F;66
13462;1;Zaspa Młyniec;F;60
13463;3;Jasień;M;39
13464;1;Wrzeszcz Dolny;F;40
13465;7;Jasień;M;3
13466;18;Ujeścisko-Łostowice;F;19
13467;17;Orunia-Św.Wojciech-Lipce;F;33
13468;27;Wzgórze Mickiewicza;F;65
13470;7;Piecki-Migowo;M;26
13471;18;Ujeścisko-Łostowice;F;38
13472;17;Orunia-Św.Wojciech-Lipce;M;59
13473;27;Strzyża;F;53
13474;1;Jasień;M;38
13475;21;Kokoszki;F;41
13476;6;Krakowiec-Górki Zachodnie;F;67
13477;27;Wrzeszcz Dolny;F;29
13478;21;Wrzeszcz Dolny;F;41
13479;18;Jasień;F;30
13480;17;Orunia-Św.Wojciech-Lipce;F;7
13481;20;Chełm;F;46
13482;1;Strzyża;M;44
13483;26;Chełm;F;40
13484;20;Strzyża;F;33
13485;10;Piecki-Migowo;F;39
13486;7;Orunia-Św.Wojciech-Lipce;M;25
13487;17;Orunia-Św.Wojciech-Lipce;F;3
13488;10;Zaspa Rozstaje;F;36
13489;20;VII Dwór;F;67
13490;13;Przymorze Wielkie;F;53
13491;17;Orunia-Św.Wojciech-Lipce;M;30
13492;1;Piecki-Migowo;M;10
13493;9;Piecki-Migowo;M;34
13494;1;Zaspa Młyniec;F;45
13495;17;Orunia-Św.Wojciech-Lipce;M;61
13496;15;Piecki-Migowo;F;39
13497;7;Brzeźno;M;53
13498;10;Piecki-Migowo;M;10
13499;1;Wrzeszcz Dolny;M;41
13500;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;75
13501;8;Osowa;M;22
13502;2;Zaspa Rozstaje;F;43
13503;21;Osowa;M;38
13504;6;Śródmieście;F;35
13505;13;Przymorze Małe;F;78
13507;1;Wrzeszcz Górny;F;32
13508;1;Matarnia;F;28
13509;27;Osowa;F;36
13510;1;Aniołki;M;54
13511;13;Piecki-Migowo;M;35
13512;6;Chełm;M;36
13513;24;Zaspa Młyniec;F;9
13514;18;Orunia Górna - Gdańsk Południe;M;33
13515;11;Jasień;M;75
13516;20;Jasień;F;45
13517;2;Wrzeszcz Dolny;M;31
13518;27;VII Dwór;F;18
13519;1;Matarnia;F;28
13520;6;Chełm;F;35
13521;1;Aniołki;F;62
13522;18;Orunia Górna - Gdańsk Południe;M;63
13523;21;Osowa;F;8
13524;10;Piecki-Migowo;F;35
13525;20;Śródmieście;F;46
13526;11;Jasień;F;31
13527;10;Siedlce;F;17
13528;5;Chełm;M;15
13530;24;Wzgórze Mickiewicza;M;68
13531;13;Piecki-Migowo;F;7
13532;1;VII Dwór;F;50
13533;1;Siedlce;M;61
13534;6;Śródmieście;F;60
13535;21;Osowa;M;12
13536;1;Wrzeszcz Dolny;M;69
13537;14;Kokoszki;F;43
13538;11;Piecki-Migowo;F;32
13539;10;Siedlce;M;43
13540;1;VII Dwór;M;51
13541;23;Krakowiec-Górki Zachodnie;M;23
13542;1;Piecki-Migowo;F;31
13543;2;Zaspa Młyniec;M;12
13544;13;Piecki-Migowo;M;39
13545;2;Wrzeszcz Dolny;F;5
13546;24;Stogi;F;33
13547;2;Brzeźno;F;37
13548;13;Piecki-Migowo;F;3
13549;1;Strzyża;F;43
13550;4;Jasień;F;44
13551;11;Ujeścisko-Łostowice;M;12
13552;7;Chełm;F;55
13553;8;Przymorze Wielkie;M;23
13554;24;Zaspa Młyniec;F;78
13555;11;Piecki-Migowo;F;34
13556;23;Krakowiec-Górki Zachodnie;F;48
13557;5;Piecki-Migowo;F;70
13558;11;Ujeścisko-Łostowice;M;47
13559;23;Ujeścisko-Łostowice;F;46
13561;17;Chełm;M;46
13562;23;Orunia-Św.Wojciech-Lipce;F;67
13563;15;Piecki-Migowo;F;51
13564;9;Orunia-Św.Wojciech-Lipce;M;19
13565;6;Olszynka;M;42
13566;11;Ujeścisko-Łostowice;M;45
13567;1;VII Dwór;M;77
13568;10;Zaspa Rozstaje;M;43
13569;23;Krakowiec-Górki Zachodnie;M;58
13570;1;Wrzeszcz Dolny;F;59
13571;9;Chełm;M;19
13572;20;Chełm;F;36
13573;10;Siedlce;F;41
13574;8;Oliwa;M;60
13575;23;Orunia-Św.Wojciech-Lipce;M;70
13576;18;Ujeścisko-Łostowice;F;56
13577;11;Ujeścisko-Łostowice;M;19
13578;23;Piecki-Migowo;F;72
13580;23;Siedlce;F;34
13581;14;Osowa;F;46
13582;1;VII Dwór;F;75
13583;14;Matarnia;F;49
13584;18;Orunia Górna - Gdańsk Południe;F;45
13585;23;Piecki-Migowo;F;36
13586;17;Chełm;F;16
13587;6;Śródmieście;M;48
13588;11;Jasień;F;30
13589;7;Wzgórze Mickiewicza;F;32
13590;8;Oliwa;F;42
13591;11;Ujeścisko-Łostowice;F;42
13592;7;Siedlce;M;38
13593;23;Piecki-Migowo;M;73
13594;9;Stogi;F;44
13595;6;Śródmieście;F;67
13596;11;Ujeścisko-Łostowice;F;46
13597;9;Przymorze Małe;F;58
13598;23;Stogi;M;31
13599;18;Ujeścisko-Łostowice;M;57
13600;5;Przymorze Wielkie;M;30
13601;1;Przymorze Wielkie;F;54
13602;23;Orunia Górna - Gdańsk Południe;M;17
13603;18;Ujeścisko-Łostowice;F;45
13605;6;Śródmieście;M;34
13606;8;Wrzeszcz Górny;F;62
13608;10;Osowa;M;16
13609;1;Siedlce;F;56
13610;19;Orunia Górna - Gdańsk Południe;M;13
13611;8;Oliwa;M;20
13612;13;Piecki-Migowo;F;10
13613;7;Zaspa Rozstaje;F;43
13614;24;Przymorze Małe;M;58
13615;28;Przymorze Wielkie;M;61
13616;7;Strzyża;F;71
13617;27;Brętowo;F;33
13618;13;Piecki-Migowo;M;11
13619;19;Orunia Górna - Gdańsk Południe;M;48
13620;18;Nowy Port;F;63
13621;13;Piecki-Migowo;F;37
13622;1;Siedlce;M;58
13623;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;73
13624;26;Zaspa Rozstaje;F;63
13625;26;Brzeźno;F;40
13626;15;Piecki-Migowo;M;36
13627;23;Orunia Górna - Gdańsk Południe;F;38
13628;24;Przymorze Wielkie;F;37
13629;24;Zaspa Młyniec;M;31
13630;28;Brzeźno;M;1
13631;6;Olszynka;F;64
13632;27;Nowy Port;F;38
13633;14;Osowa;M;46
13634;9;VII Dwór;M;44
13635;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;51
13636;7;Brzeźno;F;67
13637;14;Osowa;M;21
13638;6;Olszynka;M;43
13639;18;Chełm;F;38
13640;11;Jasień;F;34
13642;1;Strzyża;F;28
13643;10;Zaspa Młyniec;M;0
13644;6;Chełm;F;16
13645;9;Piecki-Migowo;M;44
13646;18;Ujeścisko-Łostowice;M;33
13647;1;Piecki-Migowo;M;50
13648;21;Kokoszki;F;35
13649;26;Jasień;F;58
13650;6;Olszynka;F;40
13651;7;Strzyża;M;72
13652;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;44
13653;7;Nowy Port;M;64
13654;21;Kokoszki;M;35
13655;18;Aniołki;M;37
13656;5;Jasień;F;50
13657;15;Piecki-Migowo;F;6
13658;20;Aniołki;M;72
13659;6;Olszynka;F;27
13660;21;Kokoszki;F;8
13661;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;50
13662;7;Przymorze Małe;F;37
13663;24;Zaspa Rozstaje;F;42
13664;9;Nowy Port;F;56
13665;7;Przymorze Małe;M;32
13666;18;Jasień;M;55
13667;23;Orunia Górna - Gdańsk Południe;F;66
13668;14;Osowa;F;31
13669;21;Kokoszki;M;5
13670;6;Olszynka;M;62
13671;10;Nowy Port;M;34
13672;17;Zaspa Rozstaje;M;5
13673;18;Wrzeszcz Górny;F;30
13674;6;Chełm;F;65
13675;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;13
13676;6;Olszynka;F;59
13677;27;Wrzeszcz Górny;F;9
13678;6;Piecki-Migowo;F;40
13679;1;Wzgórze Mickiewicza;M;67
13680;1;Nowy Port;F;36
13681;18;Ujeścisko-Łostowice;M;30
13682;2;Przymorze Wielkie;M;64
13683;2;Zaspa Rozstaje;M;66
13684;27;Orunia-Św.Wojciech-Lipce;F;43
13685;15;Piecki-Migowo;M;3
13686;9;Nowy Port;M;61
13687;23;Orunia Górna - Gdańsk Południe;F;11
13688;17;Zaspa Rozstaje;M;9
13689;2;Wrzeszcz Dolny;M;42
13690;18;Wrzeszcz Górny;F;89
13691;1;Wrzeszcz Górny;M;40
13692;6;Chełm;M;65
13693;11;Jasień;M;36
13694;1;Wzgórze Mickiewicza;F;47
13695;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
13696;9;Suchanino;M;28
13697;1;Brzeźno;F;58
13698;1;Zaspa Rozstaje;F;34
13699;1;Wrzeszcz Górny;F;7
13700;17;Zaspa Rozstaje;F;39
13701;9;Wrzeszcz Górny;M;35
13702;12;Piecki-Migowo;F;40
13703;2;Zaspa Rozstaje;F;26
13704;21;Osowa;F;44
13705;2;Siedlce;F;53
13706;7;Przymorze Małe;F;65
13707;14;Matarnia;F;35
13708;1;Jasień;M;50
13709;7;Piecki-Migowo;F;35
13710;18;Ujeścisko-Łostowice;F;44
13711;7;Przymorze Wielkie;M;41
13712;27;Piecki-Migowo;F;30
13713;1;Brzeźno;M;65
13714;8;Osowa;F;35
13715;1;Brętowo;M;72
13716;6;Siedlce;F;74
13717;10;Oliwa;M;38
13718;2;Siedlce;M;50
13719;23;Orunia Górna - Gdańsk Południe;M;46
13720;18;Wrzeszcz Górny;M;31
13721;1;Jasień;M;30
13722;11;Ujeścisko-Łostowice;M;44
13723;1;Brętowo;F;67
13724;14;Matarnia;F;43
13725;1;Krakowiec-Górki Zachodnie;F;51
13726;6;Oliwa;M;37
13727;1;Wzgórze Mickiewicza;M;47
13728;1;Przeróbka;F;49
13729;1;Stogi;F;57
13730;1;Osowa;F;7
13731;1;Piecki-Migowo;F;39
13732;18;Wrzeszcz Górny;F;3
13733;1;Nowy Port;M;7
13734;1;Chełm;F;40
13735;14;Matarnia;M;43
13736;12;Wrzeszcz Górny;F;60
13737;13;Wrzeszcz Górny;M;71
13738;1;Brętowo;F;35
13739;1;Zaspa Rozstaje;F;65
13740;2;Aniołki;F;72
13741;21;Jasień;M;39
13742;14;Matarnia;F;11
13743;27;Wrzeszcz Dolny;F;72
13744;21;Jasień;F;42
13745;1;Nowy Port;M;38
13746;1;Zaspa Rozstaje;F;39
13747;18;Ujeścisko-Łostowice;M;46
13748;21;Kokoszki;M;48
13749;1;Stogi;M;53
13750;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;61
13751;27;Strzyża;M;10
13753;4;Chełm;M;64
13754;2;Aniołki;M;71
13755;14;Matarnia;F;3
13756;5;Wrzeszcz Górny;F;31
13757;14;Matarnia;F;40
13758;1;Osowa;M;9
13759;1;Brętowo;F;10
13760;1;Zaspa Rozstaje;M;13
13761;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
13762;6;Piecki-Migowo;M;43
13763;6;Matarnia;M;69
13764;1;Wzgórze Mickiewicza;F;14
13765;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;72
13766;2;Zaspa Rozstaje;F;40
13767;18;Orunia Górna - Gdańsk Południe;M;68
13768;1;Zaspa Rozstaje;M;43
13769;10;Piecki-Migowo;F;43
13770;2;Nowy Port;M;44
13771;15;Wrzeszcz Górny;F;7
13772;6;Oliwa;F;60
13773;23;Chełm;M;44
13774;6;Piecki-Migowo;F;43
13776;21;Suchanino;M;44
13777;23;Orunia Górna - Gdańsk Południe;F;61
13778;19;Wrzeszcz Górny;M;46
13779;6;Siedlce;M;38
13780;24;Piecki-Migowo;F;68
13781;2;Letnica;M;37
13782;27;Wrzeszcz Górny;M;36
13783;7;Brzeźno;M;56
13784;18;Ujeścisko-Łostowice;F;30
13785;6;Oliwa;M;64
13786;24;Piecki-Migowo;F;3
13787;2;Letnica;F;2
13788;18;Piecki-Migowo;M;35
13789;23;Przymorze Wielkie;M;33
13791;15;Wrzeszcz Górny;F;66
13792;9;Wrzeszcz Górny;F;29
13793;10;Przymorze Wielkie;F;57
13794;2;Letnica;F;32
13795;6;Chełm;M;61
13796;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
13797;1;Piecki-Migowo;F;61
13798;6;Piecki-Migowo;F;15
13799;5;Zaspa Rozstaje;F;40
13800;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;35
13801;12;Piecki-Migowo;F;26
13803;13;Przymorze Wielkie;M;40
13804;18;Ujeścisko-Łostowice;F;31
13805;11;Ujeścisko-Łostowice;F;39
13806;10;Piecki-Migowo;F;35
13807;5;Jasień;F;26
13808;11;Kokoszki;F;42
13809;10;Nowy Port;F;63
13810;1;Wrzeszcz Górny;M;7
13811;1;Wzgórze Mickiewicza;F;18
13812;13;Przymorze Małe;M;32
13813;10;Zaspa Rozstaje;F;60
13814;1;Piecki-Migowo;F;15
13815;18;Chełm;F;43
13816;7;Nowy Port;F;41
13817;17;Piecki-Migowo;M;42
13818;2;Stogi;M;36
13819;13;Przymorze Wielkie;F;88
13820;10;Piecki-Migowo;M;39
13821;20;Przymorze Wielkie;F;36
13822;12;Piecki-Migowo;M;0
13823;27;Stogi;M;57
13824;18;Piecki-Migowo;F;36
13825;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;12
13826;23;Zaspa Rozstaje;M;77
13827;11;Kokoszki;M;54
13828;9;Przymorze Małe;F;28
13829;17;Orunia-Św.Wojciech-Lipce;M;21
13830;18;Ujeścisko-Łostowice;M;38
13831;10;Zaspa Rozstaje;F;40
13832;7;Wrzeszcz Górny;M;4
13833;18;Chełm;F;38
13834;1;Piecki-Migowo;M;62
13835;14;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
13836;13;Przymorze Wielkie;F;5
13837;18;Chełm;M;84
13838;13;Przymorze Małe;F;31
13839;20;Przymorze Wielkie;M;9
13840;10;Piecki-Migowo;F;90
13841;10;Matarnia;M;46
13842;18;Ujeścisko-Łostowice;M;37
13843;1;Oliwa;F;50
13844;23;Orunia Górna - Gdańsk Południe;F;36
13845;7;Nowy Port;M;14
13846;14;Matarnia;M;46
13847;18;Ujeścisko-Łostowice;F;38
13848;23;Ujeścisko-Łostowice;M;37
13849;14;Osowa;F;32
13850;13;Przymorze Wielkie;F;3
13851;10;Matarnia;F;43
13852;1;Kokoszki;F;14
13853;11;Siedlce;F;72
13854;20;Przymorze Wielkie;M;4
13855;23;Siedlce;F;47
13856;24;Orunia-Św.Wojciech-Lipce;F;9
13857;14;Przymorze Małe;M;69
13858;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;45
13859;6;Siedlce;F;38
13860;11;Jasień;M;30
13861;1;Ujeścisko-Łostowice;F;13
13862;23;Ujeścisko-Łostowice;F;49
13863;10;Matarnia;M;14
13864;7;Osowa;F;42
13865;6;Oliwa;M;35
13866;7;Brzeźno;M;46
13867;6;Ujeścisko-Łostowice;F;42
13868;10;Matarnia;F;12
13869;10;Wrzeszcz Dolny;F;37
13870;11;Ujeścisko-Łostowice;F;39
13871;9;Siedlce;F;15
13872;11;Kokoszki;M;6
13873;13;Przymorze Małe;F;2
13874;2;Kokoszki;M;33
13875;18;Ujeścisko-Łostowice;M;6
13876;10;Nowy Port;F;44
13877;21;Jasień;F;16
13878;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;9
13879;10;Matarnia;M;8
13880;5;Ujeścisko-Łostowice;F;9
13881;13;Przymorze Małe;M;0
13882;1;Suchanino;F;61
13883;18;Chełm;F;47
13884;20;Piecki-Migowo;F;70
13885;12;Piecki-Migowo;F;36
13886;7;Wrzeszcz Dolny;M;52
13887;26;Stogi;F;50
13888;9;Siedlce;M;38
13889;7;Zaspa Rozstaje;M;58
13890;27;Zaspa Młyniec;F;37
13891;11;Ujeścisko-Łostowice;M;41
13892;1;Osowa;F;38
13893;18;Ujeścisko-Łostowice;F;45
13894;12;Piecki-Migowo;M;4
13895;20;Piecki-Migowo;M;71
13896;21;Osowa;M;32
13897;6;Piecki-Migowo;M;39
13898;6;Olszynka;F;62
13899;18;Ujeścisko-Łostowice;M;40
13900;17;Orunia-Św.Wojciech-Lipce;F;56
13901;25;Osowa;F;15
13902;18;Ujeścisko-Łostowice;M;21
13903;8;Oliwa;F;57
13904;26;Stogi;M;52
13905;18;Chełm;M;69
13906;11;Ujeścisko-Łostowice;M;38
13907;6;Piecki-Migowo;M;5
13908;10;Nowy Port;F;9
13909;18;Ujeścisko-Łostowice;F;36
13910;14;Oliwa;F;65
13911;18;Ujeścisko-Łostowice;F;14
13912;27;Śródmieście;F;53
13913;26;Stogi;M;23
13914;18;Orunia Górna - Gdańsk Południe;M;43
13915;6;Piecki-Migowo;F;3
13916;11;Ujeścisko-Łostowice;F;30
13917;18;Orunia Górna - Gdańsk Południe;F;52
13919;7;Zaspa Rozstaje;F;59
13920;1;Osowa;F;28
13921;20;VII Dwór;F;54
13922;20;VII Dwór;M;56
13923;26;Stogi;M;20
13924;10;Siedlce;F;42
13925;22;Chełm;M;44
13926;18;Piecki-Migowo;M;3
13927;18;Orunia Górna - Gdańsk Południe;M;53
13928;8;Oliwa;F;22
13929;10;Piecki-Migowo;F;33
13930;14;Matarnia;M;36
13931;4;VII Dwór;M;56
13933;18;Orunia Górna - Gdańsk Południe;M;48
13934;11;Przymorze Wielkie;F;36
13935;18;Piecki-Migowo;F;2
13936;1;Wrzeszcz Dolny;F;21
13937;17;Orunia-Św.Wojciech-Lipce;M;42
13938;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;35
13939;13;Przymorze Wielkie;F;41
13940;1;Brzeźno;F;23
13941;7;Przymorze Małe;F;40
13942;2;Przymorze Wielkie;M;37
13943;7;Przymorze Małe;M;28
13944;5;Orunia-Św.Wojciech-Lipce;M;13
13945;1;Brętowo;F;38
13946;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;68
13947;27;Wrzeszcz Dolny;F;39
13948;18;Orunia Górna - Gdańsk Południe;F;44
13949;27;Wrzeszcz Dolny;F;41
13950;10;Zaspa Rozstaje;M;62
13951;7;Przymorze Małe;M;67
13953;7;Przymorze Wielkie;F;36
13954;7;Wrzeszcz Dolny;M;55
13955;20;Przymorze Małe;M;38
13956;23;Zaspa Rozstaje;F;72
13957;18;Chełm;F;64
13958;7;Brzeźno;F;65
13959;1;Chełm;F;11
13960;6;Wrzeszcz Górny;M;63
13961;27;Zaspa Rozstaje;F;43
13962;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;43
13963;7;Wrzeszcz Dolny;F;51
13964;18;Chełm;M;40
13965;10;Przymorze Małe;F;30
13966;9;Wrzeszcz Górny;M;43
13967;11;Siedlce;F;72
13968;11;Wrzeszcz Dolny;F;63
13969;1;Oliwa;M;23
13970;10;Nowy Port;M;78
13971;15;Piecki-Migowo;M;44
13972;7;Wrzeszcz Dolny;F;55
13973;18;Chełm;F;40
13974;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;9
13975;7;Młyniska;F;35
13976;14;Przymorze Małe;F;68
13977;26;Wrzeszcz Górny;F;27
13978;20;Piecki-Migowo;F;35
13980;1;Brętowo;M;55
13981;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;15
13982;25;Piecki-Migowo;F;65
13983;18;Chełm;F;116
13984;2;Wrzeszcz Dolny;F;65
13985;11;Ujeścisko-Łostowice;F;70
13986;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;40
13987;1;Brętowo;M;65
13988;10;Nowy Port;M;66
13989;23;Siedlce;M;74
13990;1;Jasień;F;30
13991;10;Piecki-Migowo;F;4
13992;27;Osowa;M;58
13993;9;Przymorze Wielkie;F;64
13994;5;Orunia-Św.Wojciech-Lipce;F;10
13995;2;Siedlce;F;60
13996;1;Brętowo;F;53
13997;14;Osowa;F;39
13998;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;76
13999;7;Wrzeszcz Dolny;M;55
14000;18;Chełm;M;8
14001;2;Wrzeszcz Górny;F;42
14002;20;Piecki-Migowo;M;1
14003;15;Piecki-Migowo;F;6
14004;11;Wrzeszcz Górny;M;32
14005;6;Rudniki;F;62
14006;21;Kokoszki;F;47
14007;18;Ujeścisko-Łostowice;F;48
14008;8;Strzyża;F;38
14009;18;Śródmieście;F;36
14010;18;Chełm;M;12
14011;9;Piecki-Migowo;M;68
14012;18;Orunia Górna - Gdańsk Południe;F;28
14013;26;Wrzeszcz Górny;F;50
14014;1;Jasień;M;32
14015;13;Zaspa Rozstaje;F;31
14016;18;Piecki-Migowo;M;11
14017;18;Orunia Górna - Gdańsk Południe;M;21
14018;21;Kokoszki;M;19
14019;18;Śródmieście;M;36
14020;28;Zaspa Młyniec;F;45
14021;26;Krakowiec-Górki Zachodnie;M;30
14022;6;Rudniki;M;9
14023;10;Nowy Port;M;47
14024;18;Chełm;M;40
14025;10;Zaspa Młyniec;M;24
14026;15;Piecki-Migowo;F;14
14027;4;Strzyża;M;8
14029;1;Śródmieście;M;42
14030;6;Orunia-Św.Wojciech-Lipce;M;36
14032;6;Rudniki;M;7
14033;1;Brętowo;F;67
14034;7;Chełm;M;29
14035;5;Wrzeszcz Górny;F;32
14036;1;Przymorze Małe;M;30
14037;5;Strzyża;F;5
14038;1;Orunia Górna - Gdańsk Południe;F;52
14039;26;Przymorze Wielkie;F;5
14040;6;Rudniki;M;62
14041;4;Strzyża;M;52
14042;9;Nowy Port;F;61
14043;5;Śródmieście;F;53
14044;18;Ujeścisko-Łostowice;M;48
14045;1;Zaspa Rozstaje;M;44
14046;1;Brętowo;M;69
14047;2;Ujeścisko-Łostowice;F;29
14048;9;Matarnia;F;68
14049;1;Młyniska;F;63
14050;9;Wrzeszcz Dolny;F;68
14051;26;Oliwa;F;34
14052;10;Zaspa Rozstaje;F;40
14053;6;Olszynka;M;29
14054;6;Przymorze Małe;M;68
14055;18;Ujeścisko-Łostowice;M;47
14056;2;Zaspa Rozstaje;F;56
14057;25;Przymorze Wielkie;F;2
14058;1;Rudniki;M;37
14059;18;Orunia Górna - Gdańsk Południe;M;42
14060;24;Wrzeszcz Górny;F;39
14061;9;Nowy Port;M;64
14062;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;52
14063;26;Przymorze Małe;F;35
14064;26;Przymorze Małe;F;26
14065;9;Wrzeszcz Dolny;M;66
14066;8;Oliwa;F;43
14067;18;Orunia Górna - Gdańsk Południe;F;42
14068;1;Rudniki;F;38
14069;2;Śródmieście;M;16
14070;25;Przymorze Wielkie;F;34
14071;23;Chełm;M;42
14072;18;Ujeścisko-Łostowice;M;28
14073;8;Stogi;M;29
14074;16;Piecki-Migowo;M;29
14075;1;Wrzeszcz Górny;F;5
14076;14;Kokoszki;F;58
14077;18;Orunia Górna - Gdańsk Południe;M;13
14078;1;Osowa;M;61
14079;7;Ujeścisko-Łostowice;F;24
14081;1;Orunia Górna - Gdańsk Południe;M;14
14082;1;Brętowo;M;25
14083;14;Osowa;F;31
14084;12;Wrzeszcz Górny;M;62
14085;18;Orunia Górna - Gdańsk Południe;F;10
14086;5;Nowy Port;M;56
14087;1;Wrzeszcz Górny;F;8
14088;21;Kokoszki;F;23
14090;6;Śródmieście;M;56
14091;10;Piecki-Migowo;F;48
14092;23;Chełm;F;6
14093;5;Nowy Port;F;57
14094;23;Chełm;F;3
14095;6;Piecki-Migowo;M;36
14096;24;Suchanino;M;19
14097;7;Nowy Port;F;41
14098;21;Kokoszki;F;50
14099;22;Ujeścisko-Łostowice;F;35
14100;5;Orunia Górna - Gdańsk Południe;F;11
14101;24;Nowy Port;F;28
14102;14;Matarnia;M;43
14103;7;Nowy Port;M;51
14104;10;Zaspa Młyniec;F;31
14105;8;Strzyża;F;57
14106;1;Wrzeszcz Górny;F;11
14107;11;Orunia Górna - Gdańsk Południe;M;40
14108;7;Zaspa Rozstaje;M;36
14109;1;Brętowo;M;51
14110;1;Zaspa Młyniec;F;34
14111;1;Ujeścisko-Łostowice;M;9
14112;6;Suchanino;F;78
14113;7;Nowy Port;F;51
14114;7;Wrzeszcz Górny;F;80
14115;26;Brętowo;F;27
14116;6;Olszynka;F;36
14117;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;75
14118;18;Piecki-Migowo;F;39
14120;1;Brętowo;M;82
14121;11;Ujeścisko-Łostowice;M;18
14122;27;Śródmieście;M;55
14123;7;Wrzeszcz Górny;M;86
14124;1;Wrzeszcz Górny;M;9
14125;23;Orunia Górna - Gdańsk Południe;M;40
14126;1;Zaspa Młyniec;F;46
14127;7;Brzeźno;F;73
14128;18;Piecki-Migowo;M;41
14129;1;Osowa;M;55
14130;1;Wrzeszcz Górny;F;5
14131;18;Chełm;M;42
14132;16;Siedlce;M;66
14133;23;Orunia Górna - Gdańsk Południe;F;40
14134;26;VII Dwór;F;44
14135;18;Orunia Górna - Gdańsk Południe;F;30
14136;18;Chełm;F;12
14137;10;Siedlce;M;45
14138;1;Brętowo;F;81
14139;10;Zaspa Rozstaje;M;52
14140;27;Siedlce;F;67
14141;27;Kokoszki;F;15
14142;8;Osowa;M;35
14143;12;Piecki-Migowo;F;70
14144;4;Brętowo;M;63
14145;18;Chełm;F;38
14146;18;Orunia Górna - Gdańsk Południe;M;31
14147;27;VII Dwór;M;38
14148;23;Orunia Górna - Gdańsk Południe;M;4
14149;1;Piecki-Migowo;M;34
14150;1;Brętowo;M;84
14151;18;Wrzeszcz Górny;F;40
14152;24;Przymorze Wielkie;F;37
14153;27;Stogi;F;60
14154;4;Brętowo;F;61
14155;7;Śródmieście;F;47
14156;1;Wzgórze Mickiewicza;F;34
14157;1;Osowa;F;56
14158;26;Piecki-Migowo;F;63
14159;14;Osowa;F;30
14160;25;Kokoszki;F;12
14161;13;Piecki-Migowo;M;44
14162;6;Wrzeszcz Dolny;F;35
14164;11;Ujeścisko-Łostowice;F;41
14165;1;Oliwa;F;42
14166;23;Orunia Górna - Gdańsk Południe;F;12
14167;2;Letnica;F;5
14168;1;Stogi;F;47
14169;11;Jasień;F;29
14170;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;11
14172;18;Siedlce;M;56
14173;13;Przymorze Małe;M;34
14174;13;Piecki-Migowo;F;44
14175;7;Brzeźno;M;41
14176;26;Brzeźno;F;68
14177;21;Jasień;M;32
14178;21;Kokoszki;M;42
14179;18;Jasień;M;35
14180;18;Orunia Górna - Gdańsk Południe;M;35
14183;2;Wrzeszcz Dolny;M;48
14184;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;51
14185;23;Ujeścisko-Łostowice;F;58
14186;27;Brzeźno;M;2
14187;6;Ujeścisko-Łostowice;F;41
14188;13;Przymorze Małe;F;42
14189;14;Kokoszki;M;53
14190;28;Kokoszki;F;14
14191;23;Orunia Górna - Gdańsk Południe;F;10
14192;7;Brzeźno;F;9
14193;23;Orunia Górna - Gdańsk Południe;M;31
14194;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;9
14195;20;Wrzeszcz Dolny;M;60
14196;13;Zaspa Młyniec;F;35
14197;6;Śródmieście;M;47
14198;1;Chełm;F;44
14199;13;Przymorze Małe;F;70
14200;1;Zaspa Młyniec;F;33
14201;7;Brzeźno;M;44
14203;13;Zaspa Młyniec;M;36
14204;6;Kokoszki;F;53
14205;23;Nowy Port;F;67
14206;2;Zaspa Rozstaje;F;27
14207;1;Przymorze Wielkie;F;32
14208;7;Brzeźno;F;42
14209;7;Brzeźno;F;37
14210;8;VII Dwór;F;58
14211;11;Jasień;F;36
14212;13;Zaspa Młyniec;M;74
14213;13;Przymorze Małe;M;82
14214;18;Kokoszki;F;29
14215;13;Zaspa Młyniec;F;9
14216;27;Brzeźno;F;52
14217;7;Brzeźno;F;44
14218;23;Orunia Górna - Gdańsk Południe;F;68
14219;7;Przymorze Małe;F;32
14220;27;Wyspa Sobieszewska;M;52
14221;23;Nowy Port;M;68
14222;7;Zaspa Rozstaje;F;73
14223;27;Chełm;M;42
14224;1;VII Dwór;F;40
14225;11;Jasień;M;44
14226;13;Zaspa Młyniec;M;6
14228;23;Orunia Górna - Gdańsk Południe;F;65
14229;1;Orunia-Św.Wojciech-Lipce;F;27
14230;13;Zaspa Młyniec;F;76
14231;7;Kokoszki;F;4
14232;13;Zaspa Młyniec;M;3
14233;27;Śródmieście;M;32
14234;26;Ujeścisko-Łostowice;F;54
14235;27;Wrzeszcz Górny;F;39
14236;18;Jasień;F;36
14237;27;Wyspa Sobieszewska;F;48
14238;7;Brzeźno;M;16
14239;26;Chełm;F;27
14240;6;Ujeścisko-Łostowice;F;12
14241;26;Śródmieście;F;55
14242;18;Chełm;F;43
14243;1;Oliwa;M;45
14244;1;Piecki-Migowo;F;56
14245;27;Wrzeszcz Górny;F;62
14246;1;Zaspa Rozstaje;F;37
14247;7;Wrzeszcz Dolny;F;58
14248;23;Orunia Górna - Gdańsk Południe;M;38
14249;28;Ujeścisko-Łostowice;M;68
14250;23;Siedlce;F;40
14251;7;Brzeźno;M;13
14252;24;Siedlce;F;50
14253;13;Zaspa Młyniec;F;1
14254;28;Piecki-Migowo;M;69
14256;9;Piecki-Migowo;F;28
14257;13;Zaspa Młyniec;M;45
14258;1;Przymorze Małe;F;5
14259;11;Kokoszki;M;50
14260;23;Chełm;M;9
14261;11;Przymorze Małe;M;33
14262;20;Wrzeszcz Górny;F;56
14263;2;Zaspa Rozstaje;M;13
14264;10;VII Dwór;F;36
14265;1;Oliwa;F;45
14266;7;Brzeźno;M;6
14268;27;Suchanino;F;35
14269;1;Zaspa Rozstaje;F;10
14270;15;Suchanino;M;73
14271;8;Oliwa;M;39
14272;9;Brzeźno;M;13
14273;23;Chełm;M;7
14274;11;Kokoszki;F;50
14275;1;Wrzeszcz Dolny;M;49
14276;26;Wyspa Sobieszewska;F;33
14277;2;Zaspa Rozstaje;M;36
14278;21;Zaspa Rozstaje;F;73
14279;1;Przymorze Wielkie;F;30
14280;7;Piecki-Migowo;M;33
14281;1;Śródmieście;M;14
14282;19;Orunia Górna - Gdańsk Południe;M;18
14283;15;Piecki-Migowo;M;32
14284;2;Zaspa Rozstaje;M;6
14285;4;Piecki-Migowo;F;67
14286;15;Suchanino;F;68
14287;6;Ujeścisko-Łostowice;M;9
14289;6;Orunia Górna - Gdańsk Południe;M;43
14290;12;Piecki-Migowo;M;39
14291;28;Wrzeszcz Górny;F;31
14292;23;Orunia Górna - Gdańsk Południe;F;39
14293;7;Piecki-Migowo;M;31
14295;22;Piecki-Migowo;F;42
14296;10;Siedlce;F;13
14297;6;Stogi;F;31
14298;2;Piecki-Migowo;M;34
14299;23;Chełm;M;44
14300;27;Wrzeszcz Dolny;M;40
14301;6;Stogi;M;33
14302;6;Oliwa;F;33
14303;7;Piecki-Migowo;F;2
14304;18;Ujeścisko-Łostowice;M;37
14305;26;Śródmieście;F;46
14306;12;Piecki-Migowo;M;40
14308;1;Wrzeszcz Dolny;F;32
14309;18;Orunia Górna - Gdańsk Południe;F;36
14310;6;Oliwa;F;3
14311;18;Orunia Górna - Gdańsk Południe;F;59
14312;5;Orunia Górna - Gdańsk Południe;M;37
14313;6;Stogi;M;2
14314;24;Zaspa Rozstaje;F;44
14315;6;Piecki-Migowo;F;33
14317;6;Oliwa;M;0
14318;7;Zaspa Rozstaje;M;38
14319;18;Orunia Górna - Gdańsk Południe;M;50
14320;8;Orunia-Św.Wojciech-Lipce;F;37
14321;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
14322;14;Osowa;M;34
14323;15;Piecki-Migowo;F;37
14324;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
14325;9;Siedlce;M;63
14326;23;Orunia Górna - Gdańsk Południe;M;35
14327;24;Chełm;F;47
14328;1;Wrzeszcz Dolny;M;4
14329;23;Orunia Górna - Gdańsk Południe;F;28
14330;18;Orunia Górna - Gdańsk Południe;M;9
14331;27;Piecki-Migowo;M;35
14332;18;Orunia Górna - Gdańsk Południe;M;9
14333;27;VII Dwór;F;83
14335;10;Siedlce;M;42
14336;18;Ujeścisko-Łostowice;F;32
14337;21;Kokoszki;M;43
14338;7;Przymorze Wielkie;F;40
14340;10;Zaspa Młyniec;F;45
14341;28;Brętowo;F;66
14342;18;Orunia Górna - Gdańsk Południe;M;40
14343;1;Siedlce;F;59
14346;23;Orunia Górna - Gdańsk Południe;M;9
14347;21;Kokoszki;F;40
14348;18;Piecki-Migowo;F;36
14349;1;Suchanino;F;35
14350;15;Piecki-Migowo;F;32
14351;7;Przymorze Wielkie;M;41
14352;1;Osowa;M;65
14353;18;VII Dwór;F;54
14354;23;Przymorze Małe;F;38
14355;18;Piecki-Migowo;F;6
14356;10;Zaspa Młyniec;M;11
14357;23;Orunia Górna - Gdańsk Południe;F;31
14358;8;Przymorze Małe;F;34
14359;1;Orunia Górna - Gdańsk Południe;M;21
14360;1;Piecki-Migowo;F;1
14361;18;Piecki-Migowo;M;3
14362;21;Jasień;M;38
14363;5;Wrzeszcz Górny;F;29
14364;8;Przymorze Małe;F;57
14365;7;Brzeźno;M;27
14366;18;Ujeścisko-Łostowice;F;41
14367;10;Zaspa Młyniec;F;16
14368;18;Orunia Górna - Gdańsk Południe;M;7
14369;13;Zaspa Młyniec;M;40
14370;15;Wrzeszcz Górny;F;27
14371;14;Osowa;F;32
14372;8;Osowa;F;48
14373;18;Orunia Górna - Gdańsk Południe;F;34
14374;21;Kokoszki;F;43
14375;16;Stogi;M;36
14376;1;Wrzeszcz Górny;F;62
14377;27;Chełm;F;36
14378;23;Orunia Górna - Gdańsk Południe;F;7
14379;15;Piecki-Migowo;F;8
14380;8;Brzeźno;F;57
14381;1;Osowa;F;63
14382;7;Przymorze Wielkie;F;26
14383;10;Zaspa Młyniec;F;66
14384;20;Zaspa Rozstaje;F;60
14385;7;Kokoszki;F;31
14386;1;Chełm;F;36
14387;6;Siedlce;F;35
14388;27;Przymorze Wielkie;F;0
14389;1;Przymorze Wielkie;F;28
14390;15;Piecki-Migowo;F;4
14391;22;Piecki-Migowo;M;33
14392;23;Orunia Górna - Gdańsk Południe;F;4
14393;10;Brzeźno;F;50
14395;18;Chełm;F;65
14396;1;Śródmieście;F;31
14397;3;Wrzeszcz Górny;M;45
14398;7;Brzeźno;F;42
14399;20;Zaspa Rozstaje;F;81
14400;21;Jasień;F;35
14401;10;Brętowo;M;45
14402;24;Kokoszki;M;36
14403;22;Piecki-Migowo;M;2
14406;23;Jasień;M;48
14407;23;Orunia Górna - Gdańsk Południe;F;1
14408;18;Ujeścisko-Łostowice;M;44
14409;7;Przymorze Wielkie;M;4
14410;7;Przymorze Wielkie;M;47
14411;8;Oliwa;M;4
14412;17;Ujeścisko-Łostowice;M;41
14413;2;Orunia Górna - Gdańsk Południe;F;39
14414;18;Orunia Górna - Gdańsk Południe;M;35
14415;1;Zaspa Młyniec;F;20
14416;27;Przymorze Wielkie;F;44
14417;8;Przymorze Wielkie;F;29
14418;1;Piecki-Migowo;F;0
14419;24;Kokoszki;F;4
14420;24;Osowa;M;29
14421;1;Orunia Górna - Gdańsk Południe;F;45
14422;8;Oliwa;M;5
14423;1;Piecki-Migowo;F;33
14424;7;Przymorze Wielkie;F;2
14425;7;Wrzeszcz Dolny;F;29
14426;23;Jasień;F;46
14427;25;Brętowo;M;30
14428;2;Orunia Górna - Gdańsk Południe;F;2
14429;22;Ujeścisko-Łostowice;M;40
14430;23;Orunia Górna - Gdańsk Południe;M;34
14431;15;Wrzeszcz Dolny;M;18
14432;17;Orunia Górna - Gdańsk Południe;F;36
14433;18;Ujeścisko-Łostowice;F;33
14434;18;Orunia Górna - Gdańsk Południe;M;6
14435;1;Ujeścisko-Łostowice;F;41
14436;23;Chełm;M;47
14437;2;Orunia Górna - Gdańsk Południe;F;9
14438;1;Ujeścisko-Łostowice;F;30
14439;23;Jasień;F;13
14440;1;Osowa;F;43
14441;1;Ujeścisko-Łostowice;M;30
14442;18;Orunia Górna - Gdańsk Południe;M;37
14443;13;Przymorze Wielkie;M;39
14444;7;Wrzeszcz Dolny;F;57
14445;1;Strzyża;M;59
14446;18;Chełm;F;42
14447;7;Wrzeszcz Dolny;M;30
14448;23;Chełm;F;40
14449;12;Piecki-Migowo;M;51
14450;22;Orunia Górna - Gdańsk Południe;M;31
14451;9;Piecki-Migowo;M;35
14452;18;Orunia Górna - Gdańsk Południe;M;3
14453;1;Orunia Górna - Gdańsk Południe;M;1
14454;24;Osowa;F;29
14455;26;Chełm;M;29
14456;14;Matarnia;M;48
14457;1;Osowa;F;68
14458;1;Orunia Górna - Gdańsk Południe;M;4
14459;5;Piecki-Migowo;M;47
14460;1;Ujeścisko-Łostowice;F;31
14461;21;Ujeścisko-Łostowice;M;29
14462;9;Wrzeszcz Górny;M;41
14463;10;Stogi;F;24
14464;5;Ujeścisko-Łostowice;F;41
14465;2;Orunia Górna - Gdańsk Południe;M;46
14467;1;Osowa;M;18
14468;24;Zaspa Młyniec;M;3
14469;27;Suchanino;F;43
14470;27;Siedlce;F;59
14471;9;Wrzeszcz Górny;F;13
14472;1;Orunia Górna - Gdańsk Południe;F;9
14473;9;Wrzeszcz Górny;F;9
14474;22;Piecki-Migowo;F;37
14475;11;Piecki-Migowo;F;57
14476;1;Osowa;M;54
14477;18;Chełm;M;37
14478;23;Chełm;F;39
14479;2;Orunia Górna - Gdańsk Południe;F;19
14480;20;Zaspa Młyniec;F;32
14481;1;Ujeścisko-Łostowice;M;29
14482;7;Wrzeszcz Dolny;M;44
14483;1;Oliwa;F;53
14484;1;Orunia Górna - Gdańsk Południe;M;43
14485;27;Suchanino;F;13
14486;27;Piecki-Migowo;M;46
14487;20;Suchanino;M;3
14488;7;Młyniska;F;39
14489;1;Ujeścisko-Łostowice;F;3
14490;19;Ujeścisko-Łostowice;F;35
14491;1;Śródmieście;M;60
14492;26;Zaspa Rozstaje;F;69
14494;27;Suchanino;M;43
14495;18;Siedlce;F;54
14496;26;Chełm;M;9
14497;18;Chełm;M;44
14499;18;Ujeścisko-Łostowice;F;31
14500;6;Orunia-Św.Wojciech-Lipce;F;6
14501;1;Jasień;F;38
14502;27;Piecki-Migowo;F;48
14503;27;Orunia Górna - Gdańsk Południe;F;25
14504;27;Wrzeszcz Górny;M;49
14505;26;Zaspa Rozstaje;M;70
14506;7;Młyniska;M;10
14507;8;Brętowo;M;37
14508;6;Olszynka;F;52
14509;18;Chełm;F;16
14510;12;Piecki-Migowo;M;52
14511;10;Stogi;M;36
14512;26;Wrzeszcz Górny;M;42
14513;18;Chełm;M;10
14514;11;Rudniki;M;7
14515;6;Przymorze Małe;F;43
14516;9;Stogi;M;30
14517;27;Wrzeszcz Górny;F;45
14518;7;Młyniska;M;8
14519;6;Olszynka;M;51
14520;26;Wrzeszcz Górny;F;86
14521;7;Orunia-Św.Wojciech-Lipce;M;42
14522;17;Orunia-Św.Wojciech-Lipce;F;37
14523;1;Ujeścisko-Łostowice;F;1
14524;13;Przymorze Małe;F;34
14525;28;Chełm;F;4
14526;7;Brzeźno;M;34
14527;17;Piecki-Migowo;F;50
14528;6;Przymorze Małe;M;3
14529;1;Suchanino;F;32
14530;10;Ujeścisko-Łostowice;F;37
14531;27;Suchanino;F;37
14532;27;Przymorze Małe;F;35
14533;7;Młyniska;M;6
14534;7;Wrzeszcz Dolny;M;15
14535;1;Matarnia;F;55
14536;18;Siedlce;M;27
14537;27;Suchanino;M;69
14538;7;Brzeźno;F;72
14539;20;Piecki-Migowo;F;41
14540;18;Ujeścisko-Łostowice;F;40
14541;10;Zaspa Rozstaje;F;55
14542;18;Ujeścisko-Łostowice;M;15
14543;1;Wrzeszcz Górny;M;38
14544;18;Ujeścisko-Łostowice;M;43
14545;14;Osowa;F;38
14546;20;Przymorze Małe;M;35
14547;20;Piecki-Migowo;M;5
14548;10;Zaspa Rozstaje;M;57
14549;6;Jasień;M;23
14550;1;Orunia Górna - Gdańsk Południe;M;23
14551;10;Stogi;M;40
14552;7;Zaspa Rozstaje;M;78
14553;15;Jasień;F;37
14554;20;Piecki-Migowo;F;3
14555;7;Młyniska;M;51
14556;18;Chełm;M;39
14557;9;Wrzeszcz Dolny;F;28
14558;26;Piecki-Migowo;F;30
14559;18;Ujeścisko-Łostowice;M;43
14560;11;Zaspa Rozstaje;M;18
14561;17;Piecki-Migowo;F;46
14562;9;Stogi;F;24
14563;6;Jasień;F;50
14564;10;Zaspa Rozstaje;M;14
14565;18;Orunia Górna - Gdańsk Południe;F;9
14566;18;Orunia Górna - Gdańsk Południe;M;34
14567;18;Orunia Górna - Gdańsk Południe;F;5
14568;17;Chełm;M;49
14569;2;Przymorze Małe;M;38
14570;5;Chełm;F;39
14571;6;Olszynka;F;43
14572;18;Ujeścisko-Łostowice;M;12
14573;2;Wrzeszcz Dolny;M;32
14574;7;Brzeźno;F;64
14575;27;Strzyża;F;23
14576;21;Orunia-Św.Wojciech-Lipce;F;30
14577;26;Osowa;F;69
14578;18;Orunia Górna - Gdańsk Południe;F;31
14579;7;Piecki-Migowo;F;8
14580;17;Śródmieście;F;54
14581;23;Orunia Górna - Gdańsk Południe;M;27
14582;17;Orunia-Św.Wojciech-Lipce;F;3
14583;23;Orunia Górna - Gdańsk Południe;F;30
14584;10;Oliwa;F;37
14585;10;Śródmieście;M;33
14586;10;Wrzeszcz Dolny;M;47
14587;21;Orunia Górna - Gdańsk Południe;M;18
14588;21;Orunia-Św.Wojciech-Lipce;F;1
14589;1;Oliwa;F;53
14590;9;Jasień;F;35
14591;23;Orunia Górna - Gdańsk Południe;F;37
14592;1;Śródmieście;F;42
14593;1;Zaspa Młyniec;M;30
14594;18;Orunia Górna - Gdańsk Południe;M;0
14595;7;Zaspa Młyniec;F;43
14596;1;Zaspa Młyniec;F;40
14597;7;Jasień;F;33
14598;7;Zaspa Młyniec;M;53
14599;23;Orunia Górna - Gdańsk Południe;M;40
14600;15;Wrzeszcz Górny;F;35
14601;22;Piecki-Migowo;M;29
14602;26;Zaspa Młyniec;F;40
14603;22;Aniołki;M;47
14604;1;Nowy Port;F;35
14605;23;Orunia Górna - Gdańsk Południe;F;44
14606;10;Suchanino;F;36
14607;1;Przymorze Wielkie;F;22
14608;6;Olszynka;F;10
14609;26;Zaspa Młyniec;M;77
14610;20;Zaspa Rozstaje;M;38
14611;26;Zaspa Młyniec;F;72
14612;7;Brzeźno;M;24
14613;7;Brętowo;M;24
14614;14;Matarnia;M;63
14615;2;Wrzeszcz Dolny;M;44
14616;22;Przymorze Małe;M;24
14617;3;Jasień;F;31
14618;28;Brętowo;M;48
14619;9;Wrzeszcz Górny;M;20
14620;7;Wrzeszcz Dolny;M;69
14621;25;Jasień;F;26
14622;18;Chełm;M;40
14623;7;Piecki-Migowo;M;1
14624;4;Strzyża;F;40
14625;24;Suchanino;F;32
14626;2;Brzeźno;F;32
14627;18;Ujeścisko-Łostowice;M;46
14628;17;Wrzeszcz Dolny;F;36
14629;26;Przymorze Małe;F;65
14630;11;Jasień;M;46
14631;26;Śródmieście;M;51
14632;1;Zaspa Młyniec;F;48
14633;9;Siedlce;F;85
14635;1;Piecki-Migowo;F;40
14638;1;Oliwa;F;45
14639;2;Zaspa Rozstaje;M;49
14640;18;Chełm;F;8
14641;17;Stogi;M;51
14642;18;Chełm;F;6
14643;20;Orunia-Św.Wojciech-Lipce;M;42
14644;1;Przymorze Wielkie;F;1
14645;21;Jasień;M;36
14646;7;Oliwa;F;48
14648;1;Orunia Górna - Gdańsk Południe;F;39
14649;14;Matarnia;M;32
14650;8;Oliwa;F;43
14651;10;Osowa;M;60
14652;1;Zaspa Młyniec;F;4
14653;20;Ujeścisko-Łostowice;F;60
14654;12;Piecki-Migowo;F;9
14655;11;Ujeścisko-Łostowice;F;39
14656;7;Ujeścisko-Łostowice;F;23
14657;10;Orunia Górna - Gdańsk Południe;M;45
14658;12;Piecki-Migowo;M;2
14659;20;Wrzeszcz Dolny;M;48
14660;7;Siedlce;F;34
14661;21;Osowa;M;40
14662;17;Orunia-Św.Wojciech-Lipce;F;46
14663;1;Suchanino;F;26
14664;21;Piecki-Migowo;F;64
14665;1;Orunia Górna - Gdańsk Południe;F;38
14666;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
14667;26;Zaspa Młyniec;M;41
14668;24;Orunia-Św.Wojciech-Lipce;F;29
14669;4;Chełm;F;45
14670;22;Jasień;F;28
14671;15;Wrzeszcz Górny;F;37
14672;2;Chełm;M;44
14673;9;Jasień;F;51
14674;13;Przymorze Wielkie;F;31
14676;6;Chełm;F;20
14677;21;Jasień;F;6
14678;25;Zaspa Rozstaje;F;55
14679;7;Zaspa Rozstaje;M;37
14680;1;Piecki-Migowo;F;36
14681;17;Orunia-Św.Wojciech-Lipce;M;42
14682;9;Przeróbka;F;22
14683;2;Chełm;F;11
14684;26;Zaspa Rozstaje;M;71
14685;14;Jasień;M;3
14686;9;Chełm;M;44
14687;13;Brzeźno;M;57
14688;21;Matarnia;F;38
14689;6;Wrzeszcz Dolny;M;26
14690;2;Nowy Port;M;46
14691;2;Chełm;M;7
14692;26;Nowy Port;F;30
14693;8;Orunia Górna - Gdańsk Południe;F;34
14694;23;Chełm;M;30
14695;10;Oliwa;M;32
14696;1;Oliwa;F;48
14697;26;Zaspa Rozstaje;F;71
14698;15;Piecki-Migowo;M;36
14699;1;Ujeścisko-Łostowice;F;25
14700;2;Orunia Górna - Gdańsk Południe;F;59
14701;11;Jasień;F;29
14702;14;Osowa;F;38
14703;21;Ujeścisko-Łostowice;F;38
14704;11;Stogi;F;26
14705;26;Przymorze Małe;M;42
14706;1;Brętowo;M;41
14707;8;Zaspa Młyniec;F;43
14708;18;Kokoszki;F;42
14709;7;Orunia Górna - Gdańsk Południe;F;29
14710;1;Chełm;F;43
14711;6;Ujeścisko-Łostowice;F;37
14712;9;Brętowo;F;60
14713;10;Siedlce;M;58
14714;27;Śródmieście;F;61
14715;21;Jasień;M;52
14717;7;Śródmieście;M;43
14718;23;Ujeścisko-Łostowice;M;5
14719;1;Piecki-Migowo;F;43
14720;10;Przymorze Małe;F;29
14721;21;Jasień;F;60
14722;9;Piecki-Migowo;M;32
14723;19;Orunia Górna - Gdańsk Południe;M;43
14724;13;Wrzeszcz Górny;F;62
14725;1;Wrzeszcz Górny;F;35
14726;10;Wrzeszcz Dolny;M;33
14727;2;Ujeścisko-Łostowice;M;11
14728;7;Brzeźno;F;34
14729;28;Wzgórze Mickiewicza;M;57
14730;18;Chełm;F;39
14731;18;Orunia Górna - Gdańsk Południe;F;47
14732;18;Jasień;M;64
14733;26;Suchanino;M;64
14734;27;Przymorze Małe;M;51
14735;17;Śródmieście;F;23
14736;2;Ujeścisko-Łostowice;F;16
14737;7;Stogi;F;36
14738;26;Piecki-Migowo;F;43
14739;8;Piecki-Migowo;F;35
14740;7;Wrzeszcz Dolny;M;33
14741;7;Brzeźno;M;63
14742;1;Wzgórze Mickiewicza;F;54
14743;2;Wrzeszcz Górny;F;39
14744;22;Przymorze Wielkie;M;30
14745;3;Wrzeszcz Dolny;F;43
14746;17;Orunia-Św.Wojciech-Lipce;F;43
14747;26;Zaspa Młyniec;M;44
14748;1;Chełm;M;25
14749;27;Siedlce;F;39
14750;6;Śródmieście;F;34
14751;12;Wrzeszcz Górny;M;64
14752;6;Aniołki;M;33
14753;6;Zaspa Rozstaje;M;29
14754;1;Wrzeszcz Dolny;F;52
14755;14;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;77
14756;14;Piecki-Migowo;M;35
14757;23;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;49
14758;25;Chełm;F;41
14759;7;Nowy Port;F;72
14760;6;Aniołki;F;2
14761;2;Wrzeszcz Górny;F;5
14762;25;Wrzeszcz Dolny;F;15
14763;2;Zaspa Młyniec;F;41
14764;6;VII Dwór;F;34
14766;20;Suchanino;M;35
14767;27;Aniołki;M;67
14768;1;Ujeścisko-Łostowice;F;38
14769;1;Suchanino;M;13
14771;17;Wzgórze Mickiewicza;F;34
14772;2;Wrzeszcz Górny;M;43
14773;10;Aniołki;M;59
14775;2;Orunia Górna - Gdańsk Południe;M;31
14776;1;Suchanino;F;12
14777;2;Zaspa Młyniec;M;6
14778;13;Przymorze Małe;M;45
14779;19;Jasień;M;45
14780;10;Wrzeszcz Górny;M;34
14781;2;Zaspa Młyniec;F;43
14782;18;Ujeścisko-Łostowice;F;44
14783;10;Wrzeszcz Górny;M;38
14784;10;Zaspa Młyniec;M;70
14785;11;Ujeścisko-Łostowice;F;32
14786;10;Wrzeszcz Górny;M;42
14787;27;Zaspa Młyniec;F;49
14788;1;Wrzeszcz Górny;M;41
14789;19;Jasień;F;43
14790;13;Zaspa Młyniec;M;11
14791;18;Kokoszki;F;42
14792;14;Kokoszki;F;34
14793;1;Chełm;F;33
14794;1;Oliwa;F;20
14795;10;Zaspa Młyniec;F;13
14796;1;Zaspa Młyniec;M;18
14797;10;Wrzeszcz Górny;F;37
14798;18;Ujeścisko-Łostowice;F;46
14799;9;Oliwa;M;15
14800;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
14801;27;Wrzeszcz Górny;F;36
14802;1;Zaspa Młyniec;F;22
14803;1;Przymorze Wielkie;F;45
14804;10;Wrzeszcz Górny;M;4
14805;1;Orunia-Św.Wojciech-Lipce;F;55
14806;18;Suchanino;M;19
14807;8;Oliwa;M;32
14809;27;Przymorze Małe;M;19
14810;1;Przymorze Wielkie;M;12
14811;1;Kokoszki;F;19
14812;10;Wrzeszcz Górny;M;0
14813;26;Strzyża;F;34
14814;9;Przymorze Wielkie;F;33
14815;23;Przymorze Wielkie;M;29
14816;26;Piecki-Migowo;M;29
14818;1;Orunia Górna - Gdańsk Południe;F;46
14819;1;Przymorze Wielkie;M;19
14820;2;Wrzeszcz Górny;M;9
14821;7;Brzeźno;F;28
14822;1;Przymorze Wielkie;F;72
14823;10;Brzeźno;F;41
14824;5;Siedlce;M;45
14825;4;Śródmieście;F;58
14826;24;Nowy Port;F;43
14827;9;Zaspa Rozstaje;F;33
14828;22;Piecki-Migowo;F;32
14829;1;Kokoszki;F;32
14830;17;Chełm;F;36
14831;5;Młyniska;F;28
14832;9;Zaspa Rozstaje;M;43
14833;8;Ujeścisko-Łostowice;F;36
14834;12;Piecki-Migowo;F;6
14835;20;Zaspa Rozstaje;F;38
14836;26;Ujeścisko-Łostowice;M;37
14837;6;Śródmieście;F;36
14838;9;Zaspa Młyniec;M;72
14839;7;Przymorze Małe;M;40
14840;7;Brętowo;M;69
14841;23;Ujeścisko-Łostowice;M;48
14842;7;Wrzeszcz Dolny;F;41
14843;12;Piecki-Migowo;F;57
14844;9;Zaspa Młyniec;F;72
14845;12;Piecki-Migowo;M;4
14846;9;Przymorze Wielkie;M;20
14847;1;Przymorze Wielkie;M;20
14848;28;Brętowo;F;48
14849;6;Śródmieście;F;37
14850;2;Przymorze Małe;F;72
14851;1;Przymorze Małe;F;62
14852;20;Nowy Port;F;59
14853;24;Osowa;F;5
14854;27;Wrzeszcz Górny;M;48
14855;21;Jasień;M;39
14856;25;Piecki-Migowo;F;38
14857;1;Jasień;F;30
14858;27;Oliwa;F;41
14859;10;Osowa;F;10
14860;7;Brzeźno;M;68
14861;23;Ujeścisko-Łostowice;M;11
14862;9;Osowa;F;47
14863;13;Przymorze Małe;F;81
14864;27;Wrzeszcz Dolny;F;37
14865;21;Jasień;F;38
14866;23;Ujeścisko-Łostowice;M;17
14867;1;Osowa;M;5
14868;23;Orunia Górna - Gdańsk Południe;F;47
14869;9;Ujeścisko-Łostowice;M;11
14870;20;Przymorze Małe;F;70
14871;18;Ujeścisko-Łostowice;F;36
14872;11;Brętowo;F;71
14873;18;Ujeścisko-Łostowice;F;43
14874;21;Jasień;F;69
14875;9;Ujeścisko-Łostowice;F;14
14876;9;Stogi;F;47
14877;1;Stogi;F;38
14878;26;Aniołki;F;50
14879;9;Ujeścisko-Łostowice;M;44
14880;27;Orunia-Św.Wojciech-Lipce;F;60
14881;18;Chełm;M;38
14882;1;Zaspa Młyniec;F;35
14883;11;Jasień;M;34
14884;18;Śródmieście;M;38
14885;10;Przeróbka;M;33
14886;25;Oliwa;M;23
14887;21;Jasień;F;34
14888;22;Chełm;M;43
14889;1;Śródmieście;F;43
14890;23;Orunia Górna - Gdańsk Południe;M;37
14891;1;Zaspa Młyniec;M;9
14892;18;Śródmieście;F;72
14893;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;16
14894;7;Siedlce;F;65
14895;10;Piecki-Migowo;M;37
14896;18;Orunia Górna - Gdańsk Południe;F;2
14897;26;Ujeścisko-Łostowice;M;38
14898;1;Zaspa Młyniec;M;1
14899;18;Śródmieście;M;72
14900;21;Jasień;F;67
14901;10;Przymorze Małe;M;33
14902;10;Przymorze Małe;F;43
14903;1;Zaspa Młyniec;M;41
14904;20;Strzyża;F;45
14905;14;Kokoszki;M;42
14906;18;Śródmieście;F;69
14907;27;Przymorze Małe;F;59
14908;10;Przymorze Małe;M;50
14909;24;Przymorze Małe;F;36
14910;1;Osowa;F;44
14911;23;Ujeścisko-Łostowice;F;31
14912;1;Piecki-Migowo;M;51
14913;23;Orunia-Św.Wojciech-Lipce;M;60
14915;11;Orunia Górna - Gdańsk Południe;M;29
14916;23;Orunia Górna - Gdańsk Południe;M;47
14917;1;Jasień;F;32
14918;18;Ujeścisko-Łostowice;M;45
14919;6;Przymorze Wielkie;F;37
14920;15;Piecki-Migowo;M;72
14921;20;Piecki-Migowo;F;32
14922;23;Chełm;F;43
14923;17;Orunia-Św.Wojciech-Lipce;M;27
14924;6;Siedlce;F;39
14925;9;Oliwa;F;67
14926;18;Orunia Górna - Gdańsk Południe;F;32
14927;6;Śródmieście;F;64
14928;17;Aniołki;M;58
14929;7;Siedlce;F;64
14930;6;Wrzeszcz Górny;M;61
14931;17;Śródmieście;M;9
14932;26;Zaspa Młyniec;M;37
14933;3;Orunia-Św.Wojciech-Lipce;F;29
14934;27;Jasień;F;36
14935;28;Piecki-Migowo;M;48
14936;7;Piecki-Migowo;M;34
14937;6;Śródmieście;M;69
14938;18;Orunia Górna - Gdańsk Południe;F;34
14939;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
14940;1;Wrzeszcz Dolny;F;51
14941;1;Orunia-Św.Wojciech-Lipce;F;64
14942;23;Wrzeszcz Górny;F;40
14943;6;Chełm;M;13
14944;28;Ujeścisko-Łostowice;F;47
14945;10;VII Dwór;M;26
14946;6;Śródmieście;F;45
14947;23;Siedlce;M;36
14948;20;Strzyża;F;27
14949;10;Osowa;F;28
14950;23;Wrzeszcz Górny;M;48
14951;18;Siedlce;M;78
14952;26;Stogi;F;39
14953;26;Piecki-Migowo;M;25
14954;18;Ujeścisko-Łostowice;M;25
14955;7;Zaspa Młyniec;F;51
14956;26;Przymorze Wielkie;F;52
14957;23;Wrzeszcz Górny;F;66
14959;20;Strzyża;F;63
14960;4;Brętowo;M;44
14961;5;Olszynka;F;38
14962;7;Zaspa Rozstaje;M;38
14963;1;Siedlce;F;37
14964;4;Wrzeszcz Górny;F;48
14965;6;Zaspa Młyniec;M;3
14966;1;Piecki-Migowo;F;68
14967;6;Śródmieście;F;61
14968;23;Orunia Górna - Gdańsk Południe;F;34
14970;25;Przymorze Małe;F;16
14971;9;Oliwa;F;19
14972;6;Piecki-Migowo;M;28
14973;1;Suchanino;F;51
14974;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;27
14975;20;Zaspa Młyniec;M;42
14976;11;Ujeścisko-Łostowice;F;38
14977;21;Jasień;F;5
14978;26;Brętowo;F;32
14979;27;Suchanino;F;35
14980;5;Chełm;F;43
14981;5;Chełm;M;28
14982;1;Przymorze Małe;M;0
14983;21;Jasień;M;30
14984;18;Orunia Górna - Gdańsk Południe;M;37
14985;6;Zaspa Młyniec;M;68
14986;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
14987;8;Przymorze Małe;F;0
14988;8;Przymorze Wielkie;M;54
14989;10;Zaspa Młyniec;F;47
14990;21;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
14991;9;Strzyża;M;25
14992;20;Ujeścisko-Łostowice;F;83
14993;2;Piecki-Migowo;M;39
14994;14;Osowa;F;39
14995;18;Ujeścisko-Łostowice;F;89
14996;11;Ujeścisko-Łostowice;M;8
14997;10;Zaspa Młyniec;M;11
14998;7;Zaspa Rozstaje;F;41
14999;9;Stogi;F;70
15001;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;46
15002;18;Ujeścisko-Łostowice;F;37
15003;11;Orunia Górna - Gdańsk Południe;F;29
15004;11;Ujeścisko-Łostowice;F;4
15005;1;Śródmieście;F;28
15006;18;Ujeścisko-Łostowice;M;65
15007;5;Ujeścisko-Łostowice;M;20
15008;28;Brętowo;F;38
15010;6;Letnica;F;39
15011;10;Zaspa Rozstaje;F;16
15012;12;Piecki-Migowo;F;38
15013;18;Ujeścisko-Łostowice;F;63
15014;6;Olszynka;M;41
15015;1;Brętowo;M;52
15016;1;Zaspa Rozstaje;F;24
15017;4;Osowa;F;44
15018;13;Przymorze Małe;F;29
15019;10;Zaspa Rozstaje;M;81
15020;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;72
15021;1;Orunia Górna - Gdańsk Południe;M;31
15022;13;Zaspa Rozstaje;M;7
15023;21;Osowa;F;31
15024;10;Zaspa Młyniec;F;69
15025;1;Siedlce;F;39
15026;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
15027;1;Orunia Górna - Gdańsk Południe;F;31
15028;7;Przymorze Wielkie;M;16
15029;21;Osowa;F;33
15030;17;Orunia-Św.Wojciech-Lipce;M;37
15031;20;Oliwa;M;20
15032;23;Orunia Górna - Gdańsk Południe;F;29
15033;10;Zaspa Młyniec;M;75
15034;8;Śródmieście;F;23
15035;1;Śródmieście;F;6
15036;14;Osowa;M;68
15037;13;Przymorze Małe;F;28
15038;17;Orunia-Św.Wojciech-Lipce;F;3
15039;18;Chełm;M;41
15040;20;Stogi;F;29
15041;27;Oliwa;F;24
15042;21;Kokoszki;M;44
15044;13;Przymorze Małe;M;45
15045;10;Osowa;M;5
15046;18;Chełm;F;36
15047;1;Śródmieście;F;1
15048;18;Przymorze Wielkie;F;28
15049;6;Olszynka;F;35
15050;14;Matarnia;F;48
15051;7;Wrzeszcz Dolny;F;62
15052;6;Siedlce;M;35
15053;2;Zaspa Rozstaje;F;68
15054;8;Piecki-Migowo;F;32
15055;1;Śródmieście;M;35
15056;9;Piecki-Migowo;M;21
15057;20;Zaspa Rozstaje;M;3
15058;17;Orunia Górna - Gdańsk Południe;F;38
15060;16;Aniołki;F;29
15061;10;Osowa;M;0
15062;10;Zaspa Rozstaje;M;13
15063;2;Piecki-Migowo;M;42
15064;7;Wrzeszcz Dolny;M;57
15065;9;Stogi;F;69
15066;17;Orunia-Św.Wojciech-Lipce;F;37
15067;27;Wrzeszcz Górny;F;22
15068;6;Wyspa Sobieszewska;F;50
15069;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
15070;5;Zaspa Rozstaje;M;83
15072;20;Krakowiec-Górki Zachodnie;F;45
15073;15;Piecki-Migowo;F;67
15074;13;Brzeźno;M;75
15075;6;Wyspa Sobieszewska;M;63
15076;6;Śródmieście;F;63
15077;3;Śródmieście;F;17
15078;1;Piecki-Migowo;F;27
15079;7;Zaspa Młyniec;M;39
15080;7;Wrzeszcz Dolny;F;39
15081;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;20
15082;13;Brzeźno;M;10
15083;10;Zaspa Rozstaje;M;72
15084;21;Piecki-Migowo;F;53
15085;1;Wyspa Sobieszewska;F;62
15086;1;Olszynka;F;20
15087;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;23
15088;1;Śródmieście;F;16
15090;10;Zaspa Rozstaje;F;66
15091;7;Wrzeszcz Górny;M;38
15093;23;Ujeścisko-Łostowice;M;37
15094;7;Piecki-Migowo;F;37
15095;27;Przeróbka;F;61
15096;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;67
15097;18;Ujeścisko-Łostowice;F;45
15098;28;Piecki-Migowo;M;89
15099;14;Matarnia;F;41
15101;1;Wrzeszcz Górny;F;33
15102;6;Stogi;M;21
15103;1;Wzgórze Mickiewicza;F;25
15105;25;Przymorze Małe;F;76
15106;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
15107;25;Jasień;F;21
15108;1;Wrzeszcz Górny;F;32
15109;12;Piecki-Migowo;F;33
15111;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;97
15112;22;Piecki-Migowo;F;32
15113;18;Chełm;F;43
15114;20;Jasień;F;49
15115;6;Brętowo;M;5
15116;1;Chełm;F;10
15117;6;Brętowo;M;9
15118;9;Wrzeszcz Górny;M;3
15119;6;Brętowo;F;35
15120;26;Brętowo;M;51
15121;11;Ujeścisko-Łostowice;F;28
15122;10;Brętowo;F;39
15123;10;Brętowo;M;41
15124;6;Śródmieście;F;8
15125;11;Wrzeszcz Górny;F;52
15126;10;Piecki-Migowo;F;33
15127;11;Chełm;F;33
15128;6;Brzeźno;F;18
15129;10;Zaspa Młyniec;F;59
15130;14;Osowa;M;52
15131;5;Przymorze Małe;F;38
15132;5;Chełm;F;60
15133;8;Przymorze Małe;F;29
15135;10;Piecki-Migowo;M;34
15137;17;Wyspa Sobieszewska;M;71
15142;9;Aniołki;M;26
15143;9;Piecki-Migowo;F;76
15144;26;Chełm;F;59
15146;28;Piecki-Migowo;M;40
15147;1;Siedlce;M;38
15148;1;Siedlce;F;41
15149;17;Aniołki;F;51
15150;20;Stogi;M;35
15151;10;Wrzeszcz Dolny;F;40
15152;11;Piecki-Migowo;M;33
15153;2;Suchanino;M;28
15154;1;Siedlce;M;47
15155;27;Chełm;F;64
15156;6;Olszynka;F;51
15157;26;Brętowo;M;41
15158;10;Nowy Port;F;40
15159;17;Aniołki;F;85
15160;11;Piecki-Migowo;F;31
15161;12;Piecki-Migowo;M;71
15162;7;Piecki-Migowo;M;31
15163;18;Ujeścisko-Łostowice;F;42
15164;20;Stogi;F;8
15165;23;Zaspa Młyniec;M;36
15166;9;Krakowiec-Górki Zachodnie;F;51
15167;1;Strzyża;M;42
15168;13;Zaspa Młyniec;F;70
15169;3;Suchanino;M;27
15170;11;Ujeścisko-Łostowice;M;30
15171;26;Chełm;M;59
15172;10;Zaspa Rozstaje;F;70
15173;7;Zaspa Rozstaje;M;36
15174;18;Ujeścisko-Łostowice;M;44
15175;26;Przymorze Małe;F;46
15176;1;Strzyża;F;27
15177;1;Śródmieście;M;8
15178;23;Orunia Górna - Gdańsk Południe;F;32
15179;18;Ujeścisko-Łostowice;M;38
15180;7;Zaspa Rozstaje;F;3
15181;11;Piecki-Migowo;F;9
15182;27;Chełm;M;69
15183;10;Jasień;M;28
15184;24;Zaspa Rozstaje;F;36
15185;26;Brętowo;F;19
15186;9;Zaspa Rozstaje;F;1
15187;24;Zaspa Rozstaje;F;14
15188;7;Jasień;M;25
15189;2;Wrzeszcz Dolny;F;39
15190;11;Ujeścisko-Łostowice;F;36
15191;5;Śródmieście;F;42
15192;7;Brzeźno;F;28
15193;24;Zaspa Rozstaje;F;10
15194;26;Śródmieście;F;55
15195;21;Ujeścisko-Łostowice;F;26
15196;9;Przymorze Małe;M;28
15197;2;Ujeścisko-Łostowice;M;9
15198;1;Śródmieście;F;5
15199;11;Ujeścisko-Łostowice;F;30
15200;7;Wrzeszcz Dolny;F;45
15201;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;36
15202;2;Brzeźno;F;44
15203;7;Wrzeszcz Dolny;F;44
15204;17;Orunia Górna - Gdańsk Południe;M;39
15205;28;Przymorze Małe;F;30
15206;28;Chełm;M;72
15207;1;Przymorze Małe;F;56
15208;10;Zaspa Rozstaje;M;34
15209;6;Chełm;F;51
15210;26;Wrzeszcz Dolny;F;51
15212;27;Przymorze Małe;F;40
15213;7;Wrzeszcz Dolny;M;41
15214;22;Przymorze Wielkie;F;34
15215;26;Śródmieście;F;63
15216;2;Brzeźno;M;9
15217;1;Piecki-Migowo;M;33
15218;20;Wrzeszcz Górny;F;45
15219;20;Stogi;M;83
15220;1;Wzgórze Mickiewicza;F;65
15221;2;Letnica;F;30
15222;1;Orunia-Św.Wojciech-Lipce;F;28
15223;8;Osowa;F;9
15224;20;Stogi;F;83
15225;1;Brzeźno;F;49
15226;14;Kokoszki;M;35
15227;24;Wrzeszcz Dolny;F;8
15228;7;Osowa;M;45
15229;2;Brzeźno;F;17
15230;23;Piecki-Migowo;M;43
15231;14;Osowa;F;38
15232;7;Zaspa Rozstaje;F;64
15233;6;Śródmieście;M;37
15235;5;Suchanino;F;45
15236;1;Wzgórze Mickiewicza;F;92
15237;17;Orunia Górna - Gdańsk Południe;F;0
15238;9;Siedlce;F;28
15239;2;Wrzeszcz Dolny;F;58
15240;7;Zaspa Rozstaje;M;70
15242;18;Chełm;F;49
15243;1;Siedlce;F;63
15244;14;Kokoszki;M;31
15246;21;Kokoszki;F;43
15248;23;Wrzeszcz Górny;M;67
15250;9;Letnica;F;31
15252;18;Chełm;F;78
15254;23;Wrzeszcz Górny;M;63
15255;6;Śródmieście;F;47
15256;6;Orunia-Św.Wojciech-Lipce;F;36
15257;10;Kokoszki;M;42
15258;6;Śródmieście;F;17
15259;7;Stogi;F;24
15260;27;Kokoszki;M;57
15263;18;Orunia Górna - Gdańsk Południe;M;32
15264;1;Jasień;F;35
15265;1;Suchanino;F;80
15268;2;Letnica;F;36
15269;9;Orunia Górna - Gdańsk Południe;F;24
15271;18;Przymorze Małe;M;10
15272;9;Brzeźno;M;68
15273;20;Chełm;F;62
15274;26;Aniołki;F;49
15275;21;Osowa;F;80
15276;6;Przeróbka;M;52
15277;18;Przymorze Małe;F;37
15278;11;Wrzeszcz Dolny;F;57
15279;26;Chełm;M;29
15280;26;Przymorze Małe;F;38
15281;10;Zaspa Rozstaje;M;75
15282;7;Wrzeszcz Górny;M;32
15283;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
15284;18;Aniołki;F;24
15285;8;Strzyża;F;33
15286;18;Przymorze Małe;F;65
15287;7;Wrzeszcz Dolny;M;47
15288;1;Strzyża;M;36
15289;6;Suchanino;F;71
15291;7;Przymorze Wielkie;M;28
15292;18;Orunia Górna - Gdańsk Południe;F;74
15293;4;Osowa;M;39
15295;17;Piecki-Migowo;M;32
15296;21;Kokoszki;F;49
15297;17;Orunia-Św.Wojciech-Lipce;F;1
15298;10;Przymorze Wielkie;F;44
15299;11;Piecki-Migowo;F;70
15300;17;Chełm;F;49
15301;4;Wrzeszcz Dolny;F;61
15302;6;Suchanino;F;66
15303;8;Nowy Port;F;40
15304;9;Ujeścisko-Łostowice;M;41
15305;4;Strzyża;M;23
15306;27;Wrzeszcz Dolny;F;31
15308;10;Przeróbka;M;34
15309;21;Chełm;F;73
15310;10;Piecki-Migowo;M;33
15311;6;Śródmieście;F;19
15312;19;Orunia Górna - Gdańsk Południe;M;36
15313;27;Piecki-Migowo;M;46
15316;18;Ujeścisko-Łostowice;F;41
15317;12;Piecki-Migowo;F;71
15318;7;Piecki-Migowo;M;35
15319;10;Przeróbka;F;63
15320;18;Ujeścisko-Łostowice;M;43
15321;21;Strzyża;F;34
15322;1;Suchanino;F;38
15323;2;Oliwa;M;21
15324;7;Piecki-Migowo;M;6
15325;6;Olszynka;F;72
15327;1;Siedlce;F;41
15328;6;Piecki-Migowo;F;2
15330;7;Brzeźno;F;63
15332;18;Aniołki;F;64
15333;10;Osowa;M;59
15334;1;Kokoszki;F;33
15335;6;Piecki-Migowo;M;35
15336;1;Siedlce;F;25
15337;1;Jasień;F;36
15338;18;Chełm;F;48
15340;18;Chełm;M;72
15341;6;Piecki-Migowo;F;2
15343;6;Piecki-Migowo;F;8
15344;1;Wrzeszcz Dolny;F;43
15346;18;Ujeścisko-Łostowice;F;45
15347;6;Piecki-Migowo;M;5
15348;23;Chełm;F;26
15349;6;Piecki-Migowo;F;35
15351;10;Zaspa Rozstaje;F;83
15353;23;Chełm;F;44
15354;7;Brzeźno;M;68
15355;20;Zaspa Rozstaje;M;43
15357;15;Wrzeszcz Dolny;F;8
15358;18;Wrzeszcz Dolny;F;37
15359;17;Siedlce;F;75
15360;6;Wrzeszcz Dolny;M;52
15361;1;Przymorze Wielkie;M;34
15362;10;Chełm;M;37
15363;10;Wrzeszcz Dolny;M;37
15364;2;Wrzeszcz Dolny;F;39
15365;2;Piecki-Migowo;F;44
15366;2;Orunia-Św.Wojciech-Lipce;M;40
15367;27;Brętowo;F;41
15368;9;Orunia Górna - Gdańsk Południe;F;59
15369;10;Piecki-Migowo;F;32
15370;27;Brętowo;M;47
15371;24;Przymorze Wielkie;F;41
15373;2;Wrzeszcz Dolny;F;7
15374;27;Wrzeszcz Górny;F;59
15375;16;Przymorze Wielkie;F;44
15376;6;Brzeźno;M;54
15377;9;Piecki-Migowo;F;71
15378;24;Przymorze Wielkie;F;9
15379;21;Kokoszki;F;24
15380;9;Chełm;F;28
15381;6;Siedlce;M;54
15382;7;Zaspa Rozstaje;F;40
15383;12;Piecki-Migowo;M;72
15384;7;Zaspa Młyniec;M;37
15385;27;Jasień;M;59
15386;9;Chełm;F;1
15387;1;Wrzeszcz Dolny;F;32
15388;6;Orunia-Św.Wojciech-Lipce;M;37
15389;6;Olszynka;F;35
15390;27;Przymorze Wielkie;M;51
15391;20;Wrzeszcz Górny;F;18
15392;27;Wrzeszcz Górny;M;10
15393;26;Rudniki;F;29
15394;2;Wrzeszcz Dolny;F;10
15395;26;Zaspa Młyniec;F;28
15396;7;Wrzeszcz Dolny;F;78
15398;27;Wrzeszcz Górny;F;65
15399;26;Orunia-Św.Wojciech-Lipce;M;49
15400;25;Piecki-Migowo;F;55
15401;11;Piecki-Migowo;F;46
15402;20;Wrzeszcz Górny;M;31
15403;11;Piecki-Migowo;M;63
15404;14;Matarnia;F;44
15405;27;Wrzeszcz Górny;F;54
15406;21;Ujeścisko-Łostowice;F;38
15407;10;Strzyża;M;38
15408;6;Śródmieście;M;53
15409;10;Brętowo;F;30
15410;3;Matarnia;M;18
15411;7;Zaspa Rozstaje;M;70
15412;8;Suchanino;M;39
15413;1;Śródmieście;F;64
15414;21;Ujeścisko-Łostowice;M;39
15415;18;Piecki-Migowo;F;34
15416;11;Piecki-Migowo;F;64
15417;21;Ujeścisko-Łostowice;M;10
15418;6;Chełm;F;73
15419;27;Wrzeszcz Dolny;F;48
15420;14;Matarnia;F;55
15421;26;Wrzeszcz Dolny;F;32
15422;1;Piecki-Migowo;F;30
15423;1;Kokoszki;M;35
15424;21;Ujeścisko-Łostowice;M;6
15425;14;Matarnia;M;47
15426;1;Strzyża;F;41
15427;1;Wrzeszcz Górny;F;35
15428;7;Brzeźno;F;44
15429;1;Brętowo;F;36
15430;22;Jasień;F;34
15431;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
15432;9;Wzgórze Mickiewicza;M;33
15433;8;Suchanino;F;71
15434;1;Wrzeszcz Górny;F;0
15435;23;Orunia Górna - Gdańsk Południe;F;30
15436;1;Wrzeszcz Górny;F;65
15437;1;Wrzeszcz Górny;F;47
15438;23;Orunia Górna - Gdańsk Południe;M;31
15439;1;Piecki-Migowo;F;49
15440;6;Zaspa Młyniec;F;68
15441;9;Wyspa Sobieszewska;M;18
15442;10;Ujeścisko-Łostowice;F;33
15443;12;Piecki-Migowo;F;23
15444;18;Ujeścisko-Łostowice;M;40
15445;1;Wrzeszcz Górny;M;9
15446;9;Siedlce;M;27
15447;15;Wrzeszcz Górny;F;37
15449;7;Wrzeszcz Dolny;M;32
15450;1;Strzyża;M;41
15451;9;Strzyża;F;42
15452;7;Siedlce;F;67
15453;1;Suchanino;M;49
15454;7;Nowy Port;M;23
15455;18;Ujeścisko-Łostowice;F;49
15456;1;Strzyża;F;43
15457;4;Osowa;M;49
15458;7;Śródmieście;M;53
15459;2;Stogi;M;48
15460;10;Zaspa Młyniec;M;70
15461;1;Matarnia;F;40
15462;22;Wyspa Sobieszewska;F;66
15463;18;Przymorze Małe;F;36
15465;1;Kokoszki;F;33
15466;4;Piecki-Migowo;M;37
15467;5;Orunia Górna - Gdańsk Południe;F;31
15468;27;Nowy Port;F;31
15469;6;Osowa;F;30
15470;1;Siedlce;F;54
15471;26;Oliwa;M;68
15472;2;Wyspa Sobieszewska;M;64
15473;1;Strzyża;M;11
15474;20;Strzyża;F;19
15475;26;Zaspa Rozstaje;F;32
15476;11;Matarnia;F;10
15477;5;Brętowo;F;46
15478;27;Wrzeszcz Górny;F;42
15479;20;Siedlce;F;43
15480;10;Strzyża;M;9
15481;1;Siedlce;M;20
15482;18;Wzgórze Mickiewicza;M;50
15483;26;Oliwa;F;64
15484;23;Chełm;M;20
15485;9;Wrzeszcz Dolny;F;61
15486;17;Jasień;F;31
15487;1;Wrzeszcz Górny;M;35
15488;6;Chełm;F;34
15489;18;Jasień;F;39
15490;18;Ujeścisko-Łostowice;F;35
15491;1;Aniołki;F;43
15492;27;Śródmieście;F;40
15493;1;Olszynka;F;28
15494;8;Przymorze Małe;F;41
15495;20;Jasień;M;35
15496;23;Wrzeszcz Górny;F;97
15497;12;Wrzeszcz Górny;M;54
15498;1;Olszynka;F;65
15499;8;Suchanino;M;75
15500;21;Jasień;M;41
15501;1;Olszynka;M;61
15502;17;Aniołki;F;57
15503;6;Śródmieście;F;40
15504;26;Aniołki;F;76
15505;12;Wrzeszcz Górny;F;52
15506;9;Chełm;F;47
15507;21;Kokoszki;F;41
15508;18;Brętowo;F;26
15509;1;Brętowo;F;43
15510;9;Suchanino;F;44
15511;1;Jasień;F;36
15512;12;Wrzeszcz Górny;M;19
15513;7;Wrzeszcz Dolny;M;56
15514;10;Przymorze Małe;F;31
15515;1;Piecki-Migowo;F;15
15516;4;Orunia Górna - Gdańsk Południe;M;53
15517;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;10
15518;1;Siedlce;F;62
15519;26;Wrzeszcz Górny;F;68
15520;6;Śródmieście;M;57
15521;18;Chełm;M;69
15522;27;Aniołki;M;36
15524;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;7
15525;6;Wyspa Sobieszewska;M;72
15526;1;Siedlce;F;85
15527;1;Nowy Port;F;33
15528;21;Osowa;F;42
15529;6;Śródmieście;M;55
15530;1;Wrzeszcz Górny;F;19
15531;9;Brzeźno;M;71
15532;1;Śródmieście;F;49
15533;1;Przymorze Wielkie;F;27
15534;11;Piecki-Migowo;M;28
15535;27;Chełm;F;38
15536;1;Piecki-Migowo;F;54
15537;8;Aniołki;F;81
15538;9;Suchanino;M;78
15539;6;Wrzeszcz Górny;M;71
15540;14;Osowa;F;13
15541;18;Jasień;M;30
15542;10;Zaspa Rozstaje;F;38
15544;21;Ujeścisko-Łostowice;M;47
15545;21;Kokoszki;M;40
15546;10;Zaspa Rozstaje;F;43
15547;14;Kokoszki;M;45
15548;18;Siedlce;F;50
15549;27;Jasień;F;63
15550;2;Wyspa Sobieszewska;F;69
15551;6;Chełm;M;82
15552;21;Kokoszki;F;40
15554;26;Piecki-Migowo;F;26
15555;26;Ujeścisko-Łostowice;F;72
15556;1;Piecki-Migowo;F;29
15557;28;Wrzeszcz Górny;F;88
15558;1;Wrzeszcz Górny;F;48
15559;7;Siedlce;M;55
15560;1;Wyspa Sobieszewska;F;35
15561;7;Letnica;M;30
15562;12;Piecki-Migowo;M;33
15563;26;Zaspa Młyniec;F;45
15564;1;Kokoszki;F;64
15565;8;Osowa;M;76
15566;26;Jasień;F;27
15567;6;Chełm;F;10
15568;6;Chełm;F;81
15569;10;Brzeźno;F;30
15570;18;Ujeścisko-Łostowice;F;49
15571;1;Wyspa Sobieszewska;M;5
15572;14;Matarnia;F;57
15573;27;Suchanino;F;48
15574;1;Brzeźno;M;58
15575;11;Chełm;F;6
15576;7;Strzyża;M;38
15577;6;Olszynka;M;21
15578;1;Śródmieście;F;49
15579;20;Stogi;F;63
15580;27;Wrzeszcz Górny;F;54
15581;1;Wyspa Sobieszewska;M;12
15582;12;Piecki-Migowo;M;63
15583;7;Nowy Port;F;72
15584;18;Orunia Górna - Gdańsk Południe;M;56
15585;7;Wrzeszcz Dolny;F;36
15586;11;Kokoszki;F;37
15587;10;Wrzeszcz Dolny;F;28
15588;3;Siedlce;F;35
15589;1;Piecki-Migowo;F;30
15590;18;Orunia Górna - Gdańsk Południe;M;43
15591;2;Zaspa Młyniec;M;40
15592;2;Siedlce;M;40
15593;1;Chełm;M;27
15594;7;Nowy Port;M;77
15595;11;Kokoszki;M;6
15596;1;Piecki-Migowo;M;35
15597;2;Suchanino;M;34
15598;27;Chełm;F;63
15599;2;Przymorze Małe;M;44
15600;7;Zaspa Młyniec;M;49
15601;7;Wrzeszcz Dolny;F;75
15602;8;Wrzeszcz Górny;F;42
15603;2;Siedlce;F;68
15604;1;Przymorze Małe;F;48
15605;1;Matarnia;F;36
15606;18;Wrzeszcz Dolny;F;93
15607;11;Kokoszki;M;8
15608;1;Stogi;M;68
15609;1;Chełm;M;61
15611;26;Wrzeszcz Górny;F;49
15612;18;Suchanino;M;48
15613;13;Przymorze Wielkie;F;51
15614;6;Śródmieście;M;39
15615;10;Chełm;M;25
15616;7;Wrzeszcz Dolny;F;38
15617;7;Wrzeszcz Dolny;M;75
15619;15;Zaspa Młyniec;M;5
15620;20;Wyspa Sobieszewska;M;34
15621;28;Siedlce;F;37
15622;25;Śródmieście;F;33
15623;1;Aniołki;F;67
15624;13;Przymorze Wielkie;M;50
15625;15;Zaspa Młyniec;F;3
15626;26;Ujeścisko-Łostowice;F;33
15627;20;Wyspa Sobieszewska;M;34
15628;14;Osowa;F;41
15629;1;Wrzeszcz Górny;F;58
15630;15;Zaspa Młyniec;F;2
15632;1;VII Dwór;F;25
15633;26;Piecki-Migowo;F;29
15635;12;Piecki-Migowo;F;65
15636;24;Piecki-Migowo;M;29
15637;1;Orunia-Św.Wojciech-Lipce;F;27
15638;1;Wrzeszcz Górny;F;38
15639;7;Aniołki;M;37
15641;3;Kokoszki;F;33
15642;7;Przymorze Wielkie;M;36
15643;23;Siedlce;M;33
15644;27;Ujeścisko-Łostowice;F;44
15646;13;Przymorze Wielkie;M;81
15647;11;Piecki-Migowo;F;28
15648;28;Zaspa Młyniec;F;22
15650;17;Orunia Górna - Gdańsk Południe;M;51
15651;6;Siedlce;F;4
15652;14;Osowa;M;40
15653;6;Siedlce;F;35
15654;20;Wrzeszcz Dolny;M;46
15655;25;Siedlce;M;69
15656;20;Suchanino;F;65
15657;20;Osowa;M;13
15658;26;Piecki-Migowo;F;36
15659;8;Oliwa;M;67
15660;24;Oliwa;M;6
15661;18;Ujeścisko-Łostowice;F;40
15662;18;Chełm;M;68
15663;6;Aniołki;F;23
15664;17;Suchanino;M;50
15666;14;Kokoszki;M;61
15667;18;Ujeścisko-Łostowice;M;10
15668;11;Zaspa Młyniec;M;26
15669;18;Chełm;M;37
15670;22;Jasień;F;39
15671;20;Suchanino;F;58
15672;15;Wrzeszcz Górny;F;45
15673;1;Chełm;F;58
15674;18;Ujeścisko-Łostowice;F;36
15675;27;Przymorze Małe;M;71
15676;18;Suchanino;F;36
15677;22;Jasień;F;32
15678;6;Śródmieście;F;62
15679;28;Brzeźno;F;45
15680;18;Suchanino;F;10
15681;14;Osowa;F;72
15682;18;Piecki-Migowo;F;25
15683;6;Śródmieście;F;37
15684;11;Ujeścisko-Łostowice;F;65
15685;23;Chełm;M;42
15686;12;Piecki-Migowo;F;25
15687;11;Piecki-Migowo;M;43
15688;6;Śródmieście;F;34
15689;1;Przymorze Małe;M;42
15690;5;Brzeźno;F;49
15692;6;Śródmieście;F;35
15693;6;Piecki-Migowo;F;27
15695;11;Ujeścisko-Łostowice;M;70
15696;7;Aniołki;M;67
15697;23;Piecki-Migowo;M;32
15698;10;Nowy Port;M;37
15699;1;Przymorze Małe;F;46
15700;7;Aniołki;F;68
15701;8;Przymorze Małe;F;47
15702;25;Brętowo;F;30
15703;17;Orunia Górna - Gdańsk Południe;F;40
15704;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;70
15705;7;Zaspa Rozstaje;M;32
15706;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
15707;6;Śródmieście;M;23
15708;25;Orunia-Św.Wojciech-Lipce;M;30
15709;13;Oliwa;F;54
15710;2;Chełm;M;38
15711;8;Oliwa;F;29
15712;9;Piecki-Migowo;M;4
15713;13;Oliwa;M;56
15714;2;Brzeźno;M;46
15715;13;Oliwa;M;20
15716;6;Aniołki;F;29
15717;25;Strzyża;F;79
15718;5;Oliwa;F;46
15719;18;Orunia Górna - Gdańsk Południe;M;67
15720;13;Przymorze Wielkie;F;80
15721;1;Śródmieście;F;41
15722;12;Piecki-Migowo;M;70
15723;1;Osowa;F;46
15724;21;Jasień;M;71
15725;7;Wrzeszcz Dolny;M;33
15726;5;Oliwa;M;47
15727;18;Orunia Górna - Gdańsk Południe;F;63
15728;14;Osowa;F;68
15729;13;Oliwa;F;74
15730;2;Śródmieście;M;32
15731;1;Brzeźno;F;56
15732;12;Piecki-Migowo;F;69
15733;14;Osowa;M;69
15734;1;Brzeźno;F;49
15735;1;Brzeźno;M;66
15736;9;Strzyża;F;61
15737;27;Przymorze Małe;F;38
15738;9;Orunia Górna - Gdańsk Południe;F;21
15739;9;Strzyża;M;62
15740;11;Jasień;F;52
15741;1;Śródmieście;F;37
15742;7;Wrzeszcz Górny;M;59
15743;6;Śródmieście;M;20
15744;26;Zaspa Rozstaje;M;44
15745;7;Przymorze Małe;M;51
15746;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
15747;22;Jasień;F;35
15748;9;Ujeścisko-Łostowice;M;16
15749;7;Brzeźno;F;40
15750;1;Zaspa Młyniec;F;67
15751;6;Stogi;F;65
15752;20;Wrzeszcz Górny;F;32
15753;2;Nowy Port;F;16
15754;13;Zaspa Rozstaje;F;60
15755;14;Osowa;F;78
15756;12;Piecki-Migowo;F;73
15757;9;Siedlce;F;58
15758;1;Aniołki;F;25
15759;23;Piecki-Migowo;F;25
15760;15;Suchanino;F;50
15761;20;Suchanino;F;39
15762;18;Orunia Górna - Gdańsk Południe;F;35
15763;1;Suchanino;F;11
15764;9;Wrzeszcz Dolny;M;69
15765;13;Zaspa Rozstaje;M;58
15766;1;Zaspa Młyniec;M;68
15767;18;Ujeścisko-Łostowice;F;41
15768;1;Suchanino;F;57
15769;1;Orunia Górna - Gdańsk Południe;F;14
15770;10;Wzgórze Mickiewicza;F;50
15771;4;Ujeścisko-Łostowice;M;28
15772;1;Orunia Górna - Gdańsk Południe;M;14
15773;25;Przymorze Wielkie;F;22
15774;18;Śródmieście;F;29
15775;18;Chełm;F;34
15776;12;Piecki-Migowo;F;35
15777;9;Orunia Górna - Gdańsk Południe;F;48
15778;10;Przymorze Wielkie;F;32
15779;2;Brzeźno;F;34
15780;1;Śródmieście;F;34
15781;18;Jasień;M;35
15782;7;Siedlce;F;47
15783;9;Wrzeszcz Dolny;F;64
15784;15;Siedlce;M;63
15785;1;Aniołki;M;65
15786;18;Wrzeszcz Dolny;M;36
15787;5;Suchanino;F;72
15788;1;Wyspa Sobieszewska;M;37
15789;10;Przymorze Wielkie;M;49
15790;28;Jasień;M;29
15791;11;Orunia Górna - Gdańsk Południe;F;34
15792;21;Jasień;F;59
15793;21;Jasień;M;60
15794;5;Wrzeszcz Górny;F;9
15795;1;Wrzeszcz Dolny;F;43
15796;1;Oliwa;F;63
15797;1;Orunia Górna - Gdańsk Południe;F;42
15798;8;Siedlce;F;29
15799;21;Jasień;M;61
15800;15;Suchanino;F;8
15803;6;Olszynka;M;30
15804;18;Ujeścisko-Łostowice;M;31
15805;5;Wrzeszcz Górny;M;7
15806;1;Orunia Górna - Gdańsk Południe;M;11
15807;21;Jasień;M;55
15808;26;Chełm;M;43
15809;13;Zaspa Rozstaje;F;42
15810;1;Orunia Górna - Gdańsk Południe;M;11
15811;11;Siedlce;F;45
15812;5;Wrzeszcz Górny;M;12
15813;6;Olszynka;F;4
15814;5;Zaspa Młyniec;F;36
15815;6;Chełm;F;46
15816;6;Stogi;M;80
15817;28;Nowy Port;F;31
15818;5;Wrzeszcz Górny;F;11
15819;6;Olszynka;F;3
15820;27;Piecki-Migowo;M;39
15821;7;Aniołki;F;32
15822;5;Zaspa Młyniec;F;8
15823;16;Siedlce;M;58
15824;1;Brętowo;M;65
15825;5;Wrzeszcz Górny;F;44
15826;17;Orunia-Św.Wojciech-Lipce;M;29
15827;5;Stogi;F;77
15828;7;Aniołki;M;33
15829;6;Olszynka;F;30
15830;1;Siedlce;F;4
15831;20;Suchanino;F;77
15832;1;Siedlce;M;62
15833;10;Nowy Port;M;33
15834;5;Zaspa Młyniec;F;3
15835;6;Aniołki;F;32
15836;1;Aniołki;F;45
15837;11;Jasień;M;30
15838;27;Zaspa Młyniec;M;70
15840;1;Wrzeszcz Górny;F;23
15841;5;Stogi;F;74
15842;23;Siedlce;F;65
15843;8;Oliwa;F;28
15844;6;Aniołki;M;35
15845;28;Brzeźno;M;69
15846;11;Jasień;F;30
15847;1;Wrzeszcz Górny;F;38
15848;23;Orunia-Św.Wojciech-Lipce;M;32
15849;20;Jasień;M;5
15851;9;Suchanino;M;20
15852;1;Stogi;F;76
15853;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
15854;23;Orunia-Św.Wojciech-Lipce;F;30
15856;1;Suchanino;F;70
15858;8;Siedlce;M;67
15859;6;Chełm;F;65
15860;4;Strzyża;F;77
15861;13;Brzeźno;M;36
15862;10;Przymorze Małe;F;17
15863;1;Wrzeszcz Dolny;F;48
15864;20;Suchanino;F;67
15865;17;Suchanino;F;56
15866;18;Ujeścisko-Łostowice;M;39
15867;4;Strzyża;M;79
15868;17;Orunia Górna - Gdańsk Południe;F;29
15869;1;Piecki-Migowo;F;34
15870;9;Chełm;M;21
15871;9;Zaspa Rozstaje;F;38
15874;1;Suchanino;F;60
15875;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;41
15876;10;Śródmieście;F;85
15877;17;Orunia-Św.Wojciech-Lipce;M;1
15878;7;Piecki-Migowo;M;78
15879;12;Piecki-Migowo;F;73
15880;18;Chełm;M;32
15882;16;Oliwa;M;31
15883;8;Oliwa;M;78
15884;10;Zaspa Młyniec;F;68
15885;1;VII Dwór;F;78
15886;23;Ujeścisko-Łostowice;M;48
15887;7;Brzeźno;F;40
15888;17;Orunia-Św.Wojciech-Lipce;M;29
15889;7;Zaspa Rozstaje;M;49
15890;10;Śródmieście;F;62
15891;12;Piecki-Migowo;M;72
15892;23;Orunia Górna - Gdańsk Południe;M;43
15894;18;Orunia Górna - Gdańsk Południe;F;64
15895;1;Zaspa Rozstaje;M;42
15896;1;Zaspa Rozstaje;M;39
15897;9;Przymorze Małe;M;39
15898;18;Orunia Górna - Gdańsk Południe;M;65
15899;2;Ujeścisko-Łostowice;M;47
15900;27;Śródmieście;F;59
15901;10;Zaspa Rozstaje;M;45
15902;11;Orunia Górna - Gdańsk Południe;M;21
15903;17;Orunia-Św.Wojciech-Lipce;F;58
15904;27;Suchanino;F;30
15905;1;Siedlce;F;55
15906;27;Przymorze Wielkie;F;60
15907;23;Orunia Górna - Gdańsk Południe;M;46
15908;26;Osowa;M;38
15909;23;Ujeścisko-Łostowice;M;40
15910;1;Wrzeszcz Dolny;F;40
15911;16;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
15912;9;Przymorze Małe;F;31
15913;23;Orunia Górna - Gdańsk Południe;F;13
15915;9;Strzyża;F;34
15916;7;Brętowo;F;34
15917;7;Zaspa Młyniec;F;61
15918;8;Przymorze Wielkie;M;68
15919;23;Ujeścisko-Łostowice;F;46
15920;7;Zaspa Młyniec;M;63
15921;1;Siedlce;M;59
15922;1;Zaspa Rozstaje;F;10
15923;7;Brzeźno;M;40
15924;7;Brętowo;F;0
15925;1;Przymorze Wielkie;M;69
15926;26;Ujeścisko-Łostowice;F;28
15927;14;Kokoszki;F;66
15928;7;Zaspa Młyniec;M;25
15929;9;Śródmieście;M;33
15930;26;Ujeścisko-Łostowice;M;29
15931;26;Śródmieście;F;31
15932;13;Oliwa;F;33
15933;7;Brętowo;M;43
15934;18;Chełm;F;61
15935;24;Orunia Górna - Gdańsk Południe;F;38
15936;1;Zaspa Młyniec;M;29
15937;1;Kokoszki;M;68
15938;27;Suchanino;M;41
15939;23;Orunia Górna - Gdańsk Południe;M;40
15940;27;Suchanino;F;41
15941;13;Przymorze Małe;M;51
15942;27;Piecki-Migowo;F;31
15943;12;Piecki-Migowo;F;43
15944;26;Przymorze Wielkie;F;32
15945;1;Suchanino;F;70
15946;27;Wrzeszcz Dolny;M;70
15947;6;Olszynka;F;33
15948;12;Piecki-Migowo;M;41
15950;7;Wrzeszcz Dolny;M;37
15951;1;Piecki-Migowo;F;25
15952;7;Letnica;F;36
15953;27;Wrzeszcz Dolny;F;62
15954;1;Wrzeszcz Górny;F;41
15955;18;Chełm;M;41
15956;6;Przymorze Wielkie;F;30
15957;26;Wrzeszcz Górny;F;36
15959;7;Wrzeszcz Dolny;M;16
15960;6;Śródmieście;M;45
15961;2;Chełm;M;15
15962;7;Brzeźno;F;7
15963;21;Brzeźno;F;37
15964;1;Wrzeszcz Górny;M;9
15965;1;Suchanino;M;28
15966;1;Nowy Port;M;25
15967;20;Przymorze Małe;F;27
15968;1;Śródmieście;M;34
15970;8;Oliwa;M;89
15971;11;Ujeścisko-Łostowice;F;8
15972;1;Wrzeszcz Górny;M;45
15973;2;Letnica;F;38
15974;11;Ujeścisko-Łostowice;F;41
15975;2;Wzgórze Mickiewicza;F;70
15976;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;76
15977;2;Zaspa Młyniec;M;34
15978;7;Brzeźno;F;5
15979;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
15980;6;Śródmieście;F;65
15981;22;Ujeścisko-Łostowice;F;3
15982;9;VII Dwór;F;81
15983;7;Siedlce;M;42
15984;27;Wrzeszcz Dolny;F;64
15985;28;Brętowo;F;59
15986;7;Siedlce;F;42
15987;1;Wrzeszcz Dolny;M;31
15988;21;Osowa;M;68
15989;1;Piecki-Migowo;F;26
15990;1;Piecki-Migowo;M;28
15991;7;Wrzeszcz Górny;M;57
15992;1;Nowy Port;M;28
15993;2;Suchanino;F;82
15994;1;Nowy Port;M;35
15995;27;Przeróbka;M;52
15996;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;76
15997;7;Wrzeszcz Dolny;F;40
15998;20;Orunia-Św.Wojciech-Lipce;M;52
15999;7;Wrzeszcz Górny;F;56
16000;7;Ujeścisko-Łostowice;M;37
16001;23;Chełm;M;33
16002;13;Wrzeszcz Górny;F;48
16003;18;Ujeścisko-Łostowice;F;52
16004;1;Wrzeszcz Górny;F;63
16005;2;Brętowo;F;35
16006;4;VII Dwór;M;82
16008;18;Stogi;F;33
16009;28;Brętowo;M;62
16010;23;Chełm;F;32
16011;7;Siedlce;M;14
16012;24;Wyspa Sobieszewska;F;46
16013;1;Zaspa Rozstaje;F;41
16014;1;Matarnia;M;14
16015;2;Wrzeszcz Dolny;M;33
16016;27;Osowa;M;45
16017;18;Stogi;M;25
16018;17;Orunia-Św.Wojciech-Lipce;F;39
16019;10;Przymorze Małe;F;28
16020;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;49
16021;1;Ujeścisko-Łostowice;F;14
16022;1;Piecki-Migowo;F;3
16023;13;Stogi;M;65
16024;1;Strzyża;F;67
16025;5;Wyspa Sobieszewska;M;44
16026;2;Chełm;F;33
16027;18;Orunia Górna - Gdańsk Południe;F;37
16028;2;Przymorze Małe;M;36
16029;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
16030;10;Siedlce;M;10
16031;27;Przymorze Małe;M;31
16032;13;Zaspa Rozstaje;F;26
16033;18;Chełm;F;48
16034;25;Śródmieście;M;41
16035;19;Orunia-Św.Wojciech-Lipce;F;42
16036;13;Stogi;F;63
16037;13;Zaspa Rozstaje;M;37
16038;22;Piecki-Migowo;M;34
16039;1;Zaspa Rozstaje;M;64
16040;1;Wrzeszcz Górny;M;67
16041;6;Śródmieście;F;37
16042;11;Śródmieście;M;82
16043;24;Orunia-Św.Wojciech-Lipce;F;8
16044;1;Przymorze Małe;F;27
16045;1;Piecki-Migowo;F;8
16046;9;Piecki-Migowo;F;27
16047;1;Przymorze Małe;M;46
16048;9;Brzeźno;F;26
16049;24;Orunia-Św.Wojciech-Lipce;F;15
16050;1;Przymorze Małe;F;76
16051;27;Piecki-Migowo;F;37
16052;2;Zaspa Młyniec;F;32
16053;11;Śródmieście;F;76
16054;1;Wrzeszcz Dolny;F;68
16055;13;Przymorze Wielkie;M;80
16056;1;Brętowo;F;68
16057;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
16058;6;Śródmieście;F;18
16059;26;Orunia Górna - Gdańsk Południe;F;42
16060;8;Oliwa;M;85
16061;10;Wrzeszcz Dolny;F;46
16062;1;Przymorze Małe;M;1
16063;10;Siedlce;F;40
16064;9;Brzeźno;M;38
16065;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;76
16066;1;Brętowo;M;71
16067;1;Wrzeszcz Górny;M;14
16068;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;93
16069;2;Chełm;M;4
16071;16;Piecki-Migowo;M;30
16072;1;Kokoszki;F;15
16073;21;Chełm;F;41
16074;27;Przymorze Małe;F;63
16075;5;Przymorze Małe;F;45
16076;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;15
16077;13;Przymorze Wielkie;F;84
16078;1;Wrzeszcz Dolny;F;12
16079;7;Śródmieście;F;44
16080;1;Stogi;F;45
16081;8;Oliwa;F;85
16082;6;Olszynka;F;47
16083;17;Chełm;M;5
16084;18;Ujeścisko-Łostowice;F;42
16085;7;Suchanino;M;41
16086;2;Chełm;F;0
16087;7;Przymorze Małe;M;57
16088;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;63
16089;1;Jasień;M;46
16090;10;Śródmieście;F;44
16091;1;Piecki-Migowo;M;34
16092;1;VII Dwór;M;83
16093;21;Kokoszki;F;47
16094;25;Orunia-Św.Wojciech-Lipce;F;32
16095;10;Wrzeszcz Dolny;M;44
16096;20;Suchanino;F;71
16097;14;Piecki-Migowo;F;33
16098;9;Przymorze Wielkie;F;62
16099;9;Piecki-Migowo;M;30
16100;11;Strzyża;M;40
16101;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;62
16102;1;Orunia-Św.Wojciech-Lipce;F;54
16103;1;Piecki-Migowo;F;34
16104;6;Śródmieście;M;39
16105;7;Zaspa Rozstaje;F;34
16106;6;Śródmieście;F;17
16107;1;VII Dwór;F;77
16108;20;Suchanino;M;74
16109;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
16110;21;Kokoszki;M;43
16111;1;Jasień;M;14
16113;7;Zaspa Rozstaje;F;24
16114;11;Stogi;M;47
16115;1;Orunia-Św.Wojciech-Lipce;F;24
16116;1;Zaspa Rozstaje;M;57
16117;28;Brętowo;M;46
16118;7;Przymorze Małe;F;52
16119;8;Przymorze Wielkie;F;36
16120;2;Piecki-Migowo;M;68
16121;1;VII Dwór;F;66
16122;17;Orunia-Św.Wojciech-Lipce;M;37
16123;1;Jasień;M;11
16124;21;Piecki-Migowo;M;49
16125;10;Ujeścisko-Łostowice;M;13
16126;1;Jasień;F;1
16127;5;Chełm;F;12
16128;1;Chełm;F;28
16129;1;Orunia-Św.Wojciech-Lipce;F;79
16130;20;Orunia-Św.Wojciech-Lipce;M;52
16131;1;Zaspa Rozstaje;M;8
16132;21;Piecki-Migowo;F;72
16133;1;Zaspa Rozstaje;F;52
16134;1;Piecki-Migowo;M;9
16135;21;Osowa;F;58
16136;20;Przymorze Wielkie;F;28
16137;7;Przymorze Małe;F;21
16138;17;Chełm;M;30
16139;9;Chełm;M;19
16140;21;Kokoszki;F;9
16141;6;Zaspa Młyniec;M;26
16142;1;VII Dwór;M;70
16143;1;Orunia-Św.Wojciech-Lipce;F;44
16144;19;Orunia Górna - Gdańsk Południe;F;14
16145;7;Piecki-Migowo;M;56
16146;12;Piecki-Migowo;M;37
16147;5;Chełm;F;44
16148;7;Zaspa Rozstaje;M;38
16149;7;Chełm;F;23
16150;21;Kokoszki;M;15
16151;19;Orunia Górna - Gdańsk Południe;F;44
16152;21;Osowa;M;29
16153;14;Osowa;M;14
16154;1;Zaspa Rozstaje;M;39
16155;27;Piecki-Migowo;F;66
16156;1;VII Dwór;F;79
16157;2;Piecki-Migowo;F;30
16158;6;Olszynka;F;58
16159;7;Piecki-Migowo;F;50
16160;1;Jasień;M;34
16161;5;Chełm;M;14
16162;6;Śródmieście;M;54
16163;18;Chełm;F;38
16164;7;Jasień;M;24
16165;1;VII Dwór;M;87
16166;1;Siedlce;M;69
16167;11;Ujeścisko-Łostowice;F;44
16169;7;Zaspa Rozstaje;F;36
16170;21;Kokoszki;F;71
16171;9;Siedlce;M;77
16172;6;Wrzeszcz Górny;M;43
16173;27;Piecki-Migowo;M;67
16174;23;Orunia Górna - Gdańsk Południe;M;47
16175;13;Zaspa Rozstaje;F;36
16176;11;Śródmieście;F;1
16177;7;Piecki-Migowo;F;22
16178;9;Przymorze Wielkie;F;31
16179;7;Siedlce;M;72
16180;6;Śródmieście;F;51
16181;6;Olszynka;M;64
16182;18;Chełm;F;69
16183;23;Orunia Górna - Gdańsk Południe;F;10
16184;8;Oliwa;F;25
16185;18;Kokoszki;F;50
16186;5;Chełm;M;48
16187;23;Orunia Górna - Gdańsk Południe;F;35
16188;27;Rudniki;M;40
16189;7;Zaspa Rozstaje;F;66
16190;23;Orunia Górna - Gdańsk Południe;F;4
16191;21;Kokoszki;M;76
16192;6;Śródmieście;M;71
16193;17;Piecki-Migowo;F;58
16194;18;Chełm;M;68
16195;23;Orunia Górna - Gdańsk Południe;F;3
16196;7;Letnica;F;33
16197;18;Wrzeszcz Dolny;F;25
16198;18;Jasień;F;30
16199;28;Ujeścisko-Łostowice;F;21
16200;7;Siedlce;F;94
16201;6;Olszynka;M;58
16202;23;Orunia Górna - Gdańsk Południe;M;33
16203;6;Śródmieście;F;70
16204;7;Zaspa Rozstaje;M;4
16205;23;Piecki-Migowo;M;26
16206;1;VII Dwór;F;80
16207;4;Matarnia;M;39
16208;7;Siedlce;F;61
16209;23;Orunia Górna - Gdańsk Południe;F;2
16210;11;Zaspa Rozstaje;F;34
16211;2;Wrzeszcz Dolny;F;27
16212;9;Stogi;M;54
16213;7;Zaspa Rozstaje;M;2
16214;16;Przymorze Wielkie;M;31
16215;1;VII Dwór;M;80
16216;6;Jasień;M;0
16217;6;Olszynka;F;61
16218;27;Wrzeszcz Dolny;F;63
16219;7;Siedlce;M;60
16220;2;Przymorze Małe;M;16
16221;9;Stogi;F;53
16222;7;Zaspa Rozstaje;M;8
16223;18;Orunia Górna - Gdańsk Południe;F;43
16224;7;Zaspa Rozstaje;F;7
16225;17;Jasień;F;38
16226;12;Przymorze Małe;M;38
16227;20;Wrzeszcz Górny;F;10
16228;20;Przymorze Małe;M;40
16229;7;Rudniki;F;30
16230;10;Przymorze Małe;F;13
16231;1;Śródmieście;F;35
16233;6;Kokoszki;F;32
16234;12;Przymorze Małe;F;39
16235;20;Wyspa Sobieszewska;F;34
16236;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
16237;13;Przymorze Małe;M;47
16238;4;Brętowo;F;41
16239;2;Zaspa Młyniec;M;47
16240;2;Zaspa Młyniec;M;43
16241;1;Jasień;F;10
16242;13;Przymorze Małe;F;41
16243;10;Przymorze Małe;F;11
16244;1;Piecki-Migowo;F;55
16245;21;Kokoszki;M;73
16246;1;Zaspa Młyniec;M;4
16247;11;Siedlce;M;38
16248;6;Olszynka;F;37
16249;1;Osowa;F;35
16250;1;Suchanino;F;42
16251;1;Chełm;F;47
16252;5;Stogi;F;45
16253;7;Śródmieście;F;46
16254;2;Zaspa Młyniec;F;46
16255;1;Śródmieście;F;27
16256;21;Kokoszki;F;39
16257;6;Orunia-Św.Wojciech-Lipce;F;46
16258;11;Ujeścisko-Łostowice;F;34
16259;1;Suchanino;M;12
16260;6;Śródmieście;F;36
16261;2;Zaspa Młyniec;M;45
16262;1;Suchanino;M;14
16263;26;Ujeścisko-Łostowice;F;63
16264;10;Zaspa Młyniec;M;32
16265;2;Zaspa Młyniec;M;19
16266;1;Piecki-Migowo;F;44
16267;6;Orunia-Św.Wojciech-Lipce;F;10
16268;6;Kokoszki;F;10
16270;1;Strzyża;M;16
16271;1;Wrzeszcz Dolny;F;16
16272;10;Zaspa Młyniec;M;1
16273;1;Zaspa Młyniec;F;43
16274;21;Kokoszki;F;59
16275;7;Chełm;M;56
16276;11;Jasień;M;53
16277;14;Matarnia;F;17
16278;18;Chełm;M;42
16279;18;Ujeścisko-Łostowice;M;40
16280;1;Wrzeszcz Górny;F;25
16281;9;Aniołki;M;40
16282;26;Ujeścisko-Łostowice;M;63
16283;23;Orunia-Św.Wojciech-Lipce;F;0
16284;1;Chełm;F;10
16285;27;Wrzeszcz Górny;M;47
16286;27;Ujeścisko-Łostowice;F;39
16287;27;Śródmieście;M;65
16288;6;Kokoszki;F;12
16289;13;Przymorze Małe;F;41
16291;1;Siedlce;M;15
16292;10;Zaspa Młyniec;F;27
16293;23;Chełm;M;34
16294;11;Piecki-Migowo;F;34
16295;17;Chełm;F;69
16296;18;Suchanino;F;8
16297;5;Nowy Port;F;48
16298;17;Chełm;M;40
16299;1;Wrzeszcz Górny;F;12
16300;1;Nowy Port;F;30
16301;7;Brętowo;M;38
16302;6;Kokoszki;F;1
16303;27;Chełm;M;61
16304;2;Chełm;M;76
16305;7;Osowa;F;72
16306;24;Siedlce;M;20
16307;18;Wzgórze Mickiewicza;M;63
16308;1;Piecki-Migowo;F;36
16309;7;Brętowo;F;37
16310;8;Oliwa;M;17
16311;18;Chełm;F;33
16312;6;Chełm;M;18
16313;1;Stogi;M;41
16314;13;Przymorze Małe;F;5
16315;18;Ujeścisko-Łostowice;M;35
16316;1;Chełm;F;11
16317;26;Chełm;F;64
16318;18;Chełm;F;32
16319;14;Kokoszki;M;32
16320;16;Jasień;M;46
16321;20;Zaspa Młyniec;F;43
16322;6;Olszynka;F;50
16323;9;Wrzeszcz Górny;F;35
16324;1;Kokoszki;F;55
16325;27;Aniołki;F;22
16327;1;Chełm;F;9
16328;23;Ujeścisko-Łostowice;F;37
16329;26;Matarnia;F;53
16330;18;Kokoszki;M;36
16331;18;Wzgórze Mickiewicza;F;65
16332;21;Kokoszki;M;38
16333;27;Brętowo;M;59
16334;2;Zaspa Rozstaje;M;52
16335;6;Jasień;M;32
16336;27;Aniołki;M;44
16337;5;Suchanino;F;40
16338;28;Letnica;F;28
16339;2;Przymorze Małe;F;30
16340;26;Matarnia;F;60
16341;21;Piecki-Migowo;F;35
16342;2;Wrzeszcz Dolny;M;35
16343;11;Ujeścisko-Łostowice;F;35
16344;6;Śródmieście;F;34
16345;2;Wrzeszcz Górny;M;65
16346;21;Kokoszki;F;47
16347;1;Kokoszki;M;33
16348;7;Brzeźno;F;34
16349;7;Nowy Port;M;25
16350;5;Suchanino;M;7
16351;18;Orunia Górna - Gdańsk Południe;F;40
16352;26;Wrzeszcz Górny;F;40
16353;9;Oliwa;F;28
16354;23;Siedlce;M;34
16355;26;Stogi;F;62
16356;1;Śródmieście;M;47
16357;20;Brętowo;F;41
16358;11;Jasień;F;42
16359;6;Olszynka;F;49
16360;7;Nowy Port;M;55
16361;21;Kokoszki;M;15
16362;21;Kokoszki;M;40
16363;6;Orunia-Św.Wojciech-Lipce;M;48
16364;7;Suchanino;M;5
16365;1;Śródmieście;F;42
16366;6;Nowy Port;M;26
16367;13;Przymorze Małe;M;42
16368;7;Brzeźno;M;44
16369;15;Brętowo;F;10
16370;9;Osowa;F;41
16371;9;Śródmieście;F;16
16372;14;Matarnia;F;31
16373;10;VII Dwór;M;51
16374;15;Piecki-Migowo;F;34
16375;23;Siedlce;F;11
16376;26;Chełm;F;37
16377;12;Chełm;M;39
16378;23;Orunia Górna - Gdańsk Południe;F;37
16379;21;Brętowo;F;13
16380;1;Ujeścisko-Łostowice;M;41
16381;1;Wrzeszcz Górny;F;16
16382;23;Orunia Górna - Gdańsk Południe;M;38
16383;27;Brętowo;M;15
16384;18;Orunia Górna - Gdańsk Południe;M;43
16385;18;Ujeścisko-Łostowice;M;1
16386;6;Siedlce;F;58
16387;23;Orunia Górna - Gdańsk Południe;M;48
16388;14;Matarnia;F;11
16389;20;Zaspa Rozstaje;M;34
16390;18;Ujeścisko-Łostowice;M;43
16391;21;Kokoszki;M;18
16392;10;Wrzeszcz Górny;M;56
16393;13;Przymorze Małe;F;44
16394;23;Orunia Górna - Gdańsk Południe;F;37
16395;11;Suchanino;M;70
16396;18;Orunia Górna - Gdańsk Południe;M;10
16397;18;Ujeścisko-Łostowice;M;4
16398;14;Matarnia;F;9
16399;9;Aniołki;M;24
16400;9;Orunia-Św.Wojciech-Lipce;M;32
16401;18;Ujeścisko-Łostowice;F;31
16402;21;Kokoszki;M;16
16403;22;Wrzeszcz Górny;F;36
16404;18;Orunia Górna - Gdańsk Południe;M;7
16405;11;Orunia Górna - Gdańsk Południe;M;34
16406;1;Suchanino;F;35
16407;10;Wrzeszcz Górny;F;56
16408;14;Matarnia;F;6
16410;21;Kokoszki;M;47
16411;1;Przymorze Wielkie;F;22
16412;11;Ujeścisko-Łostowice;F;33
16413;27;Piecki-Migowo;F;64
16414;14;Matarnia;M;0
16415;1;Chełm;F;29
16416;1;Oliwa;F;37
16417;23;Śródmieście;F;8
16418;1;Zaspa Rozstaje;F;38
16421;22;Jasień;F;33
16422;7;Nowy Port;M;25
16423;14;Matarnia;M;34
16424;13;Przymorze Małe;M;10
16425;23;Chełm;M;51
16426;21;Matarnia;M;58
16427;18;Ujeścisko-Łostowice;F;22
16429;1;Chełm;M;26
16430;11;Ujeścisko-Łostowice;M;33
16431;1;Chełm;M;5
16432;4;Zaspa Rozstaje;M;44
16433;6;Ujeścisko-Łostowice;M;33
16434;7;Zaspa Rozstaje;M;36
16435;18;Chełm;F;31
16436;13;Przymorze Małe;F;8
16437;27;Piecki-Migowo;F;47
16438;6;Aniołki;M;55
16439;18;Ujeścisko-Łostowice;F;46
16440;1;Chełm;F;41
16441;10;Zaspa Rozstaje;F;24
16442;7;Zaspa Rozstaje;F;36
16443;14;Osowa;M;40
16444;18;Orunia Górna - Gdańsk Południe;M;45
16445;1;Chełm;F;0
16446;1;Chełm;F;9
16448;11;Ujeścisko-Łostowice;F;36
16449;18;Chełm;M;39
16450;1;Piecki-Migowo;F;34
16451;20;Matarnia;M;2
16452;18;Orunia Górna - Gdańsk Południe;F;45
16453;1;Ujeścisko-Łostowice;F;44
16454;1;Przymorze Wielkie;F;38
16455;23;Orunia Górna - Gdańsk Południe;M;35
16456;7;Zaspa Rozstaje;M;31
16457;1;Nowy Port;M;25
16458;6;Wyspa Sobieszewska;F;42
16459;7;Nowy Port;F;53
16460;5;Wrzeszcz Górny;M;47
16461;27;Oliwa;F;71
16462;10;Zaspa Młyniec;F;35
16463;10;Zaspa Rozstaje;M;34
16464;12;Piecki-Migowo;F;44
16465;12;Piecki-Migowo;F;37
16466;18;Orunia Górna - Gdańsk Południe;F;4
16467;13;Zaspa Młyniec;F;36
16468;18;Orunia Górna - Gdańsk Południe;F;41
16469;1;Strzyża;M;47
16470;4;Śródmieście;F;35
16471;2;Zaspa Rozstaje;M;37
16472;5;Zaspa Młyniec;M;6
16473;14;Osowa;M;70
16474;14;Osowa;F;40
16475;20;Zaspa Rozstaje;F;33
16476;24;Wyspa Sobieszewska;F;46
16477;13;Zaspa Młyniec;F;3
16478;27;Przeróbka;F;40
16479;18;Chełm;M;30
16480;9;Śródmieście;F;1
16481;7;Wrzeszcz Dolny;M;71
16482;18;Ujeścisko-Łostowice;M;41
16483;1;Brzeźno;F;55
16484;1;Strzyża;F;42
16485;7;Wrzeszcz Dolny;F;72
16486;28;Osowa;M;41
16487;6;Strzyża;M;27
16488;20;Wyspa Sobieszewska;M;49
16489;21;Piecki-Migowo;F;69
16490;9;Wrzeszcz Górny;F;44
16491;20;Zaspa Rozstaje;F;37
16492;10;Zaspa Rozstaje;M;89
16493;10;Zaspa Rozstaje;M;36
16494;18;Chełm;F;48
16495;9;Strzyża;M;42
16496;10;Osowa;F;41
16497;20;Zaspa Rozstaje;F;2
16498;1;Wyspa Sobieszewska;F;37
16499;26;Ujeścisko-Łostowice;F;33
16500;1;Zaspa Rozstaje;F;12
16501;28;Jasień;F;37
16502;20;Zaspa Rozstaje;F;5
16503;5;Osowa;F;12
16504;5;Orunia Górna - Gdańsk Południe;F;19
16505;1;Zaspa Rozstaje;M;10
16506;28;Przymorze Wielkie;M;39
16507;11;Jasień;F;40
16508;20;Zaspa Rozstaje;M;7
16509;6;Wrzeszcz Dolny;F;66
16510;10;Wrzeszcz Górny;M;40
16511;6;Śródmieście;F;28
16512;1;Przymorze Wielkie;F;33
16513;7;Nowy Port;F;26
16514;12;Piecki-Migowo;M;71
16515;24;Osowa;M;10
16516;27;Aniołki;F;54
16517;1;Wyspa Sobieszewska;M;42
16518;18;Orunia Górna - Gdańsk Południe;M;60
16519;26;Siedlce;F;60
16520;2;Chełm;F;34
16521;21;Jasień;F;45
16522;6;Zaspa Młyniec;M;36
16523;15;Osowa;F;4
16524;1;Brętowo;F;38
16525;26;Jasień;M;36
16526;2;Wrzeszcz Dolny;F;1
16527;19;Chełm;F;38
16528;26;Orunia Górna - Gdańsk Południe;F;27
16529;1;Wrzeszcz Dolny;F;32
16530;7;Piecki-Migowo;F;36
16531;18;Chełm;F;33
16532;10;Zaspa Rozstaje;M;2
16533;20;Osowa;M;4
16534;1;Strzyża;F;37
16535;4;Wyspa Sobieszewska;M;44
16536;1;Kokoszki;M;64
16537;27;Wrzeszcz Górny;F;62
16538;10;Zaspa Rozstaje;M;7
16539;14;Osowa;F;33
16540;10;Zaspa Rozstaje;F;31
16541;24;Ujeścisko-Łostowice;F;23
16542;17;Ujeścisko-Łostowice;M;48
16543;27;Wrzeszcz Górny;M;64
16544;12;Piecki-Migowo;M;42
16545;9;Wrzeszcz Górny;F;45
16546;16;Przeróbka;M;37
16547;9;Zaspa Młyniec;F;42
16548;7;Wzgórze Mickiewicza;F;30
16549;12;Piecki-Migowo;M;9
16550;5;Wrzeszcz Dolny;M;15
16551;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;19
16552;8;Osowa;F;37
16553;9;Piecki-Migowo;F;43
16554;9;Przymorze Wielkie;M;28
16555;13;Brzeźno;F;55
16556;12;Siedlce;M;37
16557;1;VII Dwór;M;35
16558;7;Brzeźno;F;43
16559;26;Orunia Górna - Gdańsk Południe;F;29
16560;14;Osowa;F;34
16561;12;Siedlce;M;38
16562;18;Ujeścisko-Łostowice;M;46
16563;7;Brzeźno;F;31
16564;6;Chełm;F;42
16565;10;Zaspa Młyniec;F;37
16566;3;Matarnia;M;22
16567;11;Jasień;F;33
16568;9;Wrzeszcz Górny;F;27
16569;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;55
16570;10;Zaspa Młyniec;M;40
16571;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;3
16572;11;Suchanino;F;40
16573;10;Zaspa Młyniec;F;50
16574;18;Ujeścisko-Łostowice;M;40
16575;6;Śródmieście;F;32
16576;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;11
16577;9;Przymorze Wielkie;M;42
16578;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;14
16579;23;Orunia Górna - Gdańsk Południe;F;42
16580;26;Chełm;M;12
16581;18;Ujeścisko-Łostowice;F;39
16582;9;Ujeścisko-Łostowice;F;25
16583;18;Ujeścisko-Łostowice;M;8
16584;14;Matarnia;M;48
16585;26;Piecki-Migowo;F;60
16586;7;Orunia-Św.Wojciech-Lipce;F;45
16587;6;Ujeścisko-Łostowice;M;6
16588;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
16589;2;Zaspa Rozstaje;M;38
16590;24;Śródmieście;F;34
16591;1;Przymorze Wielkie;F;21
16592;1;Matarnia;F;42
16593;27;Siedlce;F;65
16594;10;Zaspa Rozstaje;F;32
16595;3;Piecki-Migowo;M;34
16596;24;Zaspa Młyniec;F;43
16598;1;Śródmieście;F;24
16599;13;Wrzeszcz Dolny;M;36
16600;14;Osowa;M;7
16601;9;Matarnia;M;18
16602;13;Osowa;M;35
16603;14;Osowa;M;2
16604;26;Ujeścisko-Łostowice;F;36
16605;27;Oliwa;F;44
16606;9;Osowa;M;23
16607;24;Brzeźno;F;25
16608;1;Matarnia;F;31
16609;28;Ujeścisko-Łostowice;F;39
16610;6;Suchanino;F;43
16611;5;Chełm;F;36
16612;5;Chełm;F;10
16613;5;Chełm;F;7
16614;5;Chełm;M;41
16615;12;Piecki-Migowo;F;28
16616;24;Olszynka;M;38
16617;1;Orunia Górna - Gdańsk Południe;F;31
16618;11;Orunia Górna - Gdańsk Południe;F;40
16619;11;Orunia Górna - Gdańsk Południe;M;8
16620;9;Śródmieście;M;10
16621;7;Brzeźno;F;56
16622;12;Piecki-Migowo;F;39
16623;24;Zaspa Rozstaje;M;43
16624;12;Piecki-Migowo;M;9
16625;7;Siedlce;M;58
16626;1;Wyspa Sobieszewska;F;45
16627;10;Zaspa Rozstaje;F;40
16628;10;Zaspa Rozstaje;M;9
16629;10;Zaspa Młyniec;M;39
16630;10;Zaspa Rozstaje;F;8
16632;20;Jasień;M;36
16633;3;Przymorze Wielkie;F;25
16634;17;Orunia-Św.Wojciech-Lipce;F;36
16635;1;Siedlce;F;48
16636;1;Przymorze Małe;M;21
16637;5;Ujeścisko-Łostowice;M;45
16638;26;Wyspa Sobieszewska;M;63
16639;1;Kokoszki;F;42
16640;23;Orunia Górna - Gdańsk Południe;F;46
16641;1;Zaspa Młyniec;F;46
16642;26;Osowa;F;58
16643;16;Zaspa Młyniec;F;44
16644;1;Przymorze Wielkie;M;41
16645;16;Zaspa Młyniec;F;18
16646;1;Jasień;F;33
16647;11;Orunia Górna - Gdańsk Południe;M;14
16648;1;VII Dwór;F;42
16649;10;Strzyża;M;39
16650;9;Wrzeszcz Górny;F;30
16651;11;Orunia Górna - Gdańsk Południe;M;11
16652;1;Wrzeszcz Górny;M;34
16653;24;Zaspa Rozstaje;M;36
16654;28;Orunia Górna - Gdańsk Południe;F;34
16655;26;Przymorze Wielkie;M;39
16656;22;Jasień;F;33
16657;23;Ujeścisko-Łostowice;F;60
16658;23;Chełm;F;31
16659;23;Wrzeszcz Górny;M;38
16660;18;Chełm;F;34
16661;18;Chełm;M;47
16662;26;Matarnia;F;82
16663;7;Zaspa Rozstaje;F;36
16664;10;Wrzeszcz Dolny;F;12
16665;8;Wrzeszcz Górny;F;26
16666;6;Brętowo;M;45
16667;1;Przymorze Wielkie;F;40
16668;26;Przymorze Małe;F;26
16669;27;Strzyża;F;36
16670;18;Chełm;M;64
16671;1;Przymorze Wielkie;F;12
16672;18;Kokoszki;F;37
16673;11;Ujeścisko-Łostowice;M;64
16674;1;Kokoszki;F;49
16675;18;Kokoszki;M;10
16676;7;Zaspa Młyniec;M;41
16677;26;Piecki-Migowo;M;28
16678;1;Oliwa;F;34
16679;18;Kokoszki;M;3
16680;1;Nowy Port;M;55
16681;9;Aniołki;F;19
16682;6;Śródmieście;M;35
16683;1;Przymorze Wielkie;M;4
16684;2;Wrzeszcz Dolny;F;33
16685;18;Ujeścisko-Łostowice;F;66
16686;27;VII Dwór;F;41
16687;18;Kokoszki;M;39
16688;15;Osowa;F;52
16689;21;Orunia Górna - Gdańsk Południe;F;35
16690;21;Ujeścisko-Łostowice;M;70
16691;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;27
16692;7;Orunia Górna - Gdańsk Południe;F;26
16693;1;Nowy Port;M;83
16694;12;Piecki-Migowo;M;32
16695;9;Brętowo;M;44
16696;21;Orunia Górna - Gdańsk Południe;F;8
16697;6;Śródmieście;M;43
16698;1;Wrzeszcz Górny;F;16
16699;1;Nowy Port;M;8
16700;7;Wrzeszcz Górny;M;32
16701;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
16702;21;Orunia Górna - Gdańsk Południe;M;3
16703;23;Wrzeszcz Dolny;M;40
16704;21;Ujeścisko-Łostowice;F;69
16705;10;Osowa;M;44
16706;6;Śródmieście;F;59
16707;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
16708;1;Nowy Port;M;71
16709;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;31
16710;1;Nowy Port;F;42
16711;24;Chełm;F;46
16713;27;Wrzeszcz Górny;F;37
16714;8;Osowa;M;69
16715;20;Brętowo;F;39
16716;1;Suchanino;M;47
16717;28;Wrzeszcz Dolny;M;51
16718;1;Młyniska;F;45
16719;5;Osowa;M;36
16720;1;Młyniska;F;22
16721;1;Suchanino;F;11
16722;18;Ujeścisko-Łostowice;F;38
16723;27;Piecki-Migowo;F;54
16724;12;Piecki-Migowo;F;39
16725;23;Orunia Górna - Gdańsk Południe;F;34
16726;6;Osowa;M;81
16727;16;Przymorze Wielkie;M;38
16728;1;Piecki-Migowo;F;35
16729;6;Orunia-Św.Wojciech-Lipce;M;60
16730;9;Nowy Port;F;40
16731;1;Suchanino;F;17
16732;9;Nowy Port;F;37
16733;27;Piecki-Migowo;F;40
16734;7;Brzeźno;M;27
16735;8;Osowa;F;70
16736;18;Przymorze Wielkie;F;25
16737;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
16738;1;Jasień;F;13
16739;28;Osowa;F;48
16740;10;Zaspa Rozstaje;F;33
16741;27;Śródmieście;F;35
16742;1;Chełm;M;44
16743;18;Orunia Górna - Gdańsk Południe;M;32
16744;7;Brzeźno;M;31
16745;20;Suchanino;M;30
16746;10;Jasień;F;55
16747;18;Orunia Górna - Gdańsk Południe;F;42
16748;23;Wzgórze Mickiewicza;M;44
16749;6;Orunia Górna - Gdańsk Południe;F;52
16750;6;Śródmieście;M;29
16751;20;Jasień;F;18
16752;21;Jasień;F;49
16753;26;Suchanino;F;46
16754;1;Siedlce;F;44
16755;18;Orunia Górna - Gdańsk Południe;F;27
16756;1;Młyniska;F;52
16757;14;Osowa;M;37
16758;28;Suchanino;M;59
16759;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;4
16760;1;Wrzeszcz Dolny;F;64
16761;20;Suchanino;F;65
16762;26;Śródmieście;F;24
16763;1;Przymorze Małe;M;6
16764;10;Zaspa Rozstaje;F;46
16765;13;Wrzeszcz Górny;F;38
16766;23;Orunia Górna - Gdańsk Południe;F;49
16767;18;Ujeścisko-Łostowice;M;40
16768;1;Przymorze Małe;F;2
16769;28;Zaspa Młyniec;M;10
16770;1;Piecki-Migowo;F;35
16771;18;Orunia Górna - Gdańsk Południe;M;33
16772;1;VII Dwór;F;47
16773;20;Stogi;F;35
16774;23;Orunia Górna - Gdańsk Południe;F;60
16775;2;Wrzeszcz Dolny;F;45
16776;18;Ujeścisko-Łostowice;M;26
16777;11;Wzgórze Mickiewicza;M;57
16778;27;Siedlce;M;39
16779;17;Orunia Górna - Gdańsk Południe;M;36
16780;26;Śródmieście;F;49
16781;1;Zaspa Młyniec;F;31
16782;2;Wrzeszcz Dolny;F;13
16783;17;Orunia Górna - Gdańsk Południe;F;36
16784;23;Orunia Górna - Gdańsk Południe;M;42
16785;2;Wrzeszcz Dolny;M;8
16786;2;Wrzeszcz Dolny;M;44
16787;27;Zaspa Młyniec;F;57
16788;14;Kokoszki;M;44
16789;6;Ujeścisko-Łostowice;F;42
16790;7;Zaspa Rozstaje;F;33
16791;4;Wrzeszcz Dolny;F;37
16792;28;Zaspa Młyniec;M;39
16793;20;Siedlce;F;68
16794;18;Chełm;M;42
16795;23;Orunia Górna - Gdańsk Południe;M;36
16796;28;Piecki-Migowo;F;36
16797;1;Brętowo;F;36
16798;14;Kokoszki;F;45
16799;23;Orunia Górna - Gdańsk Południe;F;31
16800;6;Śródmieście;M;45
16801;17;Orunia-Św.Wojciech-Lipce;F;32
16802;6;Ujeścisko-Łostowice;M;14
16803;8;Przymorze Wielkie;M;34
16804;6;Śródmieście;F;34
16805;26;Piecki-Migowo;M;60
16806;1;Jasień;M;31
16807;9;Osowa;M;20
16808;17;Orunia-Św.Wojciech-Lipce;M;6
16809;14;Osowa;M;39
16810;26;Śródmieście;F;40
16811;12;Wrzeszcz Górny;M;29
16812;18;Orunia Górna - Gdańsk Południe;M;40
16813;23;Wrzeszcz Górny;M;31
16814;20;Wrzeszcz Górny;F;65
16816;1;Wrzeszcz Dolny;F;32
16817;7;Zaspa Rozstaje;F;63
16818;21;Osowa;F;50
16819;2;Nowy Port;M;28
16821;1;VII Dwór;F;41
16822;7;Wrzeszcz Dolny;F;36
16823;7;Brzeźno;F;59
16824;6;Ujeścisko-Łostowice;M;43
16825;22;Orunia-Św.Wojciech-Lipce;M;64
16826;18;Ujeścisko-Łostowice;M;37
16827;2;Stogi;M;34
16828;9;Wrzeszcz Górny;M;72
16829;6;Orunia-Św.Wojciech-Lipce;M;6
16830;14;Osowa;M;5
16831;6;Olszynka;F;22
16832;1;Zaspa Młyniec;F;34
16833;14;Kokoszki;M;45
16834;21;Osowa;M;34
16835;7;Brzeźno;M;56
16836;7;Wrzeszcz Dolny;M;6
16837;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;22
16838;1;Jasień;F;31
16839;22;Kokoszki;M;36
16840;1;Piecki-Migowo;F;29
16841;1;Ujeścisko-Łostowice;F;38
16842;7;Brzeźno;F;58
16843;14;Osowa;F;2
16844;14;Kokoszki;M;71
16845;14;Kokoszki;F;37
16846;27;Wrzeszcz Górny;F;34
16847;18;Chełm;M;70
16848;7;Wrzeszcz Dolny;M;3
16849;15;Ujeścisko-Łostowice;F;64
16850;26;Przymorze Wielkie;F;40
16851;27;Wrzeszcz Górny;M;36
16852;6;Strzyża;M;55
16853;7;Zaspa Rozstaje;M;59
16854;18;Chełm;M;71
16855;15;Wrzeszcz Górny;F;2
16856;1;Kokoszki;F;44
16857;26;Suchanino;F;71
16858;6;Olszynka;F;3
16859;1;Orunia Górna - Gdańsk Południe;F;24
16860;23;Chełm;F;31
16861;15;Wrzeszcz Górny;M;5
16862;10;Przymorze Małe;F;32
16863;21;Jasień;F;45
16864;26;Suchanino;F;12
16865;9;Wrzeszcz Górny;M;53
16866;2;Wrzeszcz Dolny;M;38
16867;17;Orunia-Św.Wojciech-Lipce;F;48
16868;8;Przymorze Małe;F;36
16869;18;Chełm;F;72
16870;2;Przymorze Wielkie;M;49
16871;8;Suchanino;F;8
16872;6;Śródmieście;F;42
16873;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;45
16874;6;Śródmieście;F;41
16876;26;Suchanino;M;7
16877;13;VII Dwór;F;48
16878;14;Kokoszki;M;43
16879;26;Piecki-Migowo;F;30
16880;23;Ujeścisko-Łostowice;F;56
16881;23;Orunia Górna - Gdańsk Południe;M;40
16882;6;Suchanino;M;35
16883;18;Orunia Górna - Gdańsk Południe;M;40
16884;18;Ujeścisko-Łostowice;F;2
16885;11;Ujeścisko-Łostowice;F;36
16886;1;Wrzeszcz Górny;F;36
16887;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;41
16888;14;Kokoszki;F;20
16889;7;Zaspa Rozstaje;F;31
16890;10;Przymorze Małe;F;43
16891;9;Aniołki;F;57
16892;1;Jasień;F;26
16893;9;Wrzeszcz Górny;M;69
16894;26;Wrzeszcz Dolny;F;38
16895;25;Chełm;F;25
16896;9;Przymorze Wielkie;M;40
16897;1;Suchanino;F;39
16898;6;Śródmieście;M;13
16899;21;Jasień;F;27
16900;6;Chełm;F;27
16901;9;Aniołki;F;80
16902;1;Śródmieście;F;35
16903;9;Jasień;F;19
16904;9;Wrzeszcz Górny;F;29
16905;21;Kokoszki;M;43
16906;9;Oliwa;F;68
16907;6;Śródmieście;M;13
16908;9;Brzeźno;F;59
16909;1;Śródmieście;F;23
16910;1;Orunia Górna - Gdańsk Południe;M;34
16911;6;Jasień;M;54
16912;9;Wrzeszcz Górny;F;3
16913;14;Kokoszki;M;38
16914;15;Wrzeszcz Górny;F;52
16915;9;Wrzeszcz Dolny;M;40
16916;28;Nowy Port;F;18
16917;4;VII Dwór;F;70
16918;23;Chełm;M;42
16919;23;Orunia-Św.Wojciech-Lipce;M;30
16920;9;Przymorze Wielkie;F;38
16921;8;Przymorze Wielkie;M;27
16923;11;Ujeścisko-Łostowice;F;59
16924;18;Wzgórze Mickiewicza;F;37
16925;9;Wrzeszcz Górny;M;29
16926;9;Ujeścisko-Łostowice;F;17
16927;11;Śródmieście;F;59
16929;1;Oliwa;F;42
16930;2;Aniołki;F;40
16931;28;Młyniska;F;34
16932;20;Oliwa;F;41
16933;13;Piecki-Migowo;F;34
16934;13;Oliwa;F;25
16935;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
16936;27;Siedlce;M;54
16937;22;Wrzeszcz Dolny;F;31
16938;11;Kokoszki;F;57
16939;21;Kokoszki;F;38
16940;11;Śródmieście;M;61
16941;1;Chełm;F;37
16942;7;Przymorze Wielkie;F;35
16943;1;Oliwa;F;14
16944;11;Ujeścisko-Łostowice;M;39
16945;14;Osowa;F;35
16946;14;Matarnia;M;38
16947;13;Przymorze Małe;F;39
16948;10;Oliwa;M;24
16949;28;Przeróbka;F;33
16950;27;Piecki-Migowo;M;34
16951;10;Przymorze Wielkie;M;46
16952;17;Ujeścisko-Łostowice;M;8
16953;5;Piecki-Migowo;F;40
16954;11;Śródmieście;M;22
16955;6;Stogi;M;33
16956;27;Ujeścisko-Łostowice;F;32
16957;18;Piecki-Migowo;F;64
16958;1;Piecki-Migowo;F;30
16959;28;Przymorze Wielkie;F;61
16960;18;Wrzeszcz Górny;F;26
16961;27;Piecki-Migowo;M;6
16962;23;Chełm;M;35
16963;10;Przymorze Wielkie;F;13
16964;12;Piecki-Migowo;F;31
16965;20;Siedlce;F;35
16966;1;Oliwa;M;42
16967;26;Wrzeszcz Górny;F;51
16968;21;Ujeścisko-Łostowice;F;53
16969;1;Orunia Górna - Gdańsk Południe;F;22
16970;18;Ujeścisko-Łostowice;F;45
16971;12;Piecki-Migowo;M;31
16972;21;Jasień;M;10
16973;7;Przymorze Wielkie;M;9
16974;13;Przymorze Małe;M;35
16975;1;Oliwa;M;13
16976;1;Chełm;F;72
16977;27;Śródmieście;F;33
16978;18;Ujeścisko-Łostowice;F;8
16979;12;Piecki-Migowo;F;7
16980;1;Kokoszki;F;39
16981;4;VII Dwór;F;83
16982;23;Chełm;M;36
16983;12;Piecki-Migowo;F;6
16984;14;Osowa;M;43
16985;7;Brzeźno;M;31
16986;1;Oliwa;M;10
16987;7;Chełm;F;44
16988;12;Piecki-Migowo;F;2
16989;1;Przymorze Wielkie;M;83
16990;2;Jasień;F;20
16991;2;Wrzeszcz Dolny;M;40
16992;1;Jasień;F;42
16993;1;Oliwa;M;3
16994;21;Jasień;M;19
16995;1;Chełm;M;75
16996;2;Jasień;F;40
16997;7;Brzeźno;F;65
16998;24;Nowy Port;M;58
16999;6;Suchanino;F;20
17000;7;Brzeźno;M;64
17001;27;Brzeźno;F;67
17002;17;Chełm;F;7
17003;1;Piecki-Migowo;M;36
17005;1;Ujeścisko-Łostowice;F;55
17006;9;Przymorze Małe;F;51
17007;6;Jasień;F;63
17008;18;Chełm;F;39
17010;18;Jasień;M;47
17011;16;Nowy Port;F;56
17012;21;Jasień;M;39
17013;26;Wrzeszcz Górny;F;33
17014;4;VII Dwór;M;55
17015;1;Osowa;F;36
17016;11;Śródmieście;M;42
17017;27;Wrzeszcz Górny;F;67
17018;27;Piecki-Migowo;M;4
17020;18;Chełm;M;37
17021;27;Wrzeszcz Górny;F;67
17022;6;Jasień;F;36
17023;10;Wrzeszcz Dolny;M;35
17024;9;Orunia-Św.Wojciech-Lipce;F;66
17025;1;Piecki-Migowo;F;48
17026;9;Śródmieście;F;70
17027;1;Śródmieście;F;42
17028;7;Wrzeszcz Dolny;M;28
17029;6;Jasień;F;59
17030;23;Jasień;F;34
17031;18;Chełm;F;37
17032;18;Ujeścisko-Łostowice;F;39
17033;1;Wyspa Sobieszewska;F;45
17034;6;Wyspa Sobieszewska;M;22
17036;8;Oliwa;F;38
17037;7;Brzeźno;M;35
17038;9;Orunia-Św.Wojciech-Lipce;M;72
17039;10;Przymorze Małe;M;46
17040;6;Jasień;F;33
17042;27;Śródmieście;F;59
17043;28;Przymorze Małe;F;33
17044;11;Kokoszki;F;37
17045;7;Stogi;F;31
17046;2;Przymorze Małe;F;49
17047;18;Chełm;M;7
17049;2;Suchanino;M;16
17050;1;Ujeścisko-Łostowice;F;31
17051;6;Chełm;F;27
17052;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;4
17053;15;Oliwa;F;27
17054;6;Jasień;M;29
17055;17;Orunia-Św.Wojciech-Lipce;F;38
17056;9;Chełm;F;23
17057;27;Orunia-Św.Wojciech-Lipce;F;31
17058;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;37
17059;18;Jasień;F;34
17060;7;Wrzeszcz Dolny;F;28
17061;6;Jasień;F;38
17062;11;Zaspa Młyniec;M;40
17063;1;Przymorze Wielkie;F;53
17064;27;Aniołki;F;41
17065;19;Orunia Górna - Gdańsk Południe;F;60
17066;1;Piecki-Migowo;F;9
17067;1;Ujeścisko-Łostowice;F;34
17068;9;Przymorze Małe;M;25
17069;9;Przeróbka;M;15
17070;6;Jasień;M;38
17071;8;Przymorze Wielkie;M;0
17072;8;Jasień;F;2
17073;27;Suchanino;F;40
17074;18;Ujeścisko-Łostowice;F;36
17075;7;Wrzeszcz Dolny;M;5
17076;20;Chełm;F;3
17077;6;Jasień;F;53
17078;14;Osowa;M;26
17079;1;Wyspa Sobieszewska;M;45
17080;28;Wrzeszcz Dolny;F;38
17081;11;Jasień;M;35
17082;6;Jasień;M;59
17083;7;Wrzeszcz Dolny;F;3
17084;27;Brętowo;M;40
17085;4;VII Dwór;F;81
17086;2;Zaspa Rozstaje;M;33
17087;19;Orunia Górna - Gdańsk Południe;M;29
17088;7;Brzeźno;F;66
17089;1;Brętowo;F;7
17090;7;Nowy Port;F;42
17091;6;Stogi;F;57
17093;1;Orunia Górna - Gdańsk Południe;F;23
17094;1;Brętowo;M;3
17095;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;52
17096;18;Chełm;F;35
17097;4;Wrzeszcz Górny;M;74
17098;7;Brzeźno;M;67
17099;10;Przymorze Małe;F;70
17100;1;Aniołki;F;40
17101;1;Piecki-Migowo;F;7
17102;18;Jasień;M;32
17103;18;Oliwa;M;46
17104;1;Chełm;F;43
17105;1;Kokoszki;F;41
17106;21;Jasień;F;23
17107;17;Wrzeszcz Górny;F;27
17108;24;Brzeźno;F;69
17109;23;Orunia Górna - Gdańsk Południe;M;42
17110;10;Oliwa;F;40
17111;14;Kokoszki;M;38
17112;18;Chełm;M;37
17113;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
17114;10;Przymorze Małe;M;74
17115;1;Przymorze Małe;F;3
17116;5;Przymorze Małe;F;34
17117;21;Piecki-Migowo;F;39
17118;22;Suchanino;M;36
17119;1;Oliwa;F;55
17120;1;Nowy Port;M;13
17121;28;Brzeźno;F;60
17122;6;Wrzeszcz Górny;F;73
17123;6;Śródmieście;M;31
17124;17;Orunia-Św.Wojciech-Lipce;M;68
17125;1;Oliwa;F;28
17126;4;Oliwa;F;87
17127;10;Oliwa;M;35
17128;17;Orunia-Św.Wojciech-Lipce;F;59
17129;27;Ujeścisko-Łostowice;F;61
17130;8;Piecki-Migowo;M;64
17131;11;Kokoszki;F;43
17132;24;VII Dwór;F;51
17133;25;Orunia Górna - Gdańsk Południe;F;58
17134;27;Ujeścisko-Łostowice;M;20
17135;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
17136;1;Aniołki;F;59
17137;13;Zaspa Młyniec;M;51
17138;14;Osowa;F;45
17139;27;Wrzeszcz Górny;M;37
17140;18;Chełm;M;45
17141;21;Kokoszki;M;4
17142;20;Zaspa Młyniec;F;40
17143;27;Wrzeszcz Dolny;M;35
17144;7;Zaspa Rozstaje;F;25
17145;26;Brzeźno;F;29
17146;11;Kokoszki;M;72
17147;11;Ujeścisko-Łostowice;M;57
17148;11;Kokoszki;F;42
17149;11;Kokoszki;F;70
17150;7;Zaspa Rozstaje;M;28
17151;8;Oliwa;F;37
17152;6;Olszynka;F;64
17153;27;Śródmieście;F;62
17154;18;Ujeścisko-Łostowice;F;48
17155;6;Stogi;M;26
17156;26;Zaspa Rozstaje;F;44
17157;7;Zaspa Rozstaje;F;0
17158;26;Brzeźno;F;58
17159;14;Osowa;M;70
17160;27;Chełm;F;54
17161;17;Piecki-Migowo;F;34
17162;18;Chełm;M;72
17163;18;Ujeścisko-Łostowice;M;36
17164;27;Śródmieście;M;29
17165;18;Kokoszki;F;35
17166;18;VII Dwór;M;41
17167;18;Chełm;F;71
17168;2;Osowa;F;33
17169;18;Jasień;F;37
17170;10;Przymorze Małe;F;44
17171;27;Śródmieście;M;30
17172;1;Piecki-Migowo;M;1
17173;2;Piecki-Migowo;M;8
17174;10;Brzeźno;F;0
17176;10;Aniołki;M;40
17177;28;Oliwa;F;43
17178;2;Piecki-Migowo;F;5
17179;22;Orunia Górna - Gdańsk Południe;F;37
17180;18;Chełm;F;20
17181;9;Piecki-Migowo;M;9
17182;2;Piecki-Migowo;M;1
17183;7;Zaspa Młyniec;F;37
17184;17;Piecki-Migowo;M;32
17185;1;Piecki-Migowo;F;34
17186;13;Przymorze Wielkie;M;26
17187;16;Zaspa Młyniec;M;37
17188;7;Wrzeszcz Górny;F;65
17189;23;Orunia Górna - Gdańsk Południe;F;41
17190;11;Orunia Górna - Gdańsk Południe;M;9
17191;22;Chełm;M;11
17192;7;Wrzeszcz Górny;M;70
17193;1;Piecki-Migowo;F;62
17194;9;Piecki-Migowo;M;35
17195;26;Wrzeszcz Dolny;M;90
17196;1;Osowa;F;20
17197;27;Siedlce;M;69
17198;22;Orunia Górna - Gdańsk Południe;M;8
17199;27;Siedlce;F;65
17200;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;48
17201;1;Piecki-Migowo;M;68
17202;1;Wrzeszcz Dolny;F;38
17203;7;Wrzeszcz Dolny;F;33
17204;18;Chełm;F;49
17205;5;Orunia-Św.Wojciech-Lipce;F;72
17206;15;Piecki-Migowo;F;78
17207;5;Jasień;M;19
17208;1;Strzyża;M;49
17209;1;Oliwa;F;40
17210;12;Piecki-Migowo;F;3
17211;11;Kokoszki;F;40
17212;25;Siedlce;M;30
17213;27;Zaspa Młyniec;M;4
17214;11;Jasień;F;35
17215;18;Orunia Górna - Gdańsk Południe;M;55
17216;7;Wrzeszcz Górny;F;44
17217;18;Orunia Górna - Gdańsk Południe;F;60
17218;8;Oliwa;F;70
17219;11;Jasień;F;6
17220;27;Zaspa Młyniec;M;2
17221;13;Przymorze Wielkie;F;38
17222;6;Śródmieście;F;44
17223;11;Jasień;F;4
17224;7;Brzeźno;F;69
17225;4;Przymorze Małe;F;27
17226;27;Śródmieście;M;62
17227;18;Chełm;M;12
17228;11;Brzeźno;M;68
17229;22;Piecki-Migowo;F;36
17230;2;Letnica;F;36
17231;26;Jasień;F;36
17232;7;Wrzeszcz Górny;F;9
17233;18;Chełm;M;42
17234;7;Brzeźno;F;41
17235;7;Przymorze Wielkie;F;27
17236;8;Orunia-Św.Wojciech-Lipce;F;41
17237;5;VII Dwór;F;75
17238;9;Siedlce;M;41
17239;20;Zaspa Młyniec;F;61
17240;1;Jasień;F;34
17241;9;VII Dwór;M;37
17242;17;Orunia-Św.Wojciech-Lipce;F;17
17243;20;Zaspa Młyniec;F;64
17244;7;Wrzeszcz Dolny;F;36
17245;2;Śródmieście;F;38
17246;6;Śródmieście;F;58
17247;6;Chełm;F;68
17248;20;Zaspa Młyniec;M;61
17249;1;VII Dwór;M;28
17250;5;Wrzeszcz Dolny;F;77
17251;9;Śródmieście;F;34
17252;20;Zaspa Młyniec;F;6
17253;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;14
17254;1;Zaspa Rozstaje;F;9
17255;18;Ujeścisko-Łostowice;F;37
17256;26;Wzgórze Mickiewicza;F;36
17257;10;Piecki-Migowo;F;39
17258;7;Nowy Port;F;37
17259;1;Wzgórze Mickiewicza;M;44
17260;20;Zaspa Młyniec;F;4
17261;1;Zaspa Rozstaje;F;20
17262;7;Nowy Port;F;11
17263;20;Jasień;F;32
17264;21;Jasień;F;31
17265;26;Zaspa Rozstaje;F;62
17266;1;Osowa;M;45
17267;9;Chełm;M;66
17268;14;Matarnia;F;41
17269;26;Wrzeszcz Górny;F;88
17270;23;Orunia Górna - Gdańsk Południe;F;36
17271;6;Olszynka;M;40
17272;20;Zaspa Młyniec;M;40
17273;21;Piecki-Migowo;F;39
17274;7;Zaspa Rozstaje;M;36
17275;9;Piecki-Migowo;M;37
17276;7;Przymorze Wielkie;M;51
17277;18;Ujeścisko-Łostowice;F;55
17278;6;Ujeścisko-Łostowice;M;46
17279;18;Orunia Górna - Gdańsk Południe;F;32
17280;6;Śródmieście;F;64
17281;18;Chełm;M;9
17282;27;Wrzeszcz Górny;F;70
17283;15;Wrzeszcz Górny;F;43
17284;10;Przymorze Wielkie;M;21
17285;18;Orunia-Św.Wojciech-Lipce;F;48
17286;6;Chełm;F;44
17287;2;Wrzeszcz Dolny;M;73
17288;27;Nowy Port;F;59
17289;2;Letnica;M;45
17290;13;Strzyża;M;45
17291;26;Śródmieście;F;65
17292;1;Wrzeszcz Górny;M;13
17293;23;Orunia Górna - Gdańsk Południe;M;35
17294;23;Orunia Górna - Gdańsk Południe;F;28
17295;15;Wrzeszcz Dolny;F;32
17296;6;Oliwa;F;32
17297;20;Zaspa Młyniec;F;71
17298;28;Wrzeszcz Górny;F;64
17299;1;Nowy Port;F;21
17300;27;Brętowo;M;37
17301;18;Jasień;M;43
17302;1;Wrzeszcz Górny;M;41
17303;6;Nowy Port;M;44
17304;24;Wrzeszcz Górny;F;44
17305;2;Letnica;F;3
17306;1;Piecki-Migowo;F;28
17307;2;Nowy Port;M;43
17308;23;Orunia Górna - Gdańsk Południe;M;2
17309;23;Przeróbka;M;40
17310;1;Wrzeszcz Górny;F;55
17311;7;Piecki-Migowo;F;34
17312;21;Osowa;M;23
17313;27;Wrzeszcz Górny;F;48
17314;28;Piecki-Migowo;M;46
17315;23;Orunia Górna - Gdańsk Południe;M;33
17316;18;Siedlce;F;44
17317;4;Osowa;F;17
17318;1;Zaspa Młyniec;F;37
17319;18;Ujeścisko-Łostowice;M;28
17320;9;Piecki-Migowo;M;25
17321;13;Zaspa Młyniec;M;60
17322;23;Chełm;M;41
17323;24;Chełm;F;67
17325;27;Wrzeszcz Górny;M;64
17326;18;Ujeścisko-Łostowice;F;47
17327;1;Wrzeszcz Górny;F;33
17328;18;Chełm;F;37
17329;10;Wrzeszcz Dolny;M;27
17330;23;Orunia-Św.Wojciech-Lipce;F;41
17331;20;Zaspa Młyniec;M;67
17332;11;Chełm;F;71
17333;7;Brzeźno;M;34
17334;17;Orunia Górna - Gdańsk Południe;M;49
17335;1;Jasień;F;27
17336;6;Chełm;F;39
17337;18;Orunia Górna - Gdańsk Południe;M;40
17338;28;Wrzeszcz Górny;F;30
17339;13;Strzyża;M;32
17340;20;Zaspa Młyniec;F;65
17341;23;Chełm;M;38
17342;5;Piecki-Migowo;F;18
17343;1;Wrzeszcz Górny;F;37
17344;11;Jasień;F;37
17345;1;Brzeźno;M;48
17346;1;Kokoszki;F;19
17347;24;Jasień;F;24
17348;8;Oliwa;M;50
17349;11;Jasień;M;7
17350;7;Przymorze Wielkie;M;43
17351;6;Wrzeszcz Dolny;M;43
17352;14;Osowa;F;46
17353;1;Piecki-Migowo;F;18
17354;21;Osowa;M;75
17355;1;Orunia Górna - Gdańsk Południe;F;40
17356;11;Ujeścisko-Łostowice;M;48
17357;1;Wrzeszcz Górny;F;5
17358;11;Jasień;M;5
17359;23;Chełm;F;64
17360;23;Orunia Górna - Gdańsk Południe;F;31
17361;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
17362;5;Przymorze Wielkie;F;35
17363;11;Ujeścisko-Łostowice;F;49
17364;11;Jasień;M;2
17365;2;Osowa;M;12
17366;6;Oliwa;F;30
17368;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;73
17369;21;Osowa;F;50
17370;1;Wrzeszcz Górny;M;9
17371;18;Osowa;M;40
17372;26;Osowa;F;16
17373;8;Brzeźno;F;89
17374;1;Jasień;F;33
17375;23;Orunia Górna - Gdańsk Południe;F;42
17376;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;6
17377;6;Olszynka;M;6
17378;26;Wrzeszcz Górny;F;8
17379;21;Brętowo;M;18
17380;10;Przymorze Małe;F;31
17381;14;Kokoszki;M;39
17382;10;Wrzeszcz Górny;F;32
17383;21;Osowa;F;75
17384;7;Wrzeszcz Dolny;F;74
17385;5;Wrzeszcz Górny;F;18
17386;26;Osowa;F;13
17387;11;Ujeścisko-Łostowice;M;73
17388;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;4
17389;1;Wrzeszcz Górny;F;26
17390;6;Olszynka;F;4
17391;1;Wrzeszcz Górny;M;37
17392;21;Kokoszki;F;70
17393;20;Wyspa Sobieszewska;F;40
17394;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;42
17395;1;Nowy Port;M;61
17396;26;Siedlce;F;29
17398;1;Wrzeszcz Górny;F;10
17399;1;Kokoszki;F;33
17400;23;Orunia Górna - Gdańsk Południe;M;11
17401;1;Jasień;M;5
17402;1;Nowy Port;F;22
17403;6;Olszynka;F;1
17404;26;Aniołki;M;70
17405;23;Orunia Górna - Gdańsk Południe;F;39
17406;10;Wyspa Sobieszewska;F;12
17407;11;Ujeścisko-Łostowice;F;43
17408;28;Wrzeszcz Górny;F;29
17409;10;Piecki-Migowo;M;36
17410;10;Oliwa;M;25
17411;1;Jasień;M;4
17412;6;Wrzeszcz Górny;M;72
17413;6;Śródmieście;F;48
17414;7;Orunia-Św.Wojciech-Lipce;F;57
17415;2;Letnica;M;1
17416;10;Wyspa Sobieszewska;F;10
17417;27;Wrzeszcz Górny;F;5
17418;7;Wrzeszcz Dolny;M;69
17419;9;Nowy Port;F;37
17420;26;Chełm;F;28
17421;1;Jasień;M;1
17422;7;Wrzeszcz Dolny;M;66
17423;24;Przymorze Wielkie;F;27
17425;8;Oliwa;F;34
17426;15;Orunia Górna - Gdańsk Południe;F;44
17427;18;Ujeścisko-Łostowice;F;35
17428;2;Wrzeszcz Górny;M;41
17429;28;Przymorze Wielkie;F;4
17430;4;VII Dwór;M;86
17431;1;Oliwa;M;18
17432;27;Piecki-Migowo;F;34
17433;1;Jasień;M;32
17434;28;Oliwa;M;6
17435;1;Jasień;M;28
17436;28;Osowa;M;22
17437;26;Chełm;M;32
17438;1;Aniołki;F;23
17439;2;Przymorze Małe;M;51
17440;1;Przymorze Małe;M;45
17441;8;Oliwa;M;7
17443;7;Kokoszki;M;55
17444;18;Ujeścisko-Łostowice;M;5
17445;28;Oliwa;M;35
17446;9;Osowa;F;50
17447;8;Oliwa;M;5
17448;8;Piecki-Migowo;F;39
17449;20;Wrzeszcz Górny;F;23
17450;27;Przymorze Wielkie;M;78
17451;18;Ujeścisko-Łostowice;F;11
17452;18;Chełm;F;28
17453;10;Jasień;F;34
17454;8;Oliwa;M;3
17455;11;Strzyża;F;48
17456;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;41
17457;10;Nowy Port;F;39
17458;26;Piecki-Migowo;M;36
17459;15;Wrzeszcz Górny;F;29
17460;10;Zaspa Młyniec;F;36
17461;18;Ujeścisko-Łostowice;M;39
17462;20;Przymorze Wielkie;F;69
17464;1;Kokoszki;F;55
17465;21;Osowa;F;56
17466;1;Zaspa Rozstaje;M;31
17467;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;12
17468;4;VII Dwór;F;86
17469;26;Aniołki;F;67
17470;21;Osowa;M;47
17472;20;Strzyża;F;32
17473;21;Kokoszki;F;40
17474;10;Oliwa;M;33
17475;1;Strzyża;M;37
17476;1;Piecki-Migowo;M;38
17477;1;Jasień;F;58
17478;27;Wrzeszcz Górny;F;58
17479;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;10
17480;18;Ujeścisko-Łostowice;F;36
17481;10;Zaspa Młyniec;F;45
17482;23;Chełm;F;51
17483;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
17484;21;Kokoszki;F;29
17485;20;Ujeścisko-Łostowice;M;38
17486;13;Strzyża;F;4
17487;2;Zaspa Młyniec;M;28
17488;1;Wrzeszcz Dolny;F;61
17489;5;Oliwa;F;14
17490;17;Orunia-Św.Wojciech-Lipce;F;63
17491;13;Przymorze Małe;M;36
17492;3;Siedlce;M;39
17493;20;Strzyża;M;1
17494;1;Piecki-Migowo;F;52
17495;17;Brętowo;F;57
17496;1;Aniołki;F;34
17497;27;Wrzeszcz Górny;F;51
17498;11;Ujeścisko-Łostowice;F;40
17499;1;Orunia Górna - Gdańsk Południe;M;15
17500;18;Chełm;F;58
17501;18;Orunia Górna - Gdańsk Południe;F;51
17502;27;Stogi;M;60
17503;18;Ujeścisko-Łostowice;F;37
17504;17;Aniołki;F;7
17505;1;Chełm;F;63
17506;23;Orunia Górna - Gdańsk Południe;M;59
17507;23;Piecki-Migowo;M;30
17508;18;Ujeścisko-Łostowice;M;39
17509;7;Letnica;M;36
17510;18;Jasień;F;28
17511;1;Oliwa;F;32
17512;1;Brętowo;F;43
17514;27;Stogi;F;61
17515;27;Oliwa;F;61
17516;23;Piecki-Migowo;F;3
17517;5;Jasień;M;37
17518;23;Piecki-Migowo;M;0
17520;22;Ujeścisko-Łostowice;F;38
17521;11;Jasień;F;72
17522;11;Jasień;F;16
17523;13;Przymorze Wielkie;F;51
17524;23;Orunia Górna - Gdańsk Południe;F;62
17525;11;Jasień;M;72
17526;11;Jasień;M;10
17527;27;Siedlce;F;61
17528;11;Jasień;M;63
17529;1;Przymorze Małe;M;50
17530;1;Siedlce;M;25
17531;27;Strzyża;M;66
17532;2;Stogi;F;31
17533;28;Orunia-Św.Wojciech-Lipce;F;61
17534;23;Chełm;M;38
17535;11;Ujeścisko-Łostowice;F;8
17536;6;Oliwa;F;36
17537;23;Orunia Górna - Gdańsk Południe;F;90
17538;6;Nowy Port;M;35
17540;17;Stogi;M;44
17541;1;Aniołki;F;62
17542;21;Piecki-Migowo;M;36
17543;6;Śródmieście;F;46
17544;9;Śródmieście;F;22
17545;5;Ujeścisko-Łostowice;M;33
17546;11;Jasień;M;75
17547;18;Ujeścisko-Łostowice;M;5
17548;17;Przeróbka;M;3
17549;6;Śródmieście;M;8
17550;23;Orunia Górna - Gdańsk Południe;F;47
17551;14;Kokoszki;F;49
17552;21;Jasień;M;17
17553;8;Zaspa Młyniec;M;31
17554;21;Jasień;F;33
17555;18;Orunia Górna - Gdańsk Południe;M;35
17556;7;Zaspa Rozstaje;M;28
17557;25;Przymorze Małe;F;46
17558;18;Brętowo;M;38
17559;8;Oliwa;F;48
17560;3;Chełm;F;42
17561;10;Siedlce;F;2
17562;23;Orunia Górna - Gdańsk Południe;M;10
17563;1;Wyspa Sobieszewska;M;36
17564;10;Siedlce;F;5
17567;10;Siedlce;M;38
17568;21;Ujeścisko-Łostowice;F;39
17569;1;Przymorze Wielkie;M;14
17570;8;Oliwa;M;49
17572;26;Wrzeszcz Górny;F;65
17573;18;Wrzeszcz Górny;F;54
17574;12;Piecki-Migowo;F;26
17575;18;Jasień;M;33
17577;1;Orunia Górna - Gdańsk Południe;F;18
17578;1;Aniołki;M;55
17579;18;Chełm;F;38
17580;6;Piecki-Migowo;M;40
17581;1;Śródmieście;M;41
17582;28;Chełm;F;49
17583;1;Kokoszki;F;59
17584;11;Piecki-Migowo;M;27
17585;20;Przymorze Małe;F;43
17586;1;Orunia-Św.Wojciech-Lipce;F;16
17587;15;Suchanino;F;29
17588;27;Piecki-Migowo;F;39
17589;14;Osowa;F;11
17590;14;Jasień;F;45
17591;12;Piecki-Migowo;F;69
17592;17;Orunia-Św.Wojciech-Lipce;F;76
17593;27;Piecki-Migowo;M;7
17594;1;Brętowo;F;67
17595;1;Przymorze Małe;M;28
17596;5;Zaspa Rozstaje;F;43
17598;22;Orunia Górna - Gdańsk Południe;F;33
17599;27;Wrzeszcz Górny;F;69
17600;14;Osowa;M;9
17601;5;Siedlce;F;35
17602;5;Zaspa Rozstaje;F;9
17603;12;Piecki-Migowo;M;72
17604;18;Chełm;M;34
17605;5;Zaspa Rozstaje;M;7
17606;6;Śródmieście;F;51
17607;4;Orunia Górna - Gdańsk Południe;F;61
17608;1;Ujeścisko-Łostowice;F;50
17609;13;Przymorze Wielkie;F;45
17610;9;Chełm;F;30
17611;10;Przymorze Małe;M;46
17612;1;Suchanino;F;41
17613;20;Kokoszki;F;57
17615;7;Zaspa Rozstaje;M;40
17616;10;Siedlce;M;38
17617;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
17618;20;Piecki-Migowo;F;74
17619;27;Strzyża;F;46
17620;7;Brzeźno;M;34
17621;1;Suchanino;F;13
17622;7;Chełm;F;31
17623;1;Przymorze Wielkie;F;42
17624;4;Suchanino;M;29
17625;17;Śródmieście;M;15
17627;1;Suchanino;M;7
17628;18;Przymorze Małe;F;44
17629;1;Brzeźno;F;16
17630;1;Przymorze Wielkie;F;5
17631;18;Chełm;M;38
17632;8;Brętowo;F;29
17633;18;Przymorze Małe;F;71
17634;1;Nowy Port;F;39
17635;9;Stogi;F;61
17636;18;Suchanino;M;65
17637;1;Ujeścisko-Łostowice;M;62
17638;27;Wrzeszcz Górny;F;32
17639;28;Suchanino;F;28
17640;27;Osowa;M;42
17641;7;Brzeźno;F;55
17643;5;Zaspa Rozstaje;M;12
17644;26;Wrzeszcz Dolny;M;18
17645;18;Przymorze Małe;F;3
17646;7;Zaspa Rozstaje;M;39
17647;1;Orunia-Św.Wojciech-Lipce;M;29
17649;20;Zaspa Młyniec;F;35
17650;18;Jasień;M;34
17651;26;Wyspa Sobieszewska;F;60
17652;27;Wrzeszcz Górny;F;4
17653;7;Siedlce;F;26
17654;28;Chełm;F;66
17655;18;Przymorze Małe;M;2
17656;11;Jasień;F;53
17658;27;Wrzeszcz Górny;F;3
17659;1;Przymorze Wielkie;F;58
17660;9;Zaspa Rozstaje;M;47
17661;1;Stogi;F;61
17662;7;Wrzeszcz Dolny;M;40
17663;7;Zaspa Rozstaje;F;8
17664;9;Jasień;F;56
17665;27;Wrzeszcz Górny;F;9
17666;7;Wrzeszcz Dolny;F;7
17668;7;Zaspa Rozstaje;M;0
17669;27;Wrzeszcz Górny;M;1
17670;18;Suchanino;F;36
17671;8;Strzyża;M;68
17672;7;Wrzeszcz Dolny;M;2
17673;27;Piecki-Migowo;F;38
17674;11;Orunia Górna - Gdańsk Południe;M;49
17675;27;Jasień;F;30
17676;1;Osowa;F;39
17677;27;Wrzeszcz Górny;F;37
17678;28;Chełm;F;31
17679;18;Suchanino;M;6
17680;27;Suchanino;M;43
17682;1;Przymorze Wielkie;M;59
17683;1;Nowy Port;F;10
17684;9;Zaspa Rozstaje;M;23
17685;11;Kokoszki;F;44
17686;18;Suchanino;M;4
17688;1;Przymorze Małe;F;69
17689;10;Przymorze Małe;F;50
17690;27;Wrzeszcz Górny;F;9
17691;18;Suchanino;M;42
17693;18;Orunia-Św.Wojciech-Lipce;F;32
17695;11;Wrzeszcz Dolny;M;56
17696;18;Suchanino;M;2
17697;18;Wzgórze Mickiewicza;M;71
17698;9;Śródmieście;M;50
17699;27;Wrzeszcz Górny;F;7
17700;17;Orunia-Św.Wojciech-Lipce;M;3
17701;15;Piecki-Migowo;F;39
17702;18;Wzgórze Mickiewicza;F;72
17704;18;Suchanino;F;0
17705;28;Matarnia;F;26
17706;1;Wrzeszcz Dolny;M;21
17707;27;Wrzeszcz Górny;M;48
17708;1;Przymorze Małe;M;67
17710;27;Wrzeszcz Górny;F;3
17711;9;Wrzeszcz Górny;F;4
17712;27;Wrzeszcz Górny;F;38
17713;11;Osowa;F;32
17715;14;Matarnia;F;37
17718;7;Piecki-Migowo;M;40
17719;7;Kokoszki;F;56
17720;7;Suchanino;F;38
17721;2;Piecki-Migowo;M;35
17725;1;Osowa;M;35
17726;6;Olszynka;M;40
17727;14;Matarnia;F;10
17728;14;Kokoszki;F;58
17729;24;Suchanino;M;45
17730;20;Wrzeszcz Dolny;F;55
17731;8;Oliwa;M;30
17732;8;Oliwa;M;58
17733;10;Piecki-Migowo;M;33
17734;20;Suchanino;M;39
17737;6;Olszynka;F;63
17738;18;Ujeścisko-Łostowice;F;3
17740;18;Orunia Górna - Gdańsk Południe;F;39
17741;2;Przymorze Małe;F;30
17742;21;Kokoszki;M;53
17743;1;Kokoszki;F;39
17744;14;Matarnia;M;2
17745;18;Ujeścisko-Łostowice;F;1
17746;6;Olszynka;M;69
17747;8;Przymorze Wielkie;F;35
17748;11;Jasień;M;26
17750;23;Piecki-Migowo;F;33
17751;1;Stogi;F;28
17752;18;Przymorze Małe;F;23
17753;21;Jasień;F;33
17754;9;Stogi;F;66
17755;6;Olszynka;M;1
17758;21;Kokoszki;M;59
17759;9;Stogi;F;41
17760;1;Chełm;F;20
17761;6;Śródmieście;F;44
17762;6;Olszynka;M;6
17763;14;Matarnia;M;40
17764;1;Chełm;F;26
17765;10;Osowa;F;50
17766;21;Kokoszki;M;36
17767;27;Wrzeszcz Górny;M;33
17769;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
17771;13;Przymorze Małe;F;56
17773;13;Zaspa Młyniec;F;83
17774;8;Oliwa;F;32
17775;23;Orunia Górna - Gdańsk Południe;F;38
17776;22;Piecki-Migowo;M;32
17777;23;Chełm;F;43
17778;1;Ujeścisko-Łostowice;F;27
17779;1;Chełm;F;41
17780;15;Wrzeszcz Górny;M;42
17781;13;Wzgórze Mickiewicza;F;20
17782;10;Brętowo;F;48
17783;14;Kokoszki;M;21
17784;21;Kokoszki;F;35
17785;17;Orunia Górna - Gdańsk Południe;F;12
17786;6;Śródmieście;M;51
17787;18;Jasień;F;66
17788;27;Stogi;M;44
17789;21;Ujeścisko-Łostowice;F;39
17790;20;Jasień;F;72
17791;26;Oliwa;F;51
17792;21;Kokoszki;M;67
17793;6;Śródmieście;F;49
17794;18;Jasień;M;66
17795;1;Letnica;M;21
17796;20;Stogi;F;40
17797;6;Wyspa Sobieszewska;M;20
17798;6;Wrzeszcz Dolny;F;55
17799;2;Kokoszki;M;52
17800;1;Piecki-Migowo;F;37
17801;26;Siedlce;F;42
17802;1;Orunia-Św.Wojciech-Lipce;M;79
17803;27;Śródmieście;M;35
17805;27;Zaspa Rozstaje;F;27
17806;7;Wrzeszcz Dolny;M;36
17807;21;Kokoszki;M;38
17808;17;Wrzeszcz Górny;F;32
17809;1;Piecki-Migowo;M;10
17810;7;Brzeźno;F;56
17811;9;Osowa;F;19
17813;12;Piecki-Migowo;F;49
17814;11;Ujeścisko-Łostowice;M;41
17815;1;Wrzeszcz Dolny;F;30
17816;14;Matarnia;M;59
17817;7;Wyspa Sobieszewska;F;64
17818;20;Siedlce;F;59
17820;27;Śródmieście;F;38
17821;21;Jasień;F;70
17822;1;Brzeźno;M;17
17823;1;Przymorze Wielkie;F;30
17824;18;Ujeścisko-Łostowice;F;40
17825;1;Brętowo;F;61
17826;23;Orunia Górna - Gdańsk Południe;M;17
17827;21;Kokoszki;M;10
17828;11;Ujeścisko-Łostowice;M;36
17829;1;Przymorze Wielkie;M;30
17830;21;Kokoszki;M;14
17831;1;Siedlce;F;73
17832;27;Aniołki;F;50
17833;24;Śródmieście;M;20
17834;9;Zaspa Młyniec;F;71
17835;1;Śródmieście;F;64
17836;6;Przeróbka;M;21
17837;8;Ujeścisko-Łostowice;M;46
17838;1;Przymorze Wielkie;M;5
17839;20;Piecki-Migowo;F;39
17840;20;Oliwa;F;36
17841;1;Wrzeszcz Górny;M;47
17842;21;Kokoszki;F;41
17843;1;Przymorze Wielkie;M;1
17844;1;Brętowo;F;68
17845;27;Przymorze Małe;F;50
17846;6;Jasień;M;54
17847;15;Wrzeszcz Górny;F;64
17848;14;Osowa;F;55
17849;11;Orunia Górna - Gdańsk Południe;F;37
17850;10;Przymorze Małe;F;44
17851;1;Brętowo;F;75
17852;7;Wrzeszcz Dolny;F;65
17853;23;Śródmieście;M;38
17854;6;Piecki-Migowo;M;32
17855;8;Przymorze Wielkie;F;82
17856;24;Śródmieście;F;41
17857;1;Matarnia;F;18
17858;1;Piecki-Migowo;F;68
17859;11;Orunia Górna - Gdańsk Południe;F;44
17860;9;Przymorze Wielkie;F;45
17861;11;Jasień;M;44
17862;8;Przymorze Małe;F;90
17863;18;Chełm;M;36
17864;18;Kokoszki;M;71
17865;7;Wrzeszcz Dolny;F;33
17866;18;Śródmieście;F;34
17868;26;Osowa;F;76
17869;7;Kokoszki;M;36
17870;8;Przymorze Wielkie;F;81
17871;21;Jasień;F;51
17872;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
17873;6;Jasień;F;25
17874;18;Orunia Górna - Gdańsk Południe;F;39
17875;26;Piecki-Migowo;M;18
17877;25;Wyspa Sobieszewska;M;18
17878;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;4
17879;28;Chełm;F;9
17880;11;Orunia Górna - Gdańsk Południe;M;8
17881;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;63
17882;7;Zaspa Młyniec;F;51
17883;17;Orunia Górna - Gdańsk Południe;M;43
17884;1;Nowy Port;F;58
17885;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;13
17886;1;Matarnia;F;23
17887;27;Ujeścisko-Łostowice;M;35
17888;9;Siedlce;F;42
17889;18;Orunia Górna - Gdańsk Południe;F;43
17890;1;Siedlce;F;67
17891;7;Zaspa Rozstaje;F;70
17892;11;Orunia Górna - Gdańsk Południe;M;1
17893;14;Kokoszki;F;38
17894;11;Piecki-Migowo;M;61
17895;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;26
17896;27;Strzyża;F;41
17897;9;Chełm;M;81
17898;1;Orunia-Św.Wojciech-Lipce;F;77
17900;17;Orunia Górna - Gdańsk Południe;M;16
17901;1;Ujeścisko-Łostowice;M;13
17902;1;Nowy Port;M;42
17903;7;Suchanino;M;66
17904;10;Zaspa Rozstaje;M;40
17905;1;Siedlce;F;77
17906;18;VII Dwór;M;38
17907;13;Przymorze Wielkie;F;51
17908;9;Siedlce;M;15
17909;7;Ujeścisko-Łostowice;M;41
17910;1;Stogi;M;49
17911;8;Piecki-Migowo;M;54
17912;13;Przymorze Małe;M;28
17913;10;Zaspa Rozstaje;M;7
17914;1;Brzeźno;F;43
17916;18;Ujeścisko-Łostowice;M;18
17917;27;Młyniska;M;72
17918;5;Zaspa Rozstaje;F;16
17919;8;Zaspa Rozstaje;M;69
17921;24;Ujeścisko-Łostowice;M;16
17922;10;Wrzeszcz Górny;F;38
17923;12;Piecki-Migowo;F;60
17924;5;Chełm;F;34
17925;11;Ujeścisko-Łostowice;F;43
17926;7;Ujeścisko-Łostowice;F;8
17927;10;Zaspa Rozstaje;M;9
17928;16;Zaspa Młyniec;F;43
17929;15;Piecki-Migowo;F;25
17930;23;Ujeścisko-Łostowice;F;43
17931;1;Piecki-Migowo;M;26
17932;2;Zaspa Młyniec;M;38
17933;10;Zaspa Rozstaje;F;39
17934;18;Orunia Górna - Gdańsk Południe;F;15
17935;8;Oliwa;M;39
17936;6;Śródmieście;M;27
17937;10;Wrzeszcz Górny;M;12
17938;1;Matarnia;F;63
17939;18;Ujeścisko-Łostowice;M;45
17940;14;Osowa;F;36
17941;17;Orunia-Św.Wojciech-Lipce;F;37
17942;2;Zaspa Młyniec;M;11
17943;2;Stogi;M;37
17944;11;Orunia Górna - Gdańsk Południe;M;53
17945;10;Wrzeszcz Górny;F;10
17946;27;Młyniska;F;78
17947;10;Nowy Port;F;46
17948;1;Matarnia;F;66
17949;2;Zaspa Młyniec;F;15
17950;1;Zaspa Rozstaje;F;49
17951;27;Kokoszki;M;56
17952;1;Brzeźno;F;21
17953;18;VII Dwór;F;38
17954;1;Wrzeszcz Górny;F;55
17955;9;Wrzeszcz Górny;M;27
17956;6;Młyniska;M;53
17957;19;Orunia Górna - Gdańsk Południe;F;50
17958;26;Brzeźno;M;37
17959;23;Ujeścisko-Łostowice;M;40
17960;1;Chełm;M;6
17961;21;Osowa;F;41
17962;1;Zaspa Młyniec;F;33
17963;1;Piecki-Migowo;M;42
17964;7;Śródmieście;M;43
17965;18;Chełm;M;42
17967;23;Orunia Górna - Gdańsk Południe;M;38
17968;23;Orunia Górna - Gdańsk Południe;F;52
17969;21;Osowa;M;42
17970;1;Suchanino;F;31
17971;1;Zaspa Młyniec;M;34
17972;1;Strzyża;F;38
17973;7;Przymorze Małe;M;36
17974;20;Wrzeszcz Górny;F;16
17976;21;Piecki-Migowo;M;32
17977;21;Młyniska;F;19
17978;14;Osowa;M;19
17979;23;Orunia Górna - Gdańsk Południe;M;15
17980;23;Orunia Górna - Gdańsk Południe;F;38
17981;1;Osowa;F;13
17982;18;Stogi;M;19
17984;6;Śródmieście;F;72
17985;10;Piecki-Migowo;M;14
17987;23;Orunia Górna - Gdańsk Południe;M;55
17988;18;Oliwa;F;46
17989;1;Piecki-Migowo;F;9
17990;11;Jasień;F;38
17991;1;Zaspa Młyniec;F;42
17992;15;Wrzeszcz Górny;M;48
17993;1;Oliwa;M;37
17994;22;Wyspa Sobieszewska;F;30
17995;24;Przeróbka;F;42
17996;23;Orunia Górna - Gdańsk Południe;F;4
17997;5;Suchanino;F;3
17998;1;Brętowo;F;40
17999;22;Jasień;F;36
18000;21;Zaspa Młyniec;M;44
18001;1;VII Dwór;F;15
18002;10;Piecki-Migowo;M;11
18003;5;Suchanino;M;0
18004;1;Zaspa Młyniec;F;8
18005;1;Siedlce;F;39
18006;28;Przymorze Małe;F;29
18007;15;Wrzeszcz Górny;F;6
18008;23;Ujeścisko-Łostowice;M;7
18009;23;Orunia Górna - Gdańsk Południe;F;2
18010;22;Orunia Górna - Gdańsk Południe;F;28
18011;10;Piecki-Migowo;M;46
18012;13;Przymorze Wielkie;F;46
18013;12;Piecki-Migowo;F;68
18014;1;Zaspa Młyniec;F;4
18015;7;Zaspa Młyniec;F;70
18016;1;Piecki-Migowo;F;5
18017;13;Przymorze Wielkie;F;65
18018;15;Wrzeszcz Górny;F;32
18019;1;Siedlce;M;42
18020;23;Orunia Górna - Gdańsk Południe;F;2
18021;1;Zaspa Rozstaje;F;69
18022;1;Kokoszki;F;37
18023;14;Matarnia;F;55
18024;12;Piecki-Migowo;F;12
18025;22;Jasień;M;4
18026;9;Osowa;M;16
18027;23;Orunia Górna - Gdańsk Południe;F;4
18028;19;Chełm;F;50
18029;10;Kokoszki;M;8
18030;10;Chełm;F;10
18031;23;Orunia Górna - Gdańsk Południe;F;35
18032;22;Jasień;M;0
18033;12;Piecki-Migowo;F;45
18034;26;Strzyża;F;79
18035;24;Zaspa Młyniec;F;15
18036;23;Chełm;F;43
18037;27;Siedlce;F;40
18038;17;Orunia-Św.Wojciech-Lipce;F;33
18039;9;Stogi;F;42
18040;10;Piecki-Migowo;M;23
18041;9;Siedlce;M;24
18042;4;Wrzeszcz Górny;M;17
18043;18;Ujeścisko-Łostowice;M;45
18044;22;Jasień;M;12
18045;21;Matarnia;M;56
18046;12;Piecki-Migowo;M;69
18047;1;Ujeścisko-Łostowice;M;51
18048;23;Chełm;F;37
18049;6;Wrzeszcz Górny;M;42
18050;23;Orunia Górna - Gdańsk Południe;M;53
18051;18;Chełm;M;64
18052;9;Siedlce;F;68
18053;22;Jasień;F;65
18054;23;Orunia-Św.Wojciech-Lipce;F;4
18055;17;Chełm;F;37
18056;9;Siedlce;M;70
18057;1;Zaspa Młyniec;F;8
18058;23;Orunia Górna - Gdańsk Południe;F;9
18059;1;Ujeścisko-Łostowice;F;27
18060;6;Suchanino;M;50
18061;4;Wrzeszcz Dolny;F;51
18062;10;Zaspa Rozstaje;M;37
18063;23;Ujeścisko-Łostowice;M;29
18064;13;Przymorze Wielkie;F;36
18065;23;Orunia-Św.Wojciech-Lipce;F;0
18066;7;Brzeźno;M;83
18067;6;Przymorze Wielkie;F;45
18068;1;Strzyża;F;19
18069;5;Chełm;F;3
18070;1;Strzyża;F;45
18071;1;Siedlce;F;13
18072;22;Orunia Górna - Gdańsk Południe;F;28
18073;1;Stogi;F;45
18074;13;Przymorze Małe;F;36
18075;6;Aniołki;F;68
18076;17;Orunia-Św.Wojciech-Lipce;M;50
18077;2;Przymorze Wielkie;M;29
18078;1;Zaspa Młyniec;M;17
18079;23;Orunia Górna - Gdańsk Południe;F;24
18080;8;Oliwa;M;27
18081;26;Wrzeszcz Dolny;F;35
18082;1;Brzeźno;F;7
18083;1;Suchanino;F;45
18084;7;Brzeźno;F;75
18085;18;Chełm;F;41
18086;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;77
18087;18;Ujeścisko-Łostowice;F;41
18088;23;Ujeścisko-Łostowice;F;35
18089;14;Osowa;F;45
18090;20;Brzeźno;F;44
18091;1;Oliwa;F;65
18092;1;Przymorze Wielkie;F;18
18093;26;Ujeścisko-Łostowice;F;44
18094;27;Wrzeszcz Górny;M;31
18095;17;Orunia Górna - Gdańsk Południe;F;50
18096;25;Siedlce;F;67
18097;21;Jasień;F;78
18098;21;Osowa;F;11
18099;9;Siedlce;F;26
18101;23;Siedlce;F;38
18102;9;Jasień;F;55
18103;26;Przymorze Małe;F;30
18104;24;Przymorze Małe;F;48
18105;10;Wrzeszcz Górny;F;37
18106;18;Śródmieście;M;33
18107;24;Wyspa Sobieszewska;M;67
18108;25;Siedlce;M;70
18109;9;Siedlce;M;71
18110;8;Oliwa;M;17
18111;26;Śródmieście;F;41
18112;1;Siedlce;M;26
18113;1;Oliwa;M;67
18114;13;Brzeźno;F;61
18115;23;Siedlce;M;40
18116;1;Strzyża;M;29
18117;4;Śródmieście;F;36
18118;28;Przymorze Wielkie;F;36
18119;1;Siedlce;F;12
18120;14;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;14
18121;1;Piecki-Migowo;F;17
18122;20;Wrzeszcz Górny;F;61
18123;1;Zaspa Młyniec;F;76
18124;1;Matarnia;F;47
18125;15;Wyspa Sobieszewska;F;66
18126;27;Siedlce;M;48
18127;18;Ujeścisko-Łostowice;M;73
18128;25;Orunia Górna - Gdańsk Południe;F;12
18129;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;71
18130;28;Przymorze Małe;F;71
18131;9;Krakowiec-Górki Zachodnie;F;19
18132;26;Orunia Górna - Gdańsk Południe;F;59
18134;18;Ujeścisko-Łostowice;F;37
18135;4;Jasień;F;14
18136;28;Osowa;F;19
18137;15;Wrzeszcz Górny;M;63
18138;4;Strzyża;M;26
18139;28;Przymorze Wielkie;M;36
18140;1;Brzeźno;F;53
18141;9;Jasień;M;55
18142;18;Ujeścisko-Łostowice;F;95
18143;14;Osowa;F;14
18144;26;Przymorze Małe;F;54
18145;6;Wrzeszcz Górny;F;52
18146;1;Siedlce;F;71
18147;1;Zaspa Młyniec;M;81
18148;26;Chełm;M;14
18149;21;Wzgórze Mickiewicza;F;86
18150;21;Jasień;F;55
18151;9;Brzeźno;F;42
18152;1;Przymorze Wielkie;F;51
18153;1;Oliwa;F;31
18154;7;Wrzeszcz Dolny;M;37
18155;10;Zaspa Młyniec;M;79
18156;21;Wzgórze Mickiewicza;M;86
18157;8;Przymorze Wielkie;F;30
18158;1;Brzeźno;M;53
18159;20;Wyspa Sobieszewska;M;91
18160;23;Piecki-Migowo;M;44
18161;1;Wrzeszcz Dolny;M;27
18162;7;Brzeźno;F;60
18163;6;Piecki-Migowo;F;32
18164;8;Oliwa;M;48
18165;20;Wyspa Sobieszewska;F;42
18166;23;Ujeścisko-Łostowice;M;56
18167;5;Brzeźno;M;74
18168;1;Wrzeszcz Dolny;M;43
18169;20;Wrzeszcz Górny;M;9
18170;1;Zaspa Młyniec;F;52
18171;9;Aniołki;F;37
18172;1;Wrzeszcz Górny;F;14
18173;1;Wrzeszcz Górny;F;38
18174;9;Śródmieście;F;59
18177;6;Orunia-Św.Wojciech-Lipce;F;42
18178;13;Brzeźno;F;80
18179;7;Wrzeszcz Górny;F;47
18180;21;Jasień;M;12
18181;23;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;69
18182;26;Przymorze Małe;M;44
18183;20;Wrzeszcz Górny;M;5
18184;1;Chełm;F;37
18185;11;Ujeścisko-Łostowice;M;42
18186;1;Brzeźno;F;67
18187;1;Wrzeszcz Górny;M;39
18188;27;Orunia Górna - Gdańsk Południe;M;8
18189;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;17
18190;10;Oliwa;M;30
18191;6;Orunia-Św.Wojciech-Lipce;F;69
18192;5;Orunia Górna - Gdańsk Południe;F;40
18193;7;Wrzeszcz Dolny;F;29
18194;14;Matarnia;F;48
18195;8;Oliwa;M;47
18196;6;Orunia-Św.Wojciech-Lipce;M;17
18197;11;Piecki-Migowo;F;35
18198;19;Wzgórze Mickiewicza;F;54
18199;10;Oliwa;M;57
18200;1;Wrzeszcz Górny;F;9
18201;13;Brzeźno;M;62
18203;1;Brzeźno;M;68
18204;18;Kokoszki;M;23
18205;9;Wrzeszcz Górny;M;14
18206;1;Wrzeszcz Górny;M;5
18207;8;Przymorze Małe;F;32
18208;20;Wyspa Sobieszewska;F;40
18209;15;Wrzeszcz Górny;F;47
18210;21;Suchanino;F;18
18211;2;Nowy Port;F;53
18212;27;Zaspa Rozstaje;F;42
18214;8;Oliwa;M;17
18215;12;Piecki-Migowo;M;34
18216;27;Orunia Górna - Gdańsk Południe;F;10
18217;13;Strzyża;F;37
18218;23;Chełm;M;68
18219;28;Jasień;M;29
18220;10;Zaspa Rozstaje;M;14
18221;24;Orunia-Św.Wojciech-Lipce;M;42
18222;20;Chełm;F;11
18223;7;Wrzeszcz Dolny;M;38
18224;1;Siedlce;M;59
18225;15;Wrzeszcz Górny;F;18
18226;27;Orunia Górna - Gdańsk Południe;F;38
18227;23;Ujeścisko-Łostowice;F;32
18228;1;Przymorze Wielkie;F;29
18229;23;Chełm;F;43
18230;20;Wrzeszcz Górny;M;43
18231;1;Brzeźno;F;13
18232;1;Przymorze Wielkie;M;37
18233;26;Jasień;F;36
18234;22;Oliwa;F;17
18235;9;Jasień;M;23
18236;16;Chełm;M;57
18237;10;Oliwa;F;58
18238;27;Orunia Górna - Gdańsk Południe;M;36
18239;1;Wrzeszcz Górny;M;60
18240;26;Piecki-Migowo;M;60
18241;13;Przymorze Małe;M;33
18242;23;Chełm;F;69
18244;7;Brzeźno;M;57
18245;22;Piecki-Migowo;F;0
18246;6;Strzyża;F;41
18247;13;Przymorze Małe;M;6
18248;15;Wrzeszcz Górny;F;12
18249;9;Siedlce;M;19
18250;1;Przymorze Małe;F;15
18252;27;Siedlce;F;39
18253;22;Piecki-Migowo;F;3
18254;6;Stogi;M;64
18255;24;Piecki-Migowo;F;33
18256;27;Wrzeszcz Górny;M;24
18257;15;Wrzeszcz Górny;F;68
18258;24;Śródmieście;M;8
18259;13;Przymorze Małe;F;4
18260;1;Ujeścisko-Łostowice;F;41
18261;26;Piecki-Migowo;F;53
18262;27;Wrzeszcz Górny;M;31
18263;23;Aniołki;M;54
18264;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
18265;4;Strzyża;F;12
18267;1;Brętowo;F;64
18268;22;Piecki-Migowo;M;69
18269;1;Zaspa Młyniec;M;58
18270;18;Ujeścisko-Łostowice;F;33
18271;25;Zaspa Młyniec;F;19
18272;13;Przymorze Wielkie;F;37
18273;10;Strzyża;F;14
18274;25;Zaspa Młyniec;F;51
18275;6;Matarnia;F;44
18276;23;Chełm;F;6
18278;25;Zaspa Młyniec;F;14
18279;1;Jasień;M;43
18280;1;Przymorze Małe;F;41
18281;24;Ujeścisko-Łostowice;M;12
18282;15;Zaspa Młyniec;F;74
18283;26;Wrzeszcz Górny;F;78
18284;7;Wrzeszcz Dolny;M;30
18286;7;Wrzeszcz Dolny;F;29
18287;27;Siedlce;F;60
18288;11;Jasień;F;43
18290;25;Strzyża;F;10
18292;1;Zaspa Młyniec;M;47
18293;27;Przymorze Wielkie;F;39
18294;18;Chełm;F;42
18295;1;Ujeścisko-Łostowice;F;5
18296;27;Strzyża;F;57
18297;1;Piecki-Migowo;F;20
18298;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;41
18299;6;Siedlce;M;40
18300;1;Jasień;M;15
18301;11;Jasień;F;26
18302;13;Przymorze Wielkie;F;35
18303;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;53
18305;5;Wzgórze Mickiewicza;F;48
18307;19;Zaspa Młyniec;F;78
18308;7;Brzeźno;F;39
18309;23;Orunia Górna - Gdańsk Południe;M;41
18310;2;Letnica;F;29
18311;1;Zaspa Młyniec;M;15
18312;22;Jasień;F;24
18313;10;Strzyża;M;62
18314;8;Oliwa;F;32
18315;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;12
18317;13;Przymorze Wielkie;M;37
18318;19;Chełm;F;29
18319;14;Matarnia;M;8
18320;7;Brętowo;F;43
18321;11;Piecki-Migowo;F;61
18322;4;Siedlce;M;62
18323;12;Piecki-Migowo;M;56
18324;1;Zaspa Młyniec;M;8
18325;13;Oliwa;F;42
18326;7;Zaspa Rozstaje;M;59
18327;14;Matarnia;M;42
18328;27;Krakowiec-Górki Zachodnie;F;42
18329;6;Śródmieście;F;53
18330;11;Chełm;F;40
18331;8;Oliwa;F;75
18332;27;Suchanino;M;34
18333;6;Strzyża;F;63
18334;21;Ujeścisko-Łostowice;F;34
18335;14;Matarnia;M;12
18336;9;Brętowo;M;44
18338;8;Oliwa;F;70
18339;8;Przymorze Małe;M;60
18340;18;Chełm;M;35
18342;1;Piecki-Migowo;F;43
18343;27;Suchanino;F;73
18344;8;Siedlce;F;60
18345;1;Jasień;F;34
18346;1;Stogi;M;20
18347;6;Siedlce;F;39
18348;18;Chełm;M;41
18349;6;Aniołki;M;7
18350;27;Brzeźno;M;43
18351;9;Zaspa Młyniec;F;6
18352;27;Suchanino;M;79
18353;26;Przymorze Małe;F;47
18354;1;Siedlce;F;34
18355;9;Osowa;F;16
18356;25;Strzyża;F;36
18357;7;Zaspa Rozstaje;F;59
18358;18;Orunia Górna - Gdańsk Południe;M;66
18359;11;Ujeścisko-Łostowice;M;34
18360;14;Przymorze Wielkie;M;46
18361;11;Chełm;M;8
18362;1;Wrzeszcz Dolny;F;24
18363;11;Orunia Górna - Gdańsk Południe;F;35
18364;11;Ujeścisko-Łostowice;F;30
18365;1;Piecki-Migowo;M;25
18366;6;Stogi;M;39
18367;20;Stogi;F;76
18369;10;Zaspa Młyniec;F;9
18370;1;Wrzeszcz Górny;F;35
18371;21;Ujeścisko-Łostowice;M;18
18372;11;Chełm;F;11
18373;11;Ujeścisko-Łostowice;F;8
18374;18;Chełm;F;34
18375;20;Przymorze Małe;F;47
18376;1;Orunia Górna - Gdańsk Południe;M;37
18377;10;Piecki-Migowo;M;40
18378;27;Ujeścisko-Łostowice;M;37
18379;7;Oliwa;F;28
18380;20;Stogi;M;75
18381;1;Aniołki;F;41
18382;7;Wrzeszcz Dolny;M;24
18383;23;Piecki-Migowo;F;42
18384;14;Osowa;F;51
18385;11;Ujeścisko-Łostowice;F;62
18386;7;Przymorze Małe;M;28
18387;11;Piecki-Migowo;M;61
18388;11;Orunia Górna - Gdańsk Południe;M;5
18389;27;Suchanino;F;35
18391;18;Ujeścisko-Łostowice;F;45
18392;5;Przeróbka;F;20
18393;7;Wrzeszcz Dolny;F;56
18394;1;Piecki-Migowo;F;44
18395;1;Aniołki;F;4
18396;21;Ujeścisko-Łostowice;F;49
18397;1;VII Dwór;F;61
18398;18;Ujeścisko-Łostowice;F;40
18399;21;Chełm;F;79
18400;14;Osowa;M;51
18401;21;Osowa;F;30
18402;26;Ujeścisko-Łostowice;F;50
18403;21;Ujeścisko-Łostowice;M;45
18404;5;Przeróbka;F;50
18405;7;Wrzeszcz Dolny;F;25
18406;14;Matarnia;M;34
18407;7;Zaspa Rozstaje;F;34
18408;1;Orunia Górna - Gdańsk Południe;F;10
18409;18;Chełm;F;29
18410;7;Przymorze Wielkie;M;24
18411;13;Przymorze Małe;M;33
18412;7;Wrzeszcz Dolny;F;52
18413;11;Ujeścisko-Łostowice;M;2
18414;1;VII Dwór;M;63
18415;6;Śródmieście;F;10
18416;1;Przymorze Małe;F;48
18417;21;Kokoszki;F;34
18418;14;Osowa;M;54
18419;9;Oliwa;M;16
18420;21;Chełm;M;81
18421;5;Wrzeszcz Dolny;M;56
18422;7;Zaspa Rozstaje;F;60
18423;10;Piecki-Migowo;F;65
18424;7;Przymorze Wielkie;M;74
18425;1;VII Dwór;F;34
18426;13;Przymorze Małe;M;0
18427;5;Przeróbka;M;21
18428;28;Oliwa;F;15
18429;27;Oliwa;F;48
18430;10;Piecki-Migowo;M;68
18432;21;Kokoszki;M;34
18433;1;Strzyża;F;82
18434;7;Przymorze Wielkie;M;29
18435;22;Piecki-Migowo;F;18
18436;10;Siedlce;M;67
18437;1;Jasień;F;49
18438;21;Osowa;F;41
18440;1;Strzyża;M;82
18441;10;Kokoszki;M;70
18442;1;Strzyża;F;40
18443;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
18444;18;Orunia Górna - Gdańsk Południe;F;38
18445;14;Matarnia;M;58
18446;1;Ujeścisko-Łostowice;F;42
18447;8;Oliwa;M;44
18448;1;Matarnia;M;12
18449;24;Siedlce;F;35
18450;13;Przymorze Wielkie;F;3
18451;8;Matarnia;F;37
18452;14;Matarnia;F;47
18453;27;Wrzeszcz Górny;F;25
18454;1;Ujeścisko-Łostowice;F;67
18455;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;49
18456;1;Matarnia;F;14
18457;2;Wrzeszcz Dolny;M;39
18459;21;Matarnia;M;14
18460;1;Zaspa Młyniec;F;43
18461;13;Przymorze Wielkie;F;43
18462;15;Piecki-Migowo;M;38
18464;1;Brętowo;M;43
18465;6;Stogi;F;36
18466;5;Ujeścisko-Łostowice;F;28
18467;1;Nowy Port;M;20
18469;18;Ujeścisko-Łostowice;F;32
18470;13;Przymorze Wielkie;M;1
18471;14;Matarnia;F;42
18472;18;Ujeścisko-Łostowice;F;67
18473;10;Nowy Port;M;40
18474;1;VII Dwór;M;94
18475;7;Krakowiec-Górki Zachodnie;M;40
18476;7;Zaspa Rozstaje;M;33
18477;18;Jasień;F;33
18478;2;Siedlce;F;21
18480;5;Ujeścisko-Łostowice;M;29
18481;20;Suchanino;F;63
18482;23;Śródmieście;M;65
18483;10;Strzyża;M;59
18484;20;Zaspa Młyniec;F;40
18485;18;Jasień;M;3
18486;10;Zaspa Rozstaje;F;51
18487;2;Siedlce;F;48
18488;27;Chełm;M;48
18489;7;Brzeźno;M;41
18490;5;Piecki-Migowo;F;56
18491;14;Matarnia;M;43
18492;6;Matarnia;M;53
18493;10;Zaspa Rozstaje;M;11
18495;15;Piecki-Migowo;F;5
18496;7;Wrzeszcz Dolny;F;21
18497;27;Piecki-Migowo;M;33
18498;18;Jasień;F;2
18499;2;Siedlce;M;80
18500;3;Orunia-Św.Wojciech-Lipce;M;45
18501;10;Zaspa Młyniec;M;51
18502;10;Oliwa;F;28
18503;15;Piecki-Migowo;F;2
18504;7;Brzeźno;F;42
18505;18;Ujeścisko-Łostowice;M;36
18506;2;Siedlce;F;81
18507;10;Zaspa Młyniec;M;10
18508;1;Oliwa;F;36
18509;28;Orunia Górna - Gdańsk Południe;F;34
18511;6;Śródmieście;F;32
18512;18;Ujeścisko-Łostowice;M;38
18513;10;Zaspa Młyniec;M;16
18514;18;Ujeścisko-Łostowice;F;65
18515;11;Suchanino;M;65
18516;2;Suchanino;M;52
18517;15;Piecki-Migowo;F;37
18518;1;Brzeźno;F;51
18519;1;Stogi;M;8
18520;24;Strzyża;M;24
18521;5;Śródmieście;M;33
18522;2;Olszynka;M;32
18523;17;Matarnia;M;11
18524;26;Zaspa Młyniec;F;43
18525;27;Brętowo;F;66
18526;1;Zaspa Młyniec;F;6
18527;27;Oliwa;M;13
18528;1;Oliwa;M;37
18529;1;Ujeścisko-Łostowice;M;27
18531;27;Przymorze Małe;M;40
18532;2;Suchanino;F;54
18533;10;Piecki-Migowo;M;44
18534;1;Piecki-Migowo;F;28
18536;2;Zaspa Młyniec;M;37
18537;13;Przymorze Wielkie;F;50
18538;26;Orunia-Św.Wojciech-Lipce;F;49
18539;21;Siedlce;M;26
18540;2;Suchanino;M;63
18541;18;Ujeścisko-Łostowice;M;5
18542;2;Brzeźno;F;32
18543;10;Zaspa Młyniec;F;36
18544;8;Oliwa;F;38
18545;2;Suchanino;F;35
18546;27;Brętowo;M;69
18547;18;Orunia Górna - Gdańsk Południe;M;57
18548;27;Krakowiec-Górki Zachodnie;F;58
18549;18;Orunia Górna - Gdańsk Południe;F;29
18550;7;Brzeźno;F;65
18551;2;Suchanino;M;38
18552;2;Zaspa Młyniec;M;5
18553;26;Oliwa;F;64
18554;18;Ujeścisko-Łostowice;F;2
18555;1;Wrzeszcz Górny;F;27
18556;23;Orunia Górna - Gdańsk Południe;F;25
18557;28;Piecki-Migowo;F;26
18558;1;Nowy Port;F;39
18559;7;Brzeźno;M;68
18560;7;Zaspa Młyniec;M;39
18561;1;Zaspa Rozstaje;F;4
18562;10;Zaspa Młyniec;F;7
18563;1;Strzyża;F;45
18564;1;Piecki-Migowo;F;36
18565;2;Siedlce;M;72
18566;14;Matarnia;M;27
18567;27;Brętowo;F;35
18568;16;Krakowiec-Górki Zachodnie;F;95
18569;1;Nowy Port;M;43
18570;18;Jasień;F;35
18571;20;Wrzeszcz Górny;F;31
18572;27;Wrzeszcz Dolny;F;49
18573;2;Siedlce;F;75
18574;7;Zaspa Młyniec;F;39
18575;9;Ujeścisko-Łostowice;F;37
18576;18;Ujeścisko-Łostowice;M;32
18577;4;Oliwa;F;56
18578;8;Zaspa Rozstaje;F;8
18579;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
18580;1;Orunia-Św.Wojciech-Lipce;F;23
18581;23;Jasień;F;58
18582;11;Jasień;M;12
18583;27;Brętowo;M;39
18584;7;Zaspa Młyniec;F;6
18585;17;Ujeścisko-Łostowice;M;40
18586;11;Orunia Górna - Gdańsk Południe;M;43
18587;7;Wrzeszcz Górny;M;53
18588;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
18589;1;Śródmieście;F;37
18590;26;Strzyża;M;12
18591;27;Przymorze Małe;M;38
18592;26;Suchanino;F;43
18593;13;Zaspa Młyniec;F;71
18594;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;55
18595;1;Suchanino;F;43
18596;5;Wyspa Sobieszewska;M;45
18597;7;Wrzeszcz Dolny;M;73
18598;18;Chełm;F;33
18599;1;Ujeścisko-Łostowice;M;22
18600;1;Śródmieście;F;6
18602;28;Wrzeszcz Dolny;F;39
18603;27;Brętowo;M;40
18604;2;Piecki-Migowo;F;38
18605;11;Ujeścisko-Łostowice;F;7
18606;8;Oliwa;M;36
18607;27;Śródmieście;F;36
18608;23;Zaspa Młyniec;M;41
18609;1;Siedlce;F;32
18610;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;6
18611;18;Chełm;F;6
18612;2;Przymorze Małe;M;45
18613;24;Piecki-Migowo;M;36
18614;6;Chełm;F;34
18615;7;Wrzeszcz Dolny;F;33
18616;1;Orunia-Św.Wojciech-Lipce;F;17
18617;1;Orunia Górna - Gdańsk Południe;F;60
18618;8;Oliwa;F;3
18620;20;Strzyża;F;12
18621;15;Siedlce;M;36
18622;5;Wyspa Sobieszewska;F;38
18623;14;Kokoszki;F;29
18624;5;Piecki-Migowo;F;44
18625;11;Ujeścisko-Łostowice;F;47
18626;8;Oliwa;F;34
18627;7;Wrzeszcz Dolny;F;5
18628;2;Przymorze Małe;F;45
18629;18;Orunia Górna - Gdańsk Południe;F;56
18630;1;Wrzeszcz Górny;M;33
18631;14;Kokoszki;F;38
18632;14;Matarnia;F;29
18633;11;Ujeścisko-Łostowice;M;12
18634;5;Piecki-Migowo;M;11
18635;18;Chełm;F;32
18636;1;Piecki-Migowo;F;55
18637;1;Ujeścisko-Łostowice;F;32
18638;7;Wrzeszcz Dolny;F;3
18639;23;Ujeścisko-Łostowice;F;18
18640;14;Osowa;F;15
18641;6;Suchanino;M;47
18642;28;Zaspa Rozstaje;F;36
18643;7;Wrzeszcz Dolny;F;38
18644;1;Strzyża;F;10
18645;20;Wrzeszcz Górny;F;33
18646;1;Brętowo;F;24
18647;23;Zaspa Młyniec;F;37
18648;1;Siedlce;M;43
18649;7;Brzeźno;M;45
18650;18;Kokoszki;F;44
18651;7;Wrzeszcz Dolny;F;64
18652;10;Zaspa Rozstaje;M;39
18653;20;Piecki-Migowo;F;35
18654;27;Strzyża;F;55
18655;24;Siedlce;F;36
18656;6;Olszynka;F;47
18657;4;Oliwa;M;17
18658;6;Osowa;M;63
18659;7;Wrzeszcz Dolny;M;64
18660;15;Piecki-Migowo;F;35
18661;1;Strzyża;M;50
18662;15;Siedlce;F;36
18663;4;Orunia-Św.Wojciech-Lipce;M;43
18664;7;Chełm;F;19
18665;1;Siedlce;M;14
18666;6;Osowa;F;59
18667;23;Ujeścisko-Łostowice;F;33
18668;21;Ujeścisko-Łostowice;F;35
18669;1;Zaspa Młyniec;F;46
18670;7;Młyniska;F;33
18671;9;Chełm;F;17
18672;17;Ujeścisko-Łostowice;M;42
18673;6;Osowa;M;57
18674;27;Zaspa Rozstaje;F;42
18675;23;Siedlce;F;42
18676;2;Wrzeszcz Dolny;M;37
18677;5;Piecki-Migowo;F;19
18678;1;Przymorze Wielkie;F;66
18679;9;Siedlce;M;58
18680;12;Piecki-Migowo;F;40
18681;24;Śródmieście;M;38
18682;6;Osowa;F;29
18683;18;Orunia Górna - Gdańsk Południe;F;32
18684;23;Chełm;F;38
18685;18;Chełm;M;30
18686;9;Siedlce;F;54
18687;1;Zaspa Młyniec;M;47
18689;23;Siedlce;M;4
18690;1;Ujeścisko-Łostowice;F;40
18691;1;Nowy Port;F;45
18692;6;Piecki-Migowo;M;40
18693;1;Zaspa Młyniec;M;10
18694;6;Śródmieście;F;37
18695;18;Piecki-Migowo;F;36
18696;1;Śródmieście;F;30
18697;20;Chełm;F;41
18698;4;Nowy Port;M;35
18699;14;Jasień;M;41
18700;18;Piecki-Migowo;M;8
18701;7;Przymorze Małe;F;8
18702;18;Ujeścisko-Łostowice;F;33
18703;18;Piecki-Migowo;M;6
18704;6;Śródmieście;M;7
18705;4;Nowy Port;F;34
18706;1;Orunia Górna - Gdańsk Południe;F;63
18707;15;Piecki-Migowo;F;35
18708;2;Letnica;F;27
18709;18;Ujeścisko-Łostowice;M;36
18710;17;Siedlce;M;44
18711;2;Wrzeszcz Dolny;F;22
18712;27;Jasień;M;33
18713;18;Ujeścisko-Łostowice;M;31
18714;10;Zaspa Rozstaje;F;43
18715;1;Siedlce;F;27
18716;1;Orunia Górna - Gdańsk Południe;M;67
18717;7;Przymorze Małe;F;3
18718;18;Ujeścisko-Łostowice;M;1
18719;1;Jasień;F;28
18720;8;Przymorze Wielkie;F;50
18721;28;Piecki-Migowo;F;30
18722;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;23
18723;10;Zaspa Rozstaje;F;9
18724;23;Chełm;F;34
18725;1;Matarnia;F;40
18726;18;Ujeścisko-Łostowice;M;4
18727;15;Piecki-Migowo;M;34
18728;28;Matarnia;F;26
18729;10;Ujeścisko-Łostowice;F;44
18730;1;Strzyża;F;45
18731;1;Śródmieście;M;42
18732;13;Przymorze Wielkie;F;44
18733;11;Piecki-Migowo;M;34
18734;10;Aniołki;M;26
18735;10;Ujeścisko-Łostowice;F;50
18736;18;Jasień;F;36
18737;10;Wrzeszcz Dolny;F;22
18738;8;Strzyża;M;47
18739;10;Ujeścisko-Łostowice;F;6
18740;24;Siedlce;F;59
18741;12;Piecki-Migowo;F;37
18742;1;Wrzeszcz Dolny;F;56
18743;1;Śródmieście;M;0
18744;6;Śródmieście;M;34
18745;8;Strzyża;F;11
18746;23;Suchanino;F;50
18747;26;Brętowo;F;49
18748;13;Przymorze Wielkie;F;40
18749;1;Zaspa Młyniec;F;27
18750;9;Wrzeszcz Górny;F;48
18751;10;Jasień;F;34
18752;1;Strzyża;M;14
18753;21;Jasień;M;53
18754;6;Przymorze Wielkie;M;70
18755;6;Śródmieście;F;32
18756;8;Oliwa;M;31
18757;9;Jasień;M;19
18758;27;Wrzeszcz Górny;F;45
18759;2;Osowa;M;46
18760;18;Chełm;M;17
18761;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;38
18762;18;Orunia Górna - Gdańsk Południe;F;50
18763;26;Brętowo;M;17
18764;11;Piecki-Migowo;F;32
18765;17;Orunia-Św.Wojciech-Lipce;F;40
18766;26;Nowy Port;F;37
18767;18;Piecki-Migowo;M;32
18768;27;Wzgórze Mickiewicza;F;32
18769;26;Przymorze Wielkie;F;7
18770;1;Zaspa Młyniec;F;29
18771;1;Jasień;F;40
18772;21;Piecki-Migowo;M;39
18773;10;VII Dwór;M;19
18774;7;Siedlce;F;33
18775;7;Zaspa Młyniec;M;48
18776;7;Wrzeszcz Górny;M;33
18777;13;Przymorze Wielkie;M;45
18778;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
18779;17;Orunia Górna - Gdańsk Południe;F;34
18780;28;Wzgórze Mickiewicza;F;3
18781;21;Strzyża;M;19
18782;6;Piecki-Migowo;F;43
18783;6;VII Dwór;M;45
18784;10;VII Dwór;F;21
18785;7;Wrzeszcz Dolny;M;42
18786;16;Wrzeszcz Dolny;F;38
18787;15;Ujeścisko-Łostowice;M;35
18788;24;Przymorze Wielkie;F;27
18789;28;Suchanino;F;62
18790;6;Piecki-Migowo;M;37
18791;21;Jasień;F;30
18792;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;77
18793;10;Zaspa Młyniec;F;62
18794;23;Orunia Górna - Gdańsk Południe;M;40
18795;5;Brzeźno;M;17
18796;9;Piecki-Migowo;M;21
18797;23;Orunia Górna - Gdańsk Południe;M;10
18798;23;Orunia Górna - Gdańsk Południe;M;5
18799;2;Matarnia;M;21
18800;28;Wrzeszcz Dolny;F;27
18801;23;Orunia Górna - Gdańsk Południe;F;39
18802;7;Wrzeszcz Dolny;F;38
18803;19;Chełm;M;45
18804;1;Stogi;F;28
18805;6;Śródmieście;M;33
18806;15;Piecki-Migowo;M;32
18807;19;Chełm;F;42
18808;25;Ujeścisko-Łostowice;M;41
18809;7;Wrzeszcz Dolny;M;7
18810;10;Chełm;M;27
18811;19;Chełm;F;17
18812;24;Siedlce;M;18
18813;23;Ujeścisko-Łostowice;M;40
18814;1;Zaspa Rozstaje;M;33
18815;17;Ujeścisko-Łostowice;F;6
18816;18;Ujeścisko-Łostowice;M;45
18817;19;Chełm;M;13
18818;9;Aniołki;F;30
18819;14;Zaspa Rozstaje;F;37
18820;14;Matarnia;F;8
18821;7;Wrzeszcz Dolny;F;5
18822;18;Ujeścisko-Łostowice;F;42
18823;16;Przymorze Małe;F;64
18824;7;Wrzeszcz Dolny;M;37
18825;18;Chełm;F;41
18826;7;Wrzeszcz Dolny;M;3
18827;14;Matarnia;F;29
18828;14;Osowa;F;15
18829;24;Wrzeszcz Górny;F;36
18830;20;Wyspa Sobieszewska;M;42
18831;3;Śródmieście;F;19
18832;25;Siedlce;F;60
18833;9;Wrzeszcz Górny;F;21
18834;20;Wyspa Sobieszewska;M;31
18835;20;Wyspa Sobieszewska;M;37
18836;27;Aniołki;M;33
18837;18;Orunia Górna - Gdańsk Południe;F;40
18838;7;Aniołki;M;27
18839;1;Osowa;F;37
18840;20;Wyspa Sobieszewska;M;23
18841;23;Orunia Górna - Gdańsk Południe;M;12
18842;26;Siedlce;F;45
18843;23;Orunia Górna - Gdańsk Południe;F;4
18844;9;Brętowo;F;29
18845;26;Przymorze Wielkie;F;36
18846;18;Orunia Górna - Gdańsk Południe;F;45
18847;21;Przymorze Wielkie;M;44
18848;1;Aniołki;F;46
18849;16;Piecki-Migowo;M;17
18850;11;Siedlce;M;34
18851;1;Wrzeszcz Górny;M;36
18852;7;Wrzeszcz Dolny;M;37
18853;7;Matarnia;M;33
18854;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;44
18855;10;Przymorze Wielkie;F;34
18856;10;Przymorze Wielkie;F;4
18858;7;Wrzeszcz Górny;M;44
18859;18;Ujeścisko-Łostowice;M;35
18860;23;Chełm;F;38
18861;23;Wyspa Sobieszewska;M;36
18862;11;Orunia Górna - Gdańsk Południe;F;6
18863;1;Śródmieście;F;51
18864;5;Strzyża;M;61
18865;26;Wrzeszcz Górny;M;35
18866;17;Orunia-Św.Wojciech-Lipce;F;46
18867;21;Matarnia;F;34
18868;14;Piecki-Migowo;M;34
18869;2;Brzeźno;M;46
18870;11;Piecki-Migowo;F;30
18871;1;Oliwa;M;44
18872;20;Śródmieście;F;38
18873;9;Brzeźno;M;42
18874;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;23
18875;14;Kokoszki;F;36
18876;23;Piecki-Migowo;M;36
18877;7;Wrzeszcz Dolny;F;40
18878;10;Piecki-Migowo;F;56
18879;11;Orunia Górna - Gdańsk Południe;F;54
18880;26;Piecki-Migowo;M;44
18881;14;Matarnia;F;42
18882;2;Wrzeszcz Dolny;F;68
18883;25;Śródmieście;F;65
18884;25;Suchanino;M;43
18885;14;Matarnia;M;14
18886;14;Matarnia;F;8
18887;21;Osowa;F;41
18888;12;Piecki-Migowo;F;35
18889;1;Przymorze Wielkie;F;32
18890;20;Nowy Port;M;52
18891;25;Przymorze Małe;M;28
18892;9;Chełm;F;58
18893;12;Piecki-Migowo;F;34
18894;12;Piecki-Migowo;F;1
18896;12;Piecki-Migowo;F;32
18897;1;Piecki-Migowo;F;28
18898;7;Suchanino;M;26
18899;12;Piecki-Migowo;F;6
18900;1;Przymorze Wielkie;M;3
18901;1;Brzeźno;F;76
18902;23;Jasień;M;52
18904;3;Wrzeszcz Górny;M;23
18905;9;Chełm;F;64
18906;11;Jasień;F;42
18907;9;Chełm;M;74
18908;23;Wrzeszcz Górny;F;37
18909;12;Piecki-Migowo;F;31
18910;11;Jasień;F;32
18911;1;Oliwa;M;25
18913;5;Wrzeszcz Górny;F;54
18914;1;Przeróbka;F;41
18915;12;Wyspa Sobieszewska;F;43
18916;10;Piecki-Migowo;F;8
18917;1;Ujeścisko-Łostowice;F;38
18918;27;Zaspa Młyniec;M;32
18919;1;Przymorze Wielkie;F;31
18920;23;Chełm;F;41
18921;1;Zaspa Młyniec;F;35
18922;1;Wrzeszcz Górny;F;10
18923;1;Piecki-Migowo;M;5
18925;18;Chełm;F;31
18926;11;Piecki-Migowo;F;44
18927;7;Zaspa Rozstaje;F;63
18928;24;Piecki-Migowo;F;4
18929;27;Jasień;F;50
18930;1;Przymorze Wielkie;F;11
18932;26;VII Dwór;M;37
18934;1;Osowa;F;12
18935;11;Ujeścisko-Łostowice;F;40
18936;1;Jasień;M;2
18937;23;Chełm;M;36
18938;1;Oliwa;F;10
18939;20;Brętowo;M;70
18940;1;Ujeścisko-Łostowice;M;42
18941;27;Orunia Górna - Gdańsk Południe;M;18
18942;15;Piecki-Migowo;F;57
18943;1;Wrzeszcz Dolny;F;11
18944;18;Chełm;M;10
18946;11;Ujeścisko-Łostowice;M;11
18947;18;Przymorze Małe;M;31
18948;11;Ujeścisko-Łostowice;F;27
18949;11;Jasień;F;28
18950;23;Jasień;F;36
18951;26;Wrzeszcz Górny;F;41
18952;9;Nowy Port;F;23
18953;9;Przymorze Wielkie;F;31
18954;7;Młyniska;F;37
18955;23;Wrzeszcz Górny;M;52
18957;27;Oliwa;F;58
18958;18;Orunia Górna - Gdańsk Południe;M;38
18959;24;Chełm;F;23
18960;1;Śródmieście;M;33
18961;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
18962;14;Matarnia;M;41
18963;20;Zaspa Młyniec;F;35
18964;18;Kokoszki;M;33
18965;11;Ujeścisko-Łostowice;M;7
18966;13;Przymorze Wielkie;F;38
18967;27;Zaspa Młyniec;F;73
18968;17;Ujeścisko-Łostowice;M;66
18969;27;Orunia-Św.Wojciech-Lipce;M;30
18970;14;Osowa;F;48
18971;1;Piecki-Migowo;F;49
18972;13;Przymorze Małe;F;28
18973;9;Zaspa Rozstaje;F;26
18974;5;Chełm;F;37
18975;1;Zaspa Młyniec;F;38
18976;26;Brętowo;F;68
18977;1;Stogi;F;37
18978;2;Orunia Górna - Gdańsk Południe;M;43
18979;9;Nowy Port;M;61
18980;4;Piecki-Migowo;M;33
18981;24;Nowy Port;F;47
18982;27;Wrzeszcz Górny;F;66
18984;1;Orunia Górna - Gdańsk Południe;F;49
18985;9;Przymorze Małe;M;33
18986;7;Przymorze Wielkie;F;25
18987;10;Zaspa Młyniec;F;43
18988;18;Ujeścisko-Łostowice;F;44
18989;27;Przymorze Małe;F;37
18990;23;Orunia Górna - Gdańsk Południe;M;50
18991;18;Ujeścisko-Łostowice;F;43
18992;26;Osowa;M;47
18993;1;Jasień;F;31
18994;10;Zaspa Młyniec;F;9
18995;18;Jasień;M;28
18997;22;Przymorze Małe;M;5
18998;25;Nowy Port;M;35
18999;27;VII Dwór;M;76
19000;1;Przymorze Wielkie;F;38
19001;2;Siedlce;F;37
19002;5;Suchanino;F;38
19003;21;Jasień;M;44
19004;21;Osowa;F;37
19005;10;Oliwa;F;38
19006;21;Jasień;F;27
19008;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;27
19009;18;Ujeścisko-Łostowice;M;31
19010;24;Nowy Port;M;15
19011;1;Przymorze Wielkie;M;40
19012;23;Jasień;M;32
19013;14;Matarnia;M;35
19014;9;Jasień;M;27
19015;1;Zaspa Młyniec;F;33
19016;7;Brzeźno;M;54
19017;2;Zaspa Młyniec;F;44
19018;13;Piecki-Migowo;F;35
19019;13;Zaspa Młyniec;F;36
19020;24;Piecki-Migowo;F;8
19021;1;Piecki-Migowo;F;40
19022;1;Wrzeszcz Górny;F;41
19023;13;Zaspa Młyniec;F;79
19024;6;Siedlce;F;36
19025;18;Przymorze Małe;M;30
19026;24;Piecki-Migowo;F;5
19027;21;Kokoszki;M;48
19028;7;Przymorze Wielkie;F;83
19029;13;Zaspa Młyniec;M;79
19030;9;Wrzeszcz Górny;M;19
19031;6;Siedlce;M;7
19032;3;Osowa;M;35
19033;1;Przymorze Wielkie;F;36
19034;27;Wrzeszcz Górny;F;58
19035;7;Brzeźno;F;59
19036;1;Piecki-Migowo;F;36
19037;26;Brętowo;M;70
19038;6;Siedlce;F;3
19039;27;Aniołki;F;36
19040;9;Wrzeszcz Górny;F;56
19041;5;Stogi;F;50
19042;21;Kokoszki;M;14
19043;27;Piecki-Migowo;F;43
19044;9;Brętowo;F;21
19045;21;Jasień;F;69
19046;16;Siedlce;M;38
19047;27;Piecki-Migowo;M;41
19048;13;Stogi;M;39
19049;23;Orunia Górna - Gdańsk Południe;F;25
19050;18;Ujeścisko-Łostowice;F;36
19051;21;Kokoszki;M;10
19052;24;Nowy Port;M;48
19053;8;Oliwa;M;53
19054;26;Wrzeszcz Dolny;F;55
19055;1;Chełm;F;41
19056;21;Ujeścisko-Łostowice;F;17
19057;1;Siedlce;F;43
19058;16;Siedlce;F;42
19059;9;Zaspa Młyniec;F;17
19060;9;Chełm;F;17
19061;1;Przymorze Wielkie;F;12
19062;7;Przymorze Małe;M;45
19063;28;Orunia-Św.Wojciech-Lipce;F;38
19064;9;Piecki-Migowo;M;16
19065;1;Siedlce;M;13
19066;7;Zaspa Rozstaje;M;34
19067;6;Aniołki;M;22
19069;1;Chełm;M;13
19070;21;Kokoszki;F;49
19071;18;Ujeścisko-Łostowice;M;50
19072;11;Siedlce;M;70
19073;26;Chełm;F;60
19074;1;Zaspa Rozstaje;F;5
19075;27;Przymorze Małe;F;9
19076;20;Piecki-Migowo;F;36
19077;10;Kokoszki;M;25
19078;13;Brzeźno;F;29
19079;16;Siedlce;F;3
19080;27;Zaspa Młyniec;F;46
19082;7;Przymorze Małe;M;37
19083;1;Siedlce;M;10
19084;10;Chełm;M;40
19085;1;Chełm;M;3
19087;27;Piecki-Migowo;F;42
19088;9;Przymorze Małe;F;46
19090;9;Ujeścisko-Łostowice;M;16
19091;7;Młyniska;M;47
19092;9;Przymorze Wielkie;M;27
19093;20;Kokoszki;M;44
19094;1;Wrzeszcz Górny;M;16
19095;17;Orunia-Św.Wojciech-Lipce;F;84
19096;1;Młyniska;F;39
19097;23;Chełm;M;30
19098;13;Przymorze Wielkie;F;39
19100;2;Przymorze Wielkie;M;16
19101;16;Siedlce;M;3
19102;9;Przymorze Małe;F;14
19103;1;Jasień;F;17
19104;9;Przymorze Małe;M;59
19105;23;Chełm;M;60
19106;1;Piecki-Migowo;F;38
19108;9;Oliwa;M;15
19109;7;Nowy Port;F;17
19111;9;Przymorze Małe;M;37
19112;2;Chełm;M;16
19113;20;Piecki-Migowo;F;48
19114;7;Brzeźno;F;51
19115;7;Wrzeszcz Górny;F;43
19116;24;Orunia-Św.Wojciech-Lipce;M;10
19117;21;Matarnia;M;38
19119;7;Ujeścisko-Łostowice;F;29
19120;21;Jasień;M;49
19121;14;Osowa;F;36
19122;9;Zaspa Młyniec;F;39
19123;7;Piecki-Migowo;M;29
19124;7;Wrzeszcz Górny;M;12
19125;7;Jasień;F;50
19126;2;Suchanino;M;25
19127;21;Matarnia;F;42
19128;1;Brzeźno;F;42
19129;9;Wrzeszcz Górny;F;32
19131;9;Zaspa Rozstaje;M;14
19132;18;Ujeścisko-Łostowice;M;38
19133;9;Siedlce;M;14
19134;9;Wrzeszcz Górny;M;14
19135;9;Matarnia;M;15
19136;9;Zaspa Młyniec;M;14
19137;7;Wrzeszcz Dolny;F;41
19138;9;Brętowo;M;14
19139;10;Brętowo;M;59
19140;1;Osowa;M;15
19141;28;Orunia-Św.Wojciech-Lipce;F;71
19142;10;Zaspa Rozstaje;F;34
19143;9;Brętowo;M;14
19144;20;Śródmieście;F;54
19145;26;Orunia Górna - Gdańsk Południe;F;62
19146;6;Przeróbka;F;64
19147;27;Siedlce;F;69
19148;10;Stogi;M;53
19149;18;Ujeścisko-Łostowice;M;30
19150;9;Zaspa Rozstaje;M;14
19151;7;Wrzeszcz Dolny;F;48
19152;1;Przymorze Wielkie;M;16
19153;1;Zaspa Rozstaje;F;41
19154;22;Stogi;F;32
19155;26;Zaspa Rozstaje;M;22
19156;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;13
19157;8;Oliwa;F;42
19158;1;Wrzeszcz Dolny;F;15
19159;1;Jasień;F;15
19160;1;Piecki-Migowo;F;14
19162;9;Wrzeszcz Dolny;M;14
19163;6;Przeróbka;M;73
19165;9;Zaspa Młyniec;M;38
19166;23;Stogi;F;26
19167;10;Piecki-Migowo;M;4
19168;10;Jasień;M;14
19169;26;Ujeścisko-Łostowice;F;41
19170;7;Oliwa;M;34
19172;1;Brzeźno;F;18
19173;6;Śródmieście;M;64
19174;1;Piecki-Migowo;M;2
19175;20;Siedlce;F;34
19176;1;Ujeścisko-Łostowice;F;34
19177;7;Przymorze Małe;M;18
19178;13;Brzeźno;M;31
19179;13;Wrzeszcz Dolny;F;35
19181;21;Jasień;F;61
19182;11;Ujeścisko-Łostowice;M;50
19183;27;Osowa;F;15
19184;20;Ujeścisko-Łostowice;F;61
19185;1;Brętowo;F;18
19186;1;Przymorze Małe;M;42
19187;1;Olszynka;F;17
19188;1;Przymorze Małe;F;16
19189;18;Orunia Górna - Gdańsk Południe;F;33
19190;4;Matarnia;M;17
19191;7;Wrzeszcz Górny;F;72
19192;1;Osowa;F;44
19193;1;Ujeścisko-Łostowice;F;16
19194;28;Przymorze Małe;M;28
19195;10;Orunia Górna - Gdańsk Południe;F;28
19196;27;Wyspa Sobieszewska;M;25
19197;18;Chełm;F;49
19198;1;Brętowo;F;16
19199;11;Ujeścisko-Łostowice;M;9
19200;18;Chełm;F;62
19201;7;Osowa;M;45
19202;20;Wrzeszcz Dolny;F;26
19203;7;Zaspa Młyniec;M;39
19204;11;Jasień;M;28
19206;27;Piecki-Migowo;F;66
19208;1;Ujeścisko-Łostowice;F;15
19209;20;Stogi;F;22
19210;18;Chełm;M;67
19211;1;Śródmieście;F;15
19212;3;Przymorze Wielkie;M;17
19213;11;Jasień;M;5
19214;11;Jasień;F;28
19215;18;Ujeścisko-Łostowice;M;37
19216;18;Piecki-Migowo;F;42
19217;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;17
19218;21;Matarnia;M;10
19219;15;Suchanino;F;61
19220;12;Piecki-Migowo;F;41
19222;5;Zaspa Rozstaje;F;16
19223;20;Śródmieście;F;88
19224;26;Zaspa Młyniec;F;43
19225;9;Zaspa Rozstaje;F;42
19226;25;Stogi;F;64
19227;11;Ujeścisko-Łostowice;M;47
19228;1;Przymorze Wielkie;F;43
19229;2;Przymorze Małe;M;16
19230;6;Wrzeszcz Górny;M;35
19231;23;Śródmieście;M;48
19232;22;Ujeścisko-Łostowice;M;46
19233;20;Wyspa Sobieszewska;F;63
19234;18;Orunia Górna - Gdańsk Południe;M;39
19235;9;Ujeścisko-Łostowice;F;38
19236;20;Osowa;F;57
19237;13;Zaspa Młyniec;M;73
19238;14;Osowa;M;34
19239;10;Piecki-Migowo;F;39
19240;27;Stogi;M;45
19241;2;Kokoszki;M;16
19242;20;Śródmieście;F;19
19244;24;Orunia-Św.Wojciech-Lipce;F;19
19245;20;Stogi;F;78
19246;1;Jasień;M;31
19247;18;Chełm;F;53
19248;26;VII Dwór;M;56
19249;27;Strzyża;F;45
19250;9;Kokoszki;F;61
19251;7;Brętowo;F;37
19252;2;Jasień;M;17
19253;18;Ujeścisko-Łostowice;F;40
19254;20;Wzgórze Mickiewicza;F;70
19255;27;Wrzeszcz Górny;M;9
19256;21;Jasień;M;39
19257;18;Ujeścisko-Łostowice;M;44
19258;27;Strzyża;F;71
19259;22;Chełm;F;28
19260;13;Zaspa Rozstaje;M;31
19262;7;Przymorze Małe;F;49
19263;10;Zaspa Młyniec;F;49
19264;27;Wrzeszcz Górny;F;71
19266;24;Chełm;F;23
19267;3;Piecki-Migowo;F;35
19268;12;Piecki-Migowo;F;42
19269;1;Piecki-Migowo;F;42
19270;1;Chełm;F;8
19271;9;Orunia Górna - Gdańsk Południe;M;3
19272;20;Stogi;F;65
19273;23;Orunia Górna - Gdańsk Południe;M;2
19274;21;Ujeścisko-Łostowice;F;34
19275;18;Ujeścisko-Łostowice;F;43
19277;27;Wrzeszcz Górny;F;67
19278;26;Jasień;F;57
19279;18;Chełm;F;12
19280;23;Orunia Górna - Gdańsk Południe;M;9
19281;18;Chełm;F;39
19282;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;30
19283;24;Przymorze Wielkie;F;27
19284;27;Aniołki;M;37
19285;27;Wrzeszcz Górny;F;62
19286;24;Wyspa Sobieszewska;F;35
19287;6;Zaspa Młyniec;M;44
19288;21;Chełm;F;28
19289;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;42
19290;6;Olszynka;F;36
19292;22;Chełm;M;42
19293;1;Brzeźno;M;26
19294;27;Chełm;F;44
19295;7;Brętowo;M;33
19296;10;Oliwa;F;22
19297;11;Jasień;M;38
19298;6;Stogi;M;70
19299;18;Chełm;M;38
19300;1;Strzyża;F;31
19301;2;Brzeźno;M;14
19302;13;Oliwa;M;42
19303;27;Piecki-Migowo;F;2
19304;13;Przymorze Małe;F;43
19305;21;Jasień;M;39
19306;20;Suchanino;F;34
19307;1;Strzyża;F;4
19308;26;Zaspa Rozstaje;F;39
19309;10;Stogi;F;39
19310;11;Piecki-Migowo;F;45
19311;28;Chełm;F;55
19312;25;Wrzeszcz Dolny;F;21
19313;17;Orunia-Św.Wojciech-Lipce;F;34
19314;7;Zaspa Rozstaje;F;35
19315;23;Ujeścisko-Łostowice;M;13
19316;26;Przymorze Małe;M;18
19317;1;Strzyża;M;3
19318;18;Chełm;M;2
19319;2;Śródmieście;F;13
19320;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;37
19321;1;Osowa;F;49
19322;18;Ujeścisko-Łostowice;F;35
19323;1;Aniołki;F;0
19324;6;Olszynka;F;59
19325;2;Zaspa Młyniec;M;16
19326;2;Orunia-Św.Wojciech-Lipce;M;15
19327;10;Osowa;M;62
19328;2;Śródmieście;M;9
19329;2;Oliwa;M;14
19330;23;Orunia Górna - Gdańsk Południe;M;36
19331;27;Chełm;F;13
19332;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;3
19333;11;Jasień;M;32
19334;6;Olszynka;F;62
19335;1;Aniołki;F;0
19337;1;Olszynka;F;15
19338;17;Orunia Górna - Gdańsk Południe;F;34
19339;27;Chełm;F;10
19340;26;Osowa;F;32
19341;14;Kokoszki;M;16
19342;1;Przymorze Wielkie;M;38
19343;2;Śródmieście;M;7
19345;6;Olszynka;F;51
19347;11;Chełm;M;65
19348;7;Wyspa Sobieszewska;M;39
19349;9;Zaspa Rozstaje;F;66
19350;13;Przymorze Wielkie;F;77
19351;10;Zaspa Młyniec;F;35
19352;6;Piecki-Migowo;F;40
19353;17;Przeróbka;M;34
19354;13;Oliwa;F;46
19355;2;Śródmieście;M;20
19356;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
19357;18;Ujeścisko-Łostowice;F;47
19358;7;Zaspa Rozstaje;F;63
19360;6;Olszynka;M;44
19361;7;Przymorze Wielkie;F;31
19362;1;Krakowiec-Górki Zachodnie;F;31
19363;28;Ujeścisko-Łostowice;F;21
19364;9;Przymorze Małe;M;17
19365;13;Zaspa Rozstaje;F;31
19366;5;Ujeścisko-Łostowice;M;35
19367;28;Osowa;F;28
19368;23;Zaspa Młyniec;F;39
19369;1;Kokoszki;F;44
19370;13;Przymorze Małe;M;41
19371;11;Siedlce;M;62
19372;1;Jasień;F;29
19373;23;Śródmieście;M;30
19374;1;Oliwa;F;24
19375;21;Jasień;F;13
19376;1;Krakowiec-Górki Zachodnie;F;5
19377;28;Piecki-Migowo;M;16
19378;27;Zaspa Młyniec;M;31
19379;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
19380;1;Chełm;F;45
19381;9;Wrzeszcz Górny;M;56
19382;6;Śródmieście;F;33
19383;1;Wrzeszcz Dolny;F;6
19384;1;Przeróbka;F;26
19385;18;Ujeścisko-Łostowice;F;42
19386;23;Zaspa Młyniec;F;34
19387;15;Wrzeszcz Górny;F;37
19388;10;Wrzeszcz Górny;M;35
19389;14;Kokoszki;M;41
19390;7;Strzyża;F;65
19391;15;Wrzeszcz Górny;F;9
19392;10;Przymorze Wielkie;M;40
19393;15;Orunia Górna - Gdańsk Południe;F;33
19394;1;Piecki-Migowo;F;24
19395;7;Piecki-Migowo;M;37
19396;15;Brętowo;F;35
19397;14;Jasień;F;26
19398;15;Wrzeszcz Górny;M;6
19399;1;Wrzeszcz Dolny;M;52
19401;27;Zaspa Młyniec;F;37
19402;1;Przymorze Wielkie;F;52
19403;9;Zaspa Młyniec;M;79
19404;10;Siedlce;F;45
19405;24;Zaspa Rozstaje;M;40
19406;12;Piecki-Migowo;F;7
19407;28;Ujeścisko-Łostowice;F;25
19408;15;Wrzeszcz Górny;F;3
19409;15;Brętowo;F;7
19410;6;Śródmieście;F;65
19411;24;Ujeścisko-Łostowice;M;18
19412;21;Osowa;F;30
19413;10;Zaspa Rozstaje;F;41
19414;15;Wrzeszcz Dolny;F;63
19415;18;Chełm;M;18
19416;27;Przeróbka;F;67
19417;1;Ujeścisko-Łostowice;M;25
19418;6;Przymorze Wielkie;M;6
19419;18;Orunia Górna - Gdańsk Południe;M;34
19421;23;Orunia-Św.Wojciech-Lipce;M;38
19422;28;Wyspa Sobieszewska;F;26
19423;5;Piecki-Migowo;F;38
19424;24;Brętowo;F;5
19425;18;Osowa;M;43
19426;24;Zaspa Rozstaje;M;4
19427;14;Matarnia;F;37
19428;9;Zaspa Młyniec;F;66
19429;5;Strzyża;M;66
19430;6;Przymorze Wielkie;F;3
19431;18;Zaspa Młyniec;M;18
19432;6;Piecki-Migowo;F;7
19433;24;Brętowo;M;38
19434;4;Wrzeszcz Górny;M;29
19435;24;Przymorze Wielkie;M;35
19436;18;Ujeścisko-Łostowice;F;25
19437;1;Zaspa Młyniec;F;75
19438;7;Piecki-Migowo;M;56
19439;24;Przymorze Wielkie;M;42
19440;10;Jasień;M;40
19441;7;Wrzeszcz Dolny;F;79
19442;5;Piecki-Migowo;M;5
19443;4;Wrzeszcz Górny;M;26
19444;20;Strzyża;F;54
19446;10;Zaspa Rozstaje;F;36
19447;1;Strzyża;F;64
19448;25;Wrzeszcz Górny;F;36
19449;9;Orunia Górna - Gdańsk Południe;M;44
19451;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;14
19452;18;Chełm;F;9
19453;11;Ujeścisko-Łostowice;M;40
19454;1;Piecki-Migowo;M;29
19456;1;Wzgórze Mickiewicza;F;21
19457;18;Chełm;M;47
19458;2;Suchanino;M;34
19459;18;Ujeścisko-Łostowice;F;25
19460;18;Chełm;F;41
19461;18;Chełm;F;38
19462;10;Orunia Górna - Gdańsk Południe;F;26
19463;18;Siedlce;M;70
19464;2;Wrzeszcz Górny;F;68
19465;23;Chełm;M;40
19466;20;Jasień;M;7
19467;27;Chełm;F;9
19468;23;Orunia Górna - Gdańsk Południe;M;56
19469;17;Chełm;F;35
19470;7;Wrzeszcz Dolny;M;79
19472;11;Orunia Górna - Gdańsk Południe;F;53
19473;17;Chełm;F;28
19474;18;Ujeścisko-Łostowice;F;37
19475;1;Strzyża;F;21
19476;20;Stogi;M;67
19477;11;Wrzeszcz Górny;M;38
19478;6;Przeróbka;M;49
19479;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;30
19480;23;Suchanino;F;27
19481;18;Chełm;F;7
19482;1;Wyspa Sobieszewska;M;4
19483;11;Orunia Górna - Gdańsk Południe;M;63
19484;23;Chełm;M;41
19485;4;Przymorze Małe;F;71
19486;2;Zaspa Rozstaje;M;27
19487;18;Piecki-Migowo;F;48
19488;2;Wrzeszcz Górny;F;65
19489;27;Orunia Górna - Gdańsk Południe;F;58
19490;11;Orunia Górna - Gdańsk Południe;M;22
19491;23;Ujeścisko-Łostowice;F;39
19492;10;Ujeścisko-Łostowice;M;38
19493;18;Orunia Górna - Gdańsk Południe;F;37
19494;18;Zaspa Młyniec;F;67
19495;24;Piecki-Migowo;F;39
19496;8;Oliwa;M;33
19497;18;Piecki-Migowo;M;37
19498;6;Ujeścisko-Łostowice;F;45
19499;23;Ujeścisko-Łostowice;M;10
19500;28;Brętowo;M;66
19501;7;Zaspa Rozstaje;F;54
19502;2;Wrzeszcz Górny;M;44
19503;18;Osowa;F;48
19504;1;Ujeścisko-Łostowice;F;38
19505;6;Śródmieście;F;37
19506;6;Olszynka;M;38
19507;23;Wzgórze Mickiewicza;F;41
19508;8;Oliwa;F;2
19509;18;Chełm;M;51
19510;17;Orunia Górna - Gdańsk Południe;M;68
19511;6;Stogi;F;62
19512;6;Olszynka;F;7
19513;27;Piecki-Migowo;M;73
19514;8;Oliwa;F;0
19515;9;Suchanino;M;68
19516;8;Oliwa;F;31
19517;21;Chełm;M;9
19518;1;Stogi;F;67
19519;6;Śródmieście;M;6
19520;12;Piecki-Migowo;F;29
19521;11;Chełm;M;6
19522;18;Ujeścisko-Łostowice;F;45
19523;1;Ujeścisko-Łostowice;F;35
19524;17;Orunia-Św.Wojciech-Lipce;F;55
19525;9;Piecki-Migowo;F;25
19526;21;Chełm;F;38
19527;1;Wrzeszcz Dolny;F;40
19528;15;Piecki-Migowo;F;53
19529;18;Chełm;M;43
19530;1;Ujeścisko-Łostowice;F;10
19531;23;Wzgórze Mickiewicza;M;6
19532;2;Wrzeszcz Dolny;F;31
19534;27;Chełm;M;12
19535;13;Przymorze Małe;M;63
19537;14;Piecki-Migowo;M;34
19538;26;Brętowo;F;68
19539;23;Wrzeszcz Górny;M;55
19540;18;Jasień;F;41
19541;9;Osowa;F;47
19542;1;Chełm;F;23
19543;8;Brętowo;F;43
19544;1;Ujeścisko-Łostowice;M;4
19545;1;Oliwa;F;31
19546;7;Orunia-Św.Wojciech-Lipce;F;9
19547;21;Kokoszki;F;42
19549;14;Osowa;F;38
19550;6;Śródmieście;M;43
19551;9;Stogi;M;51
19552;14;Kokoszki;M;36
19553;12;Piecki-Migowo;M;72
19554;6;Orunia-Św.Wojciech-Lipce;F;17
19555;22;Jasień;F;30
19556;18;Chełm;F;75
19557;20;Chełm;F;37
19558;6;Stogi;F;53
19559;20;Strzyża;M;12
19560;17;Orunia-Św.Wojciech-Lipce;M;17
19561;24;Przeróbka;M;37
19562;7;Piecki-Migowo;M;43
19563;1;Strzyża;F;33
19564;27;Piecki-Migowo;F;42
19565;14;Osowa;F;52
19566;12;Chełm;F;61
19567;18;Chełm;F;9
19568;24;Przeróbka;M;7
19569;12;Piecki-Migowo;F;42
19570;11;Ujeścisko-Łostowice;F;40
19571;25;Brzeźno;F;57
19572;27;Siedlce;M;64
19573;9;Strzyża;M;47
19574;7;Wrzeszcz Dolny;F;35
19575;9;Suchanino;M;22
19576;10;Orunia Górna - Gdańsk Południe;M;15
19577;18;Orunia Górna - Gdańsk Południe;F;36
19578;18;Chełm;M;5
19579;15;Stogi;F;41
19580;8;Chełm;F;64
19581;11;Chełm;F;71
19582;6;Olszynka;M;70
19583;1;Orunia Górna - Gdańsk Południe;F;49
19584;10;Zaspa Rozstaje;F;38
19585;7;Piecki-Migowo;M;33
19586;22;Jasień;F;30
19587;1;Suchanino;F;35
19588;11;Piecki-Migowo;F;33
19590;9;Siedlce;F;68
19591;1;Piecki-Migowo;F;77
19592;15;Jasień;F;43
19593;11;Jasień;F;36
19594;23;Chełm;F;34
19595;6;Przeróbka;M;70
19596;10;Przeróbka;F;0
19597;18;Ujeścisko-Łostowice;M;12
19598;14;Osowa;F;32
19599;10;Zaspa Rozstaje;M;8
19600;10;Zaspa Rozstaje;M;80
19603;6;Olszynka;F;38
19604;11;Ujeścisko-Łostowice;M;42
19605;18;Jasień;F;30
19606;11;Piecki-Migowo;M;6
19607;7;Nowy Port;F;40
19608;11;Orunia Górna - Gdańsk Południe;M;31
19609;7;Przymorze Wielkie;F;35
19610;1;Zaspa Rozstaje;F;39
19611;11;Chełm;M;36
19612;18;Ujeścisko-Łostowice;M;8
19613;18;Jasień;F;7
19614;9;Przymorze Małe;F;68
19615;22;Chełm;F;36
19616;2;Wrzeszcz Dolny;F;66
19617;10;Zaspa Rozstaje;M;5
19618;6;Olszynka;F;65
19619;5;Zaspa Rozstaje;F;19
19620;6;Śródmieście;M;32
19621;23;Chełm;F;7
19622;2;Zaspa Rozstaje;M;26
19623;27;Siedlce;F;62
19624;23;Wzgórze Mickiewicza;M;1
19625;7;Piecki-Migowo;F;34
19626;1;Wzgórze Mickiewicza;M;48
19627;27;Przymorze Wielkie;F;29
19628;11;Chełm;F;4
19629;15;Wrzeszcz Górny;F;36
19630;1;Piecki-Migowo;F;29
19632;9;Przymorze Małe;F;72
19633;10;Oliwa;M;29
19634;18;Siedlce;M;32
19635;14;Osowa;M;5
19636;18;Ujeścisko-Łostowice;M;17
19637;1;Wrzeszcz Górny;F;82
19638;23;Wzgórze Mickiewicza;M;1
19639;20;Oliwa;F;39
19640;1;Przymorze Małe;F;40
19641;3;Przymorze Wielkie;M;34
19642;7;Nowy Port;M;30
19644;27;Siedlce;F;89
19645;1;Brętowo;F;54
19646;26;Przymorze Małe;M;32
19647;20;Przymorze Wielkie;M;53
19648;15;Wrzeszcz Górny;M;35
19649;14;Osowa;F;1
19650;28;Chełm;F;24
19652;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;52
19653;7;Przymorze Wielkie;F;45
19654;5;Orunia Górna - Gdańsk Południe;F;42
19655;15;Wrzeszcz Górny;F;10
19656;14;Osowa;F;1
19657;9;Wyspa Sobieszewska;M;42
19658;10;Przymorze Wielkie;M;7
19659;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;22
19660;14;Osowa;M;31
19661;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;62
19662;23;Orunia-Św.Wojciech-Lipce;F;35
19663;18;Chełm;M;44
19664;5;Chełm;F;7
19666;18;Ujeścisko-Łostowice;F;30
19667;9;Letnica;F;44
19668;11;Jasień;M;35
19669;9;Wrzeszcz Dolny;F;50
19670;1;Piecki-Migowo;F;34
19671;27;Wrzeszcz Górny;F;32
19672;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;49
19673;3;Osowa;F;55
19674;11;Piecki-Migowo;M;30
19675;5;Chełm;F;4
19676;7;Strzyża;M;33
19677;5;Jasień;F;34
19678;18;Chełm;M;36
19679;20;Przymorze Wielkie;M;53
19680;10;Piecki-Migowo;M;33
19681;1;Chełm;M;69
19682;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;60
19683;15;Piecki-Migowo;F;39
19684;26;Wyspa Sobieszewska;M;49
19685;9;Wrzeszcz Górny;F;47
19686;11;Chełm;M;35
19687;1;Piecki-Migowo;F;22
19688;5;Chełm;M;11
19689;1;Piecki-Migowo;F;9
19690;1;Oliwa;M;35
19691;27;Piecki-Migowo;F;58
19692;9;Przymorze Małe;M;28
19693;6;Siedlce;F;49
19694;5;Chełm;M;42
19695;17;Orunia-Św.Wojciech-Lipce;F;27
19696;9;Osowa;F;41
19697;9;Osowa;M;20
19698;16;Przymorze Małe;F;70
19699;24;Przymorze Wielkie;F;36
19700;6;Siedlce;M;41
19701;11;Ujeścisko-Łostowice;F;36
19702;24;Zaspa Rozstaje;F;6
19703;28;Brzeźno;M;42
19704;1;Strzyża;M;15
19705;18;Chełm;M;26
19706;22;Oliwa;M;91
19707;12;Piecki-Migowo;M;72
19708;1;Orunia Górna - Gdańsk Południe;F;31
19709;17;Orunia Górna - Gdańsk Południe;M;39
19710;24;Zaspa Rozstaje;F;35
19711;1;Piecki-Migowo;F;45
19712;16;Przymorze Małe;F;74
19713;17;Chełm;F;54
19714;1;Jasień;F;33
19715;18;Jasień;M;7
19716;1;Siedlce;F;30
19717;13;Zaspa Młyniec;F;72
19718;23;Orunia Górna - Gdańsk Południe;M;31
19719;11;Ujeścisko-Łostowice;F;29
19720;13;Zaspa Młyniec;F;45
19721;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
19722;24;Zaspa Rozstaje;M;3
19723;1;Orunia Górna - Gdańsk Południe;M;3
19724;1;Ujeścisko-Łostowice;F;26
19726;1;Orunia Górna - Gdańsk Południe;M;1
19727;9;Zaspa Młyniec;F;46
19728;18;Ujeścisko-Łostowice;M;23
19729;1;Zaspa Rozstaje;F;51
19730;22;Orunia Górna - Gdańsk Południe;F;27
19731;1;Chełm;F;45
19732;23;Orunia Górna - Gdańsk Południe;M;28
19733;17;Orunia-Św.Wojciech-Lipce;M;61
19734;9;Orunia-Św.Wojciech-Lipce;M;63
19735;18;Ujeścisko-Łostowice;F;35
19736;18;Jasień;M;14
19737;18;Piecki-Migowo;M;36
19738;11;Orunia Górna - Gdańsk Południe;M;34
19739;10;Brętowo;F;47
19740;1;Jasień;F;69
19741;1;Chełm;M;7
19742;9;Suchanino;F;28
19743;27;Wrzeszcz Dolny;F;79
19744;12;Piecki-Migowo;F;45
19745;25;Piecki-Migowo;F;64
19746;13;Wzgórze Mickiewicza;F;57
19747;2;Strzyża;M;42
19748;9;Orunia-Św.Wojciech-Lipce;F;60
19749;26;Chełm;F;50
19750;1;Zaspa Młyniec;F;75
19751;1;Nowy Port;F;40
19752;1;Chełm;F;68
19753;18;Chełm;F;35
19754;27;Strzyża;M;14
19756;25;Piecki-Migowo;M;67
19757;1;Chełm;F;39
19758;9;Jasień;M;16
19759;18;Wyspa Sobieszewska;M;39
19760;24;Przymorze Wielkie;M;27
19761;17;Orunia-Św.Wojciech-Lipce;F;10
19762;2;Strzyża;M;5
19763;12;Piecki-Migowo;M;68
19764;7;Przymorze Wielkie;F;30
19765;9;Orunia Górna - Gdańsk Południe;F;26
19766;1;Wrzeszcz Dolny;F;62
19767;18;Chełm;F;38
19768;1;Olszynka;M;69
19769;2;Strzyża;F;42
19770;17;Chełm;F;36
19772;24;Przymorze Małe;F;23
19773;26;Śródmieście;F;57
19775;15;Orunia-Św.Wojciech-Lipce;M;31
19776;1;Olszynka;F;63
19777;1;Kokoszki;F;14
19778;7;Siedlce;M;43
19779;1;Oliwa;F;23
19780;10;Zaspa Rozstaje;F;28
19781;16;Przymorze Małe;F;38
19782;27;Wrzeszcz Dolny;F;78
19783;27;Przymorze Małe;M;35
19784;11;Jasień;M;44
19785;1;Siedlce;F;86
19786;8;Oliwa;M;16
19787;7;Brzeźno;M;63
19788;21;Osowa;F;42
19789;10;Zaspa Rozstaje;M;1
19790;7;Wrzeszcz Dolny;F;31
19791;6;Piecki-Migowo;F;71
19792;1;Siedlce;F;64
19793;18;Chełm;F;30
19794;18;Ujeścisko-Łostowice;F;29
19795;3;Zaspa Młyniec;F;15
19797;7;Wrzeszcz Górny;M;43
19798;11;Orunia Górna - Gdańsk Południe;M;41
19799;10;Zaspa Rozstaje;F;3
19800;7;Piecki-Migowo;M;36
19801;18;Ujeścisko-Łostowice;F;37
19802;19;Przeróbka;M;35
19803;7;Wrzeszcz Górny;M;34
19804;6;Przymorze Małe;M;54
19805;11;Kokoszki;F;15
19806;8;Chełm;F;30
19807;20;Przymorze Małe;M;21
19809;1;Zaspa Rozstaje;F;70
19810;1;Wrzeszcz Dolny;F;59
19812;1;Wrzeszcz Dolny;F;52
19813;7;Wrzeszcz Dolny;F;48
19814;7;Wrzeszcz Górny;F;40
19815;7;Brzeźno;M;22
19817;16;Ujeścisko-Łostowice;M;16
19818;24;Przymorze Małe;F;33
19819;7;Wrzeszcz Dolny;F;63
19820;7;Wrzeszcz Górny;M;7
19821;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;20
19822;27;Stogi;F;55
19823;18;Ujeścisko-Łostowice;F;40
19824;7;Wrzeszcz Dolny;M;56
19825;12;Piecki-Migowo;M;33
19826;19;Orunia Górna - Gdańsk Południe;F;56
19827;1;Wrzeszcz Dolny;F;68
19828;26;Piecki-Migowo;F;38
19829;1;Siedlce;F;46
19830;7;Wrzeszcz Górny;F;1
19831;18;Chełm;F;45
19832;26;Brzeźno;M;68
19833;6;Kokoszki;M;66
19834;8;Oliwa;M;29
19835;18;Ujeścisko-Łostowice;M;7
19836;23;Orunia Górna - Gdańsk Południe;M;3
19837;18;Orunia Górna - Gdańsk Południe;M;72
19838;11;Ujeścisko-Łostowice;F;5
19839;26;Wrzeszcz Dolny;F;22
19840;23;Orunia Górna - Gdańsk Południe;F;31
19841;27;Wrzeszcz Dolny;F;41
19842;9;Olszynka;F;52
19843;17;Orunia-Św.Wojciech-Lipce;F;50
19844;12;Piecki-Migowo;F;93
19845;6;Olszynka;M;25
19846;6;Nowy Port;F;33
19847;2;Osowa;M;31
19848;10;Letnica;F;34
19849;24;Przymorze Małe;M;4
19850;15;Przymorze Małe;F;61
19851;11;Ujeścisko-Łostowice;F;41
19852;11;Jasień;F;34
19853;6;Aniołki;F;33
19854;1;Wrzeszcz Dolny;F;58
19855;2;Przymorze Małe;M;38
19856;23;Siedlce;F;88
19857;9;Oliwa;F;27
19858;23;Chełm;F;39
19859;19;Orunia Górna - Gdańsk Południe;M;29
19860;27;Wrzeszcz Górny;M;52
19861;1;Chełm;F;34
19862;7;Chełm;F;62
19863;6;Wrzeszcz Górny;F;35
19864;23;Siedlce;M;92
19865;14;Osowa;F;45
19866;1;Wrzeszcz Dolny;F;66
19867;7;Wrzeszcz Dolny;F;48
19868;18;Chełm;M;31
19869;1;Zaspa Rozstaje;M;38
19870;25;Oliwa;M;33
19871;18;Jasień;F;42
19873;1;Orunia Górna - Gdańsk Południe;M;34
19874;10;Śródmieście;F;70
19875;9;Nowy Port;F;21
19876;1;Wrzeszcz Górny;F;18
19877;6;Śródmieście;F;31
19879;7;Przymorze Wielkie;M;9
19880;11;Jasień;M;35
19881;27;Strzyża;M;35
19882;22;Wrzeszcz Górny;F;21
19883;1;Jasień;M;39
19884;1;VII Dwór;F;42
19885;27;Zaspa Młyniec;F;42
19886;26;Śródmieście;F;56
19887;23;Ujeścisko-Łostowice;F;30
19888;1;Wrzeszcz Dolny;F;62
19889;21;Matarnia;F;36
19890;23;Piecki-Migowo;F;51
19891;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;45
19892;1;Orunia Górna - Gdańsk Południe;F;48
19893;1;Wrzeszcz Dolny;M;47
19894;9;Orunia Górna - Gdańsk Południe;M;26
19895;28;Wrzeszcz Górny;M;29
19896;1;Aniołki;M;35
19897;11;Chełm;M;67
19898;14;Siedlce;F;81
19899;27;Przymorze Małe;F;14
19900;11;Chełm;F;64
19901;1;Chełm;F;50
19902;27;Siedlce;F;33
19903;5;Przymorze Małe;M;5
19904;1;Zaspa Młyniec;F;37
19905;20;Stogi;F;41
19906;28;Przymorze Wielkie;F;25
19907;7;Śródmieście;F;27
19908;5;Jasień;F;25
19909;6;Stogi;F;37
19910;28;Przymorze Wielkie;F;6
19911;18;Chełm;F;42
19912;17;Orunia Górna - Gdańsk Południe;F;36
19913;15;Suchanino;F;11
19914;1;Zaspa Rozstaje;M;36
19915;10;Siedlce;M;14
19916;1;Suchanino;F;7
19917;26;Zaspa Młyniec;M;38
19918;1;Orunia Górna - Gdańsk Południe;M;18
19919;1;Wrzeszcz Dolny;M;37
19920;8;Osowa;M;70
19921;7;Wrzeszcz Dolny;M;31
19922;24;Zaspa Młyniec;F;48
19924;27;Aniołki;F;65
19925;2;Letnica;M;46
19926;2;Wrzeszcz Górny;F;66
19927;7;Wrzeszcz Dolny;F;67
19929;2;Zaspa Młyniec;F;47
19930;11;Ujeścisko-Łostowice;F;7
19931;15;Chełm;M;14
19932;6;Śródmieście;F;42
19933;1;Orunia Górna - Gdańsk Południe;M;8
19934;9;Chełm;M;29
19935;11;Ujeścisko-Łostowice;F;4
19936;18;Przymorze Małe;F;58
19937;14;Osowa;F;59
19938;1;Śródmieście;F;8
19939;1;Piecki-Migowo;F;43
19940;28;Zaspa Rozstaje;F;23
19941;11;Ujeścisko-Łostowice;M;39
19942;20;Zaspa Rozstaje;F;28
19943;18;Orunia Górna - Gdańsk Południe;F;23
19944;1;Osowa;F;34
19945;8;Osowa;F;67
19946;1;Zaspa Rozstaje;M;16
19947;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
19949;10;Siedlce;F;88
19950;1;Ujeścisko-Łostowice;F;30
19951;25;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
19952;23;Chełm;F;3
19953;12;Piecki-Migowo;F;41
19954;1;Piecki-Migowo;M;10
19955;1;Osowa;M;4
19956;20;Przymorze Wielkie;F;62
19957;1;Siedlce;F;38
19958;23;Chełm;F;46
19959;18;Siedlce;F;42
19960;12;Piecki-Migowo;M;34
19961;23;Wrzeszcz Dolny;F;60
19962;1;Osowa;F;5
19964;5;Piecki-Migowo;F;41
19965;1;Wrzeszcz Dolny;M;39
19966;10;Chełm;F;43
19967;7;Zaspa Rozstaje;M;11
19968;1;Piecki-Migowo;F;66
19969;2;Wzgórze Mickiewicza;M;51
19970;27;Wrzeszcz Górny;M;31
19971;17;Chełm;F;35
19973;3;Stogi;F;57
19974;23;Chełm;F;13
19975;23;Ujeścisko-Łostowice;M;31
19976;20;Suchanino;F;75
19977;9;Zaspa Rozstaje;M;5
19978;22;Chełm;F;7
19979;1;Chełm;F;41
19980;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;73
19982;8;Chełm;F;39
19983;28;Piecki-Migowo;F;31
19984;1;Wrzeszcz Dolny;F;44
19985;7;Zaspa Rozstaje;F;35
19986;1;Wrzeszcz Dolny;F;29
19987;2;Stogi;M;57
19988;17;Chełm;M;8
19989;26;Wrzeszcz Dolny;F;30
19990;1;Wrzeszcz Dolny;F;41
19992;18;Ujeścisko-Łostowice;M;46
19993;23;Chełm;F;65
19994;17;Stogi;F;36
19995;18;Krakowiec-Górki Zachodnie;F;36
19996;1;Wrzeszcz Dolny;F;64
19997;26;Oliwa;F;52
19998;9;Wrzeszcz Dolny;M;52
19999;7;Przymorze Wielkie;F;68
20000;6;Jasień;F;73
20001;24;Wrzeszcz Dolny;F;48
20002;27;Oliwa;F;33
20003;1;Wrzeszcz Dolny;F;59
20004;17;Chełm;M;5
20005;18;Krakowiec-Górki Zachodnie;F;8
20006;7;Przymorze Wielkie;M;81
20007;18;Ujeścisko-Łostowice;F;45
20008;7;Wrzeszcz Dolny;F;30
20009;18;Krakowiec-Górki Zachodnie;M;6
20010;1;Piecki-Migowo;F;36
20011;6;Jasień;M;73
20012;14;Matarnia;F;51
20013;17;Chełm;M;2
20014;23;Chełm;M;37
20015;6;Chełm;F;67
20016;1;Orunia-Św.Wojciech-Lipce;F;32
20017;7;Wrzeszcz Dolny;F;22
20018;6;Jasień;F;10
20019;21;Kokoszki;F;71
20020;7;Chełm;F;71
20021;23;Orunia Górna - Gdańsk Południe;M;24
20022;7;Wrzeszcz Dolny;M;30
20023;1;Wrzeszcz Dolny;F;46
20024;11;Jasień;F;44
20026;23;Ujeścisko-Łostowice;F;30
20027;10;Wrzeszcz Górny;F;44
20028;7;Chełm;M;76
20029;21;Kokoszki;M;72
20030;1;Jasień;M;22
20031;1;Zaspa Młyniec;F;17
20032;28;Przymorze Wielkie;F;36
20033;1;Jasień;M;57
20035;16;Jasień;M;14
20036;5;Chełm;F;37
20037;9;Piecki-Migowo;F;20
20038;15;Piecki-Migowo;F;38
20039;8;Siedlce;F;27
20040;11;Chełm;M;70
20041;1;Jasień;F;53
20042;9;VII Dwór;M;46
20043;18;Ujeścisko-Łostowice;F;34
20044;26;Piecki-Migowo;F;39
20045;1;Wrzeszcz Górny;F;62
20046;1;Jasień;F;26
20047;1;Przymorze Małe;M;32
20048;18;Chełm;F;40
20049;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;11
20050;24;Przeróbka;M;36
20051;6;Chełm;F;58
20052;12;Piecki-Migowo;F;39
20053;20;Wrzeszcz Dolny;F;57
20054;10;Wyspa Sobieszewska;M;32
20055;18;Ujeścisko-Łostowice;M;29
20056;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;9
20057;5;Siedlce;F;35
20058;1;Piecki-Migowo;M;8
20059;17;Orunia-Św.Wojciech-Lipce;F;66
20060;8;Wrzeszcz Górny;F;54
20061;21;Kokoszki;M;10
20062;6;Stogi;F;44
20063;9;Zaspa Młyniec;F;21
20064;6;Chełm;F;22
20065;6;Stogi;F;52
20066;17;Orunia-Św.Wojciech-Lipce;M;66
20067;1;Piecki-Migowo;M;28
20068;8;Oliwa;F;35
20069;27;Zaspa Rozstaje;F;49
20070;4;Przymorze Małe;M;43
20071;1;Chełm;F;59
20072;18;Wzgórze Mickiewicza;F;34
20073;2;Letnica;F;34
20074;1;Ujeścisko-Łostowice;F;47
20075;18;Ujeścisko-Łostowice;M;18
20076;20;Wrzeszcz Dolny;F;65
20077;18;Ujeścisko-Łostowice;F;57
20078;11;Jasień;F;64
20079;27;Stogi;F;71
20080;1;Wrzeszcz Dolny;F;66
20081;10;Piecki-Migowo;F;13
20082;18;Wzgórze Mickiewicza;F;7
20083;1;Ujeścisko-Łostowice;M;17
20084;23;Chełm;M;24
20085;1;Orunia-Św.Wojciech-Lipce;M;48
20086;26;Przymorze Wielkie;F;44
20087;1;Zaspa Rozstaje;F;35
20088;7;Chełm;F;67
20089;10;Piecki-Migowo;F;13
20090;7;Wrzeszcz Dolny;F;60
20091;2;Przymorze Małe;M;39
20092;1;Ujeścisko-Łostowice;F;36
20093;1;Przymorze Wielkie;F;0
20094;6;Stogi;M;44
20095;18;Wzgórze Mickiewicza;M;4
20096;10;Jasień;M;19
20097;1;Piecki-Migowo;F;37
20098;6;Piecki-Migowo;F;42
20099;18;Chełm;F;40
20100;7;Oliwa;F;55
20101;26;Orunia Górna - Gdańsk Południe;F;25
20102;1;Stogi;F;33
20103;12;Piecki-Migowo;M;33
20104;1;Piecki-Migowo;F;10
20105;1;Przymorze Wielkie;F;32
20107;1;Śródmieście;F;28
20108;11;Chełm;F;23
20109;1;Śródmieście;F;64
20110;1;Piecki-Migowo;M;6
20111;6;Olszynka;M;52
20112;7;Brzeźno;F;46
20113;9;Piecki-Migowo;F;42
20114;15;Piecki-Migowo;M;34
20115;10;Piecki-Migowo;M;35
20116;23;Osowa;M;3
20117;9;Piecki-Migowo;M;43
20118;25;Śródmieście;M;29
20119;23;Osowa;M;2
20120;5;Wrzeszcz Dolny;F;75
20121;7;Brzeźno;F;29
20122;1;Jasień;F;21
20123;10;Piecki-Migowo;M;8
20124;12;Piecki-Migowo;F;1
20125;26;Oliwa;F;70
20126;9;Piecki-Migowo;F;12
20127;27;Wrzeszcz Górny;F;53
20128;1;Chełm;F;41
20129;10;Piecki-Migowo;M;6
20130;1;Chełm;M;68
20131;15;Piecki-Migowo;F;7
20133;9;Piecki-Migowo;F;7
20134;5;Wrzeszcz Dolny;F;47
20135;18;Ujeścisko-Łostowice;M;33
20136;10;Piecki-Migowo;F;36
20137;7;Oliwa;F;86
20138;1;Piecki-Migowo;F;29
20139;27;Wrzeszcz Górny;F;77
20140;2;Stogi;F;57
20141;6;Piecki-Migowo;M;44
20142;12;Piecki-Migowo;M;6
20143;1;Chełm;F;71
20144;14;Osowa;F;52
20145;20;Aniołki;F;52
20147;17;Jasień;F;7
20148;26;Stogi;M;26
20149;2;Wrzeszcz Dolny;F;40
20150;24;Wrzeszcz Górny;M;26
20151;18;Ujeścisko-Łostowice;F;42
20152;18;Orunia Górna - Gdańsk Południe;M;41
20153;9;Chełm;M;41
20154;27;Wrzeszcz Dolny;F;59
20155;1;Piecki-Migowo;F;24
20156;1;Siedlce;F;36
20157;24;Stogi;F;65
20159;27;Wrzeszcz Dolny;F;65
20160;20;Osowa;F;41
20161;13;Przymorze Małe;F;46
20162;26;Orunia-Św.Wojciech-Lipce;F;36
20163;17;Jasień;M;10
20164;1;Ujeścisko-Łostowice;F;31
20165;1;Chełm;F;68
20166;25;Ujeścisko-Łostowice;F;25
20167;1;Piecki-Migowo;F;11
20168;10;Piecki-Migowo;M;34
20170;18;Orunia Górna - Gdańsk Południe;F;57
20171;20;Ujeścisko-Łostowice;F;61
20172;26;Orunia-Św.Wojciech-Lipce;M;36
20173;10;Piecki-Migowo;M;3
20174;10;Zaspa Młyniec;F;34
20175;5;Jasień;F;7
20176;5;Stogi;F;28
20177;7;Orunia Górna - Gdańsk Południe;F;48
20178;18;Wrzeszcz Dolny;M;42
20179;1;Piecki-Migowo;M;46
20180;15;Przymorze Wielkie;M;60
20181;10;Piecki-Migowo;F;1
20182;1;Chełm;F;26
20183;10;Wrzeszcz Górny;M;33
20184;6;Stogi;M;40
20185;18;Jasień;F;29
20186;20;Śródmieście;M;56
20187;9;Wrzeszcz Górny;M;29
20188;1;Zaspa Rozstaje;M;69
20189;1;Przymorze Wielkie;F;29
20190;2;Brętowo;F;39
20191;14;Osowa;F;10
20192;6;Stogi;F;19
20193;7;Brzeźno;F;21
20194;10;Zaspa Rozstaje;M;64
20195;1;Chełm;F;70
20196;14;Osowa;M;34
20197;20;Wrzeszcz Górny;M;55
20198;5;Orunia Górna - Gdańsk Południe;F;34
20199;5;Stogi;M;48
20200;21;Kokoszki;M;35
20201;8;Przymorze Wielkie;M;5
20202;7;Brzeźno;F;45
20203;17;Orunia-Św.Wojciech-Lipce;M;4
20204;1;Wrzeszcz Dolny;F;43
20205;27;Piecki-Migowo;F;18
20206;15;Brętowo;F;39
20207;1;Chełm;M;69
20208;7;Przymorze Wielkie;M;22
20209;14;Osowa;M;16
20210;8;Przymorze Wielkie;M;3
20211;26;Orunia-Św.Wojciech-Lipce;F;10
20212;1;Wrzeszcz Dolny;F;67
20213;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;45
20214;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;73
20215;18;Ujeścisko-Łostowice;F;29
20216;1;Orunia Górna - Gdańsk Południe;F;35
20217;17;Orunia-Św.Wojciech-Lipce;M;22
20218;1;Zaspa Rozstaje;M;8
20221;10;Piecki-Migowo;M;40
20222;1;Orunia Górna - Gdańsk Południe;M;36
20224;9;Wrzeszcz Górny;F;21
20225;7;Nowy Port;F;35
20226;14;Osowa;M;13
20227;21;Kokoszki;F;32
20228;5;Chełm;M;9
20231;18;Chełm;M;40
20232;9;Zaspa Rozstaje;F;30
20233;7;Siedlce;M;61
20234;27;Strzyża;F;52
20235;28;Chełm;M;45
20236;6;Jasień;M;29
20237;11;Chełm;M;62
20238;1;Olszynka;F;70
20240;5;Chełm;M;5
20241;25;Zaspa Młyniec;F;65
20242;26;Przeróbka;M;18
20244;1;Jasień;F;56
20245;7;Osowa;F;40
20246;27;Osowa;F;23
20247;12;Piecki-Migowo;F;37
20248;1;Strzyża;F;51
20249;24;Wrzeszcz Górny;F;25
20250;26;Przeróbka;F;46
20251;10;Stogi;F;33
20252;24;Wrzeszcz Górny;F;0
20254;23;Ujeścisko-Łostowice;F;41
20255;2;Stogi;M;31
20257;14;Matarnia;F;29
20258;9;Stogi;F;46
20259;4;Młyniska;F;10
20260;9;Stogi;F;72
20261;5;Chełm;F;37
20262;24;Ujeścisko-Łostowice;M;5
20265;12;Wrzeszcz Górny;F;36
20266;7;Zaspa Rozstaje;M;11
20267;18;Wrzeszcz Dolny;F;62
20268;12;Piecki-Migowo;F;35
20270;3;Wrzeszcz Górny;M;26
20271;4;Wrzeszcz Górny;F;1
20272;18;Wrzeszcz Dolny;M;62
20273;9;Siedlce;M;82
20274;2;Wrzeszcz Dolny;M;21
20275;3;Przymorze Małe;F;50
20276;7;Siedlce;M;33
20277;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
20278;9;Wrzeszcz Dolny;F;60
20279;4;Wrzeszcz Górny;F;26
20280;4;Ujeścisko-Łostowice;F;42
20281;7;Zaspa Rozstaje;M;9
20282;12;Piecki-Migowo;M;82
20283;17;Wrzeszcz Górny;M;37
20284;10;Wrzeszcz Górny;F;39
20285;18;Jasień;F;32
20286;6;Osowa;M;34
20287;12;Przymorze Małe;M;33
20289;9;Wrzeszcz Górny;M;9
20290;4;Nowy Port;M;12
20291;27;Śródmieście;F;60
20292;9;Brętowo;M;17
20293;17;Osowa;F;36
20294;7;Zaspa Rozstaje;M;32
20295;7;Zaspa Rozstaje;M;18
20296;8;Przymorze Wielkie;F;1
20297;4;Nowy Port;M;9
20298;7;Wrzeszcz Dolny;M;33
20299;27;Oliwa;M;61
20300;1;Wrzeszcz Górny;F;41
20301;1;Strzyża;M;82
20303;7;Nowy Port;M;2
20304;11;Orunia-Św.Wojciech-Lipce;F;24
20305;9;Wrzeszcz Górny;F;13
20306;6;Wrzeszcz Górny;F;32
20307;6;Wrzeszcz Górny;F;3
20308;27;Letnica;F;35
20309;1;Stogi;F;49
20310;14;Orunia-Św.Wojciech-Lipce;F;2
20311;12;Siedlce;F;78
20312;7;Zaspa Rozstaje;M;5
20313;21;Jasień;F;23
20314;7;Zaspa Rozstaje;F;36
20315;1;Piecki-Migowo;M;40
20317;6;Wrzeszcz Górny;M;60
20318;1;Oliwa;M;67
20319;6;Śródmieście;F;28
20320;6;Wrzeszcz Górny;M;1
20321;5;Strzyża;F;36
20322;26;Strzyża;F;76
20323;8;Przymorze Wielkie;M;36
20324;7;Zaspa Rozstaje;M;1
20325;12;Piecki-Migowo;M;29
20326;6;Śródmieście;M;57
20327;1;Siedlce;F;41
20328;3;Zaspa Młyniec;F;42
20329;18;Ujeścisko-Łostowice;F;33
20330;2;Nowy Port;M;69
20331;26;Ujeścisko-Łostowice;F;48
20332;6;Piecki-Migowo;M;18
20333;24;Zaspa Rozstaje;F;18
20334;7;Letnica;F;30
20335;1;Chełm;F;61
20336;24;Śródmieście;F;58
20337;7;Wrzeszcz Dolny;F;25
20338;2;Nowy Port;F;67
20339;1;Chełm;M;70
20340;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
20341;5;Wrzeszcz Dolny;F;16
20342;28;Chełm;F;31
20343;2;Wrzeszcz Dolny;M;40
20344;4;Wrzeszcz Górny;F;16
20345;18;Chełm;M;7
20346;10;Piecki-Migowo;M;45
20348;1;Wrzeszcz Dolny;F;50
20349;26;Przymorze Wielkie;F;59
20350;1;Wrzeszcz Dolny;M;56
20352;17;Orunia-Św.Wojciech-Lipce;M;77
20353;1;Piecki-Migowo;F;48
20354;19;Orunia Górna - Gdańsk Południe;M;33
20355;7;Wrzeszcz Dolny;F;23
20356;11;Ujeścisko-Łostowice;F;0
20357;1;Ujeścisko-Łostowice;M;30
20358;1;Wrzeszcz Dolny;F;52
20359;1;Siedlce;M;35
20361;26;Chełm;F;34
20362;7;Wrzeszcz Dolny;F;51
20363;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;62
20364;13;Wrzeszcz Górny;F;48
20365;9;Piecki-Migowo;M;46
20366;6;Olszynka;F;42
20367;7;Wrzeszcz Dolny;M;61
20368;6;Śródmieście;F;45
20369;26;Przymorze Małe;M;63
20370;27;Ujeścisko-Łostowice;F;45
20371;6;Śródmieście;F;39
20372;27;Wrzeszcz Górny;M;41
20373;2;Przymorze Wielkie;F;48
20374;14;Osowa;F;68
20376;9;Piecki-Migowo;F;15
20377;28;Zaspa Młyniec;F;49
20378;26;Wrzeszcz Dolny;F;42
20379;9;Wrzeszcz Górny;M;70
20380;7;Piecki-Migowo;M;36
20381;9;Piecki-Migowo;F;12
20383;5;Przymorze Małe;F;26
20384;6;Śródmieście;M;52
20385;14;Matarnia;F;58
20386;27;Wrzeszcz Górny;F;66
20387;7;Wrzeszcz Górny;F;34
20388;9;Osowa;M;20
20389;7;Brzeźno;M;47
20390;18;Jasień;M;40
20391;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
20392;14;Osowa;F;73
20393;1;Siedlce;F;14
20394;26;Chełm;F;63
20395;10;Strzyża;M;51
20396;7;Wrzeszcz Dolny;M;47
20397;21;Wrzeszcz Górny;F;51
20398;1;Nowy Port;F;60
20399;14;Kokoszki;M;45
20401;9;Osowa;M;15
20402;6;Śródmieście;M;78
20404;4;Młyniska;M;76
20405;5;Śródmieście;M;47
20406;28;Chełm;M;51
20407;5;Śródmieście;F;15
20408;14;Matarnia;F;24
20409;7;Brzeźno;F;54
20410;21;Wrzeszcz Górny;M;53
20411;24;Piecki-Migowo;F;28
20412;1;Zaspa Rozstaje;F;39
20413;10;Zaspa Rozstaje;M;41
20414;21;Wrzeszcz Górny;F;33
20415;5;Przymorze Wielkie;F;16
20416;6;Śródmieście;F;74
20417;5;Przymorze Małe;M;53
20418;26;VII Dwór;F;51
20420;10;Zaspa Młyniec;F;36
20421;7;Brzeźno;M;52
20422;15;Wrzeszcz Górny;F;27
20423;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;45
20424;4;Młyniska;F;72
20425;6;Śródmieście;M;49
20426;21;Jasień;M;31
20427;17;Orunia-Św.Wojciech-Lipce;F;10
20429;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;35
20430;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
20432;5;Przymorze Małe;F;56
20433;7;Brzeźno;M;57
20434;1;Brętowo;M;44
20435;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;23
20436;6;Młyniska;M;49
20437;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
20438;1;Wyspa Sobieszewska;M;28
20439;17;Orunia-Św.Wojciech-Lipce;F;67
20440;14;Matarnia;F;51
20441;20;Przymorze Małe;F;2
20442;10;Zaspa Młyniec;M;14
20443;1;Brętowo;F;27
20444;23;Orunia-Św.Wojciech-Lipce;M;68
20445;17;Orunia-Św.Wojciech-Lipce;M;43
20446;20;Wrzeszcz Dolny;F;90
20447;18;Chełm;F;37
20448;7;Brętowo;M;25
20449;7;Młyniska;M;42
20450;27;Wrzeszcz Górny;F;70
20451;20;Wrzeszcz Dolny;M;89
20452;6;Olszynka;M;36
20453;17;Orunia-Św.Wojciech-Lipce;F;61
20454;2;Zaspa Młyniec;M;43
20455;11;Jasień;F;35
20457;17;Orunia-Św.Wojciech-Lipce;M;36
20458;1;Młyniska;F;72
20459;8;Wrzeszcz Górny;M;69
20460;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;65
20461;14;Oliwa;M;24
20462;10;Piecki-Migowo;F;38
20463;11;Orunia Górna - Gdańsk Południe;F;39
20464;18;Orunia Górna - Gdańsk Południe;F;40
20465;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
20466;15;Piecki-Migowo;F;63
20467;20;Strzyża;M;71
20468;2;Przymorze Wielkie;F;16
20469;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;61
20470;26;VII Dwór;F;84
20471;8;Wrzeszcz Górny;F;70
20472;18;Chełm;F;44
20473;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
20474;7;Wrzeszcz Dolny;M;56
20475;1;Wrzeszcz Dolny;F;33
20477;1;Siedlce;M;19
20478;3;Orunia Górna - Gdańsk Południe;F;64
20479;7;Młyniska;F;66
20480;8;Zaspa Rozstaje;M;14
20481;7;Wrzeszcz Dolny;F;29
20482;10;Piecki-Migowo;M;13
20483;7;Zaspa Młyniec;F;14
20484;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;1
20486;7;Wrzeszcz Górny;M;32
20487;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;52
20488;20;Piecki-Migowo;M;40
20489;15;Piecki-Migowo;M;9
20490;2;Strzyża;M;54
20491;1;Chełm;F;68
20492;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
20493;18;Chełm;M;42
20494;6;Stogi;M;41
20495;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;45
20497;18;Orunia Górna - Gdańsk Południe;M;39
20498;21;Kokoszki;F;35
20499;8;Zaspa Rozstaje;M;78
20500;7;Młyniska;F;69
20502;17;Orunia-Św.Wojciech-Lipce;F;69
20504;7;Wzgórze Mickiewicza;F;43
20505;1;Brętowo;F;44
20506;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;50
20507;1;Piecki-Migowo;F;12
20508;1;Siedlce;F;36
20510;21;Kokoszki;M;45
20511;18;Chełm;F;37
20512;21;Wrzeszcz Dolny;M;26
20514;26;Przymorze Wielkie;M;71
20515;17;Orunia-Św.Wojciech-Lipce;F;66
20516;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;30
20517;23;Chełm;M;43
20518;18;Orunia Górna - Gdańsk Południe;F;38
20519;20;Piecki-Migowo;F;37
20520;21;Zaspa Rozstaje;F;54
20521;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;74
20522;18;Orunia Górna - Gdańsk Południe;F;35
20523;9;Młyniska;M;60
20525;6;Stogi;F;35
20526;7;Siedlce;F;33
20527;15;Piecki-Migowo;M;67
20528;21;Zaspa Młyniec;M;16
20529;18;Osowa;F;33
20530;18;Orunia Górna - Gdańsk Południe;F;7
20531;18;Chełm;M;37
20532;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;53
20534;26;Przymorze Wielkie;F;8
20535;17;Orunia-Św.Wojciech-Lipce;F;57
20536;13;Przymorze Wielkie;F;35
20537;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;26
20538;14;Kokoszki;M;52
20540;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;66
20541;24;Oliwa;M;10
20542;26;Piecki-Migowo;F;60
20543;6;Osowa;F;17
20544;26;VII Dwór;F;45
20545;22;Jasień;F;27
20546;26;Wrzeszcz Dolny;F;40
20547;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
20548;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
20549;9;Olszynka;M;21
20550;27;Młyniska;F;65
20551;6;Chełm;M;51
20552;2;Wrzeszcz Górny;F;41
20553;18;Chełm;M;9
20555;10;Siedlce;M;54
20556;6;Śródmieście;M;20
20557;21;Osowa;M;32
20558;7;Ujeścisko-Łostowice;F;16
20559;14;Osowa;M;43
20560;26;VII Dwór;M;11
20561;6;Śródmieście;F;40
20563;12;Stogi;M;11
20564;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;74
20565;1;Piecki-Migowo;M;33
20567;6;Olszynka;F;77
20568;1;Chełm;M;83
20569;7;Młyniska;F;26
20570;26;Piecki-Migowo;M;65
20571;9;Piecki-Migowo;M;31
20573;18;Ujeścisko-Łostowice;F;46
20574;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;92
20575;1;Kokoszki;M;42
20576;26;Oliwa;F;42
20577;22;Chełm;M;12
20578;9;Ujeścisko-Łostowice;F;39
20579;7;Przymorze Wielkie;M;38
20580;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
20581;12;Piecki-Migowo;F;38
20582;1;Siedlce;F;48
20583;6;Olszynka;M;82
20584;20;Strzyża;F;59
20585;26;VII Dwór;M;14
20587;1;Piecki-Migowo;M;57
20588;24;Przymorze Wielkie;F;17
20591;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;74
20592;17;Przymorze Małe;M;49
20593;1;Młyniska;M;11
20594;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;70
20595;28;Śródmieście;F;37
20596;23;Chełm;F;38
20598;27;Strzyża;M;59
20599;1;Wrzeszcz Dolny;F;36
20600;20;Piecki-Migowo;F;6
20602;15;Oliwa;M;17
20603;15;Zaspa Młyniec;F;17
20604;1;Chełm;F;62
20605;18;Chełm;F;32
20606;10;Przymorze Małe;F;43
20607;6;Olszynka;F;59
20609;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;45
20610;1;Siedlce;M;53
20611;23;Orunia Górna - Gdańsk Południe;M;61
20612;14;Osowa;M;17
20613;12;Piecki-Migowo;M;8
20615;20;Piecki-Migowo;M;8
20617;26;Przymorze Wielkie;M;85
20618;1;Chełm;M;67
20619;24;Przeróbka;F;7
20620;25;Wyspa Sobieszewska;M;56
20621;17;Orunia-Św.Wojciech-Lipce;F;51
20623;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;80
20625;18;Chełm;M;40
20626;2;Przymorze Wielkie;F;69
20627;23;Orunia Górna - Gdańsk Południe;F;62
20628;11;Kokoszki;F;31
20630;26;Brzeźno;M;4
20631;26;Strzyża;F;70
20632;2;Siedlce;M;35
20634;7;Młyniska;F;81
20635;10;Nowy Port;F;35
20637;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
20638;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;20
20639;5;Chełm;M;10
20640;1;Chełm;F;66
20641;12;Piecki-Migowo;F;10
20642;7;Zaspa Młyniec;F;73
20644;10;Oliwa;M;13
20645;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
20646;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;44
20647;17;Orunia-Św.Wojciech-Lipce;M;68
20648;28;Zaspa Rozstaje;M;42
20649;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;68
20650;6;Stogi;F;25
20651;9;Siedlce;F;36
20652;12;Piecki-Migowo;F;40
20653;1;Zaspa Młyniec;F;42
20654;12;Piecki-Migowo;M;41
20655;17;Orunia-Św.Wojciech-Lipce;F;43
20656;14;Kokoszki;F;47
20657;1;Przymorze Wielkie;F;34
20658;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;57
20659;7;Zaspa Rozstaje;F;5
20660;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;60
20661;13;Wrzeszcz Dolny;F;24
20662;2;Wrzeszcz Dolny;F;50
20664;7;Zaspa Młyniec;M;73
20665;14;Kokoszki;F;23
20666;9;Ujeścisko-Łostowice;M;18
20667;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;24
20668;18;Ujeścisko-Łostowice;F;38
20669;1;Zaspa Młyniec;M;42
20670;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;46
20671;9;Siedlce;F;63
20672;1;Zaspa Młyniec;M;50
20673;4;Przymorze Wielkie;F;47
20674;11;Jasień;M;40
20675;23;Wrzeszcz Górny;F;40
20676;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;72
20677;14;Kokoszki;F;0
20678;1;Zaspa Młyniec;F;51
20679;7;Zaspa Młyniec;M;73
20680;15;Brętowo;F;45
20681;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;74
20682;1;Zaspa Młyniec;F;12
20684;17;Orunia-Św.Wojciech-Lipce;F;12
20685;9;Ujeścisko-Łostowice;M;42
20686;21;Osowa;F;46
20687;17;Chełm;M;37
20688;21;Wrzeszcz Dolny;F;41
20689;11;Oliwa;M;43
20690;14;Kokoszki;F;20
20691;18;Ujeścisko-Łostowice;M;8
20692;2;Suchanino;M;49
20693;10;Brętowo;M;45
20694;5;Nowy Port;F;19
20695;4;Zaspa Rozstaje;F;43
20696;22;Siedlce;M;34
20697;6;Śródmieście;F;33
20698;1;Zaspa Młyniec;M;16
20699;9;Piecki-Migowo;M;32
20700;20;Przymorze Wielkie;M;53
20701;17;Orunia Górna - Gdańsk Południe;F;36
20703;7;Wrzeszcz Dolny;M;67
20705;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
20707;24;Przeróbka;M;5
20708;2;Nowy Port;F;46
20709;18;Ujeścisko-Łostowice;M;41
20710;7;Brzeźno;M;31
20711;4;Zaspa Rozstaje;M;7
20712;7;Zaspa Młyniec;F;28
20713;1;Młyniska;F;66
20714;14;Kokoszki;F;69
20715;1;Zaspa Młyniec;F;60
20716;2;Przymorze Wielkie;F;39
20718;20;Nowy Port;F;37
20719;2;Suchanino;M;22
20720;8;Wrzeszcz Górny;M;40
20722;26;Chełm;F;8
20723;20;Przymorze Wielkie;F;34
20724;6;Siedlce;M;33
20725;27;Siedlce;M;46
20726;3;Zaspa Młyniec;F;69
20727;28;Wrzeszcz Dolny;F;41
20728;24;Suchanino;M;42
20731;14;Kokoszki;M;47
20732;6;Wzgórze Mickiewicza;F;74
20733;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;72
20736;17;Orunia-Św.Wojciech-Lipce;F;11
20737;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
20738;21;Osowa;F;17
20739;11;Chełm;F;66
20740;1;Piecki-Migowo;F;41
20741;11;Jasień;F;10
20742;7;Zaspa Rozstaje;M;38
20743;23;Chełm;M;79
20744;8;Zaspa Rozstaje;F;48
20746;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;9
20747;17;Wzgórze Mickiewicza;M;74
20749;14;Osowa;F;55
20750;17;Orunia-Św.Wojciech-Lipce;M;43
20751;26;Chełm;M;16
20752;14;Osowa;M;37
20753;26;Jasień;F;35
20754;23;Chełm;F;73
20756;17;Orunia-Św.Wojciech-Lipce;M;76
20758;26;Piecki-Migowo;M;10
20759;7;Przymorze Małe;F;44
20760;1;Stogi;F;36
20761;11;Jasień;F;40
20762;14;Matarnia;F;40
20763;1;Zaspa Rozstaje;F;40
20764;9;Aniołki;F;21
20767;23;Ujeścisko-Łostowice;F;48
20768;1;Piecki-Migowo;F;35
20770;6;Zaspa Rozstaje;M;47
20772;26;Zaspa Młyniec;F;41
20773;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;5
20774;14;Osowa;M;45
20775;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;74
20777;14;Matarnia;M;44
20778;23;Orunia-Św.Wojciech-Lipce;F;28
20779;17;Orunia Górna - Gdańsk Południe;M;34
20780;6;Chełm;M;36
20781;17;Orunia-Św.Wojciech-Lipce;F;62
20783;26;Jasień;F;1
20784;26;Ujeścisko-Łostowice;M;47
20785;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;3
20786;23;Chełm;F;65
20787;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;27
20788;20;Przymorze Wielkie;M;22
20789;18;Ujeścisko-Łostowice;F;27
20790;7;Przymorze Małe;M;82
20791;13;Zaspa Młyniec;F;47
20792;23;Orunia-Św.Wojciech-Lipce;F;17
20793;1;Zaspa Rozstaje;F;7
20794;17;Orunia-Św.Wojciech-Lipce;F;53
20795;28;Brzeźno;F;17
20796;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;56
20797;26;Jasień;M;36
20799;7;Wrzeszcz Dolny;F;30
20802;1;Orunia Górna - Gdańsk Południe;F;28
20803;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;58
20804;9;Oliwa;F;43
20806;17;Orunia Górna - Gdańsk Południe;F;41
20807;11;Ujeścisko-Łostowice;F;37
20809;17;Orunia Górna - Gdańsk Południe;M;6
20810;26;Przymorze Małe;F;35
20811;2;Przymorze Małe;M;21
20812;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
20813;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;58
20814;21;Osowa;F;15
20815;1;Wrzeszcz Dolny;F;35
20816;7;Orunia Górna - Gdańsk Południe;M;40
20817;1;Przymorze Wielkie;F;36
20818;18;Ujeścisko-Łostowice;M;2
20819;11;Jasień;M;5
20820;26;Ujeścisko-Łostowice;F;40
20821;1;Zaspa Młyniec;F;12
20823;26;Zaspa Rozstaje;F;46
20824;21;Przymorze Małe;M;37
20825;21;Matarnia;F;38
20826;17;Orunia-Św.Wojciech-Lipce;M;31
20827;17;Orunia Górna - Gdańsk Południe;M;38
20829;21;Jasień;F;53
20831;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;30
20832;1;Zaspa Młyniec;F;34
20833;1;Orunia Górna - Gdańsk Południe;M;36
20834;14;Osowa;M;37
20835;1;Przymorze Wielkie;F;10
20836;1;Piecki-Migowo;F;37
20837;18;Orunia Górna - Gdańsk Południe;M;27
20838;17;Orunia-Św.Wojciech-Lipce;M;66
20839;1;Wrzeszcz Górny;F;43
20841;13;Zaspa Rozstaje;F;42
20842;7;Siedlce;M;29
20844;15;Piecki-Migowo;F;43
20845;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;55
20847;17;Orunia-Św.Wojciech-Lipce;F;66
20848;1;Przymorze Wielkie;M;3
20849;26;Orunia-Św.Wojciech-Lipce;F;49
20850;17;Orunia Górna - Gdańsk Południe;F;33
20852;12;Piecki-Migowo;M;4
20853;18;Przymorze Wielkie;M;39
20855;13;Zaspa Rozstaje;M;44
20856;11;Ujeścisko-Łostowice;M;39
20857;17;Orunia Górna - Gdańsk Południe;F;3
20858;21;Piecki-Migowo;F;28
20859;9;Chełm;M;50
20860;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;54
20861;20;Zaspa Rozstaje;M;51
20862;27;Wrzeszcz Górny;F;35
20864;1;Siedlce;M;29
20865;28;Siedlce;F;17
20866;2;Zaspa Młyniec;M;13
20869;18;Przymorze Wielkie;F;62
20871;1;Wrzeszcz Górny;M;75
20872;17;Orunia-Św.Wojciech-Lipce;F;41
20874;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;56
20876;1;Suchanino;M;43
20877;1;Suchanino;F;11
20878;1;Orunia-Św.Wojciech-Lipce;F;19
20879;28;Orunia-Św.Wojciech-Lipce;F;46
20880;1;Przymorze Wielkie;F;26
20881;7;Matarnia;M;40
20882;7;Siedlce;F;65
20883;17;Orunia Górna - Gdańsk Południe;M;6
20884;11;Ujeścisko-Łostowice;M;7
20885;17;Orunia-Św.Wojciech-Lipce;F;80
20886;1;Suchanino;M;12
20887;14;Matarnia;F;45
20888;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;25
20890;26;Śródmieście;F;44
20892;8;Oliwa;F;39
20893;17;Orunia Górna - Gdańsk Południe;M;8
20895;1;Wrzeszcz Górny;F;10
20896;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;28
20897;10;Jasień;M;14
20898;14;Matarnia;M;16
20899;17;Orunia-Św.Wojciech-Lipce;F;60
20900;14;Matarnia;F;15
20901;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;32
20902;18;Ujeścisko-Łostowice;F;52
20903;14;Osowa;F;83
20904;1;Nowy Port;M;46
20905;17;Orunia-Św.Wojciech-Lipce;M;29
20906;1;Zaspa Młyniec;F;45
20908;17;Stogi;F;68
20910;9;Piecki-Migowo;F;66
20911;21;Kokoszki;M;72
20912;6;Piecki-Migowo;F;71
20913;1;Wrzeszcz Górny;F;68
20914;17;Orunia-Św.Wojciech-Lipce;M;59
20915;8;Wrzeszcz Dolny;M;31
20916;1;Nowy Port;M;7
20917;27;Wrzeszcz Górny;F;41
20918;15;Wrzeszcz Górny;M;75
20919;28;Siedlce;M;45
20920;1;Zaspa Młyniec;M;11
20921;9;Piecki-Migowo;F;62
20922;14;Matarnia;F;13
20923;17;Orunia-Św.Wojciech-Lipce;F;51
20924;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;10
20926;7;Przymorze Wielkie;F;21
20927;2;Wrzeszcz Górny;M;5
20928;14;Matarnia;M;50
20930;1;Nowy Port;F;3
20931;1;Piecki-Migowo;M;16
20932;18;Ujeścisko-Łostowice;M;63
20933;27;Wrzeszcz Górny;F;72
20934;9;Piecki-Migowo;M;69
20935;18;Orunia Górna - Gdańsk Południe;F;42
20936;7;Wrzeszcz Dolny;F;55
20938;2;Wrzeszcz Górny;F;20
20940;1;Wrzeszcz Górny;M;13
20941;23;Orunia Górna - Gdańsk Południe;M;42
20942;2;Wrzeszcz Górny;M;43
20943;7;Przymorze Małe;F;39
20944;8;Oliwa;F;41
20945;23;Orunia Górna - Gdańsk Południe;F;37
20946;17;Orunia-Św.Wojciech-Lipce;M;40
20947;17;Orunia-Św.Wojciech-Lipce;M;52
20949;18;Chełm;M;40
20950;12;Piecki-Migowo;F;0
20951;1;Wzgórze Mickiewicza;M;34
20952;27;Piecki-Migowo;M;48
20954;27;Wrzeszcz Górny;F;18
20955;9;Piecki-Migowo;M;67
20956;1;Stogi;F;32
20957;28;Letnica;M;1
20958;1;Wzgórze Mickiewicza;F;65
20959;23;Orunia Górna - Gdańsk Południe;F;11
20960;23;Ujeścisko-Łostowice;M;26
20961;1;Zaspa Młyniec;F;20
20962;2;Wrzeszcz Górny;M;13
20963;18;Chełm;F;31
20964;4;Piecki-Migowo;F;29
20966;23;Orunia Górna - Gdańsk Południe;M;5
20967;6;Nowy Port;M;40
20968;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;87
20969;18;Ujeścisko-Łostowice;M;18
20970;9;Chełm;M;13
20971;27;Śródmieście;M;11
20972;1;Wrzeszcz Dolny;M;30
20974;26;Orunia Górna - Gdańsk Południe;F;63
20975;8;Strzyża;F;19
20976;26;Zaspa Młyniec;F;10
20977;27;Letnica;M;36
20978;1;Kokoszki;F;40
20979;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;68
20980;1;Wzgórze Mickiewicza;F;24
20982;11;Przymorze Wielkie;F;51
20983;26;Piecki-Migowo;M;21
20985;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;49
20986;4;Oliwa;F;50
20987;7;Strzyża;F;26
20988;18;Ujeścisko-Łostowice;F;61
20990;10;Przymorze Małe;F;12
20991;10;Wrzeszcz Górny;M;38
20992;1;Siedlce;M;44
20993;18;Chełm;M;35
20994;18;Chełm;M;33
20995;10;Piecki-Migowo;M;17
20996;27;Siedlce;F;36
20997;5;Ujeścisko-Łostowice;F;45
20998;11;Suchanino;F;52
20999;18;Orunia Górna - Gdańsk Południe;F;5
21000;6;Piecki-Migowo;F;60
21001;20;Chełm;F;42
21002;1;Zaspa Młyniec;F;16
21003;21;Kokoszki;F;72
21004;23;Orunia Górna - Gdańsk Południe;F;42
21006;20;Piecki-Migowo;F;37
21007;7;Wrzeszcz Dolny;M;36
21008;10;Wrzeszcz Górny;F;39
21009;22;Śródmieście;F;31
21010;21;Ujeścisko-Łostowice;F;48
21011;10;Przymorze Wielkie;M;37
21012;20;Zaspa Młyniec;F;76
21013;2;Wrzeszcz Górny;M;10
21014;18;Ujeścisko-Łostowice;F;51
21015;7;Wrzeszcz Górny;M;51
21016;9;Piecki-Migowo;M;15
21017;27;Siedlce;M;4
21018;14;Osowa;M;1
21019;6;Stogi;F;54
21020;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;79
21021;7;Wrzeszcz Dolny;F;66
21023;7;Przymorze Wielkie;M;36
21024;1;Zaspa Młyniec;M;3
21025;4;Strzyża;M;27
21026;20;Chełm;M;41
21027;13;Przymorze Wielkie;F;40
21028;7;Chełm;F;38
21029;11;Orunia Górna - Gdańsk Południe;F;19
21030;7;Wrzeszcz Górny;F;45
21031;27;Wrzeszcz Górny;M;71
21032;17;Orunia-Św.Wojciech-Lipce;F;36
21033;20;Zaspa Młyniec;M;80
21034;1;Wrzeszcz Górny;F;36
21035;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;28
21036;7;Chełm;F;51
21037;24;Stogi;F;35
21038;6;Śródmieście;F;40
21039;27;Osowa;M;53
21040;14;Osowa;F;62
21042;7;Wrzeszcz Górny;F;6
21043;9;Wrzeszcz Dolny;F;22
21044;27;Wrzeszcz Górny;F;69
21045;10;Wrzeszcz Górny;F;12
21046;20;Zaspa Młyniec;F;42
21047;9;Młyniska;F;72
21048;1;Wrzeszcz Górny;F;42
21049;24;Stogi;M;43
21050;1;Śródmieście;M;33
21051;1;Śródmieście;F;47
21053;11;Kokoszki;F;30
21054;6;Stogi;M;55
21055;13;Brzeźno;M;59
21056;1;Ujeścisko-Łostowice;F;39
21057;7;Wrzeszcz Górny;F;24
21058;27;Zaspa Młyniec;M;44
21059;23;Piecki-Migowo;M;35
21060;20;Zaspa Młyniec;F;41
21061;7;Wrzeszcz Górny;F;11
21062;9;Przymorze Małe;F;18
21063;18;Chełm;F;7
21064;15;Wrzeszcz Górny;F;9
21066;4;Suchanino;F;35
21067;1;Wrzeszcz Górny;M;48
21069;1;Piecki-Migowo;F;29
21070;7;Wrzeszcz Górny;M;12
21071;8;Zaspa Młyniec;M;70
21072;1;Śródmieście;M;53
21074;24;Stogi;F;72
21075;28;Nowy Port;F;40
21076;9;Przymorze Wielkie;F;26
21077;1;Jasień;M;10
21079;24;Stogi;F;68
21080;7;Wrzeszcz Górny;F;90
21081;7;Zaspa Rozstaje;M;37
21082;22;Chełm;M;17
21083;10;Brętowo;F;24
21084;24;Stogi;M;70
21086;26;Przymorze Wielkie;F;25
21087;27;Siedlce;F;51
21088;7;Brzeźno;F;14
21089;1;Suchanino;F;33
21090;18;Chełm;F;2
21091;1;Oliwa;F;65
21092;1;Wrzeszcz Górny;M;9
21093;11;Przymorze Wielkie;F;18
21094;27;Chełm;M;46
21095;25;Piecki-Migowo;F;34
21096;1;Śródmieście;M;17
21097;11;Wrzeszcz Górny;F;78
21098;28;Nowy Port;F;12
21099;1;Orunia Górna - Gdańsk Południe;F;74
21100;14;Osowa;M;3
21101;6;Stogi;F;58
21102;2;Piecki-Migowo;M;47
21103;1;Jasień;F;80
21104;4;Suchanino;M;34
21105;15;Piecki-Migowo;F;34
21106;2;Stogi;M;48
21107;28;Śródmieście;F;17
21108;9;Aniołki;M;66
21111;23;Stogi;M;61
21112;10;Przymorze Wielkie;F;6
21113;7;Wrzeszcz Dolny;F;61
21115;24;Stogi;M;38
21116;21;Kokoszki;M;32
21117;21;Kokoszki;M;18
21119;2;Wrzeszcz Dolny;F;57
21120;28;Brzeźno;M;55
21121;12;Piecki-Migowo;F;64
21122;1;Wyspa Sobieszewska;F;48
21123;27;Aniołki;F;56
21124;7;Śródmieście;M;8
21125;18;Chełm;F;35
21126;10;Przymorze Wielkie;M;2
21127;7;Zaspa Rozstaje;F;37
21128;10;Wrzeszcz Górny;M;8
21130;2;Oliwa;F;64
21132;1;Wrzeszcz Górny;M;13
21133;1;Piecki-Migowo;F;20
21134;1;Suchanino;F;34
21135;1;Wrzeszcz Górny;M;76
21137;12;Piecki-Migowo;M;62
21138;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;68
21139;18;Ujeścisko-Łostowice;F;31
21140;28;Brzeźno;F;49
21141;7;Zaspa Rozstaje;F;6
21142;7;Wrzeszcz Dolny;F;37
21143;18;Chełm;M;8
21144;21;Ujeścisko-Łostowice;M;58
21145;7;Aniołki;F;33
21146;1;Śródmieście;F;60
21147;7;Wrzeszcz Górny;M;21
21148;1;Zaspa Młyniec;F;27
21149;25;Chełm;F;48
21150;20;Wrzeszcz Dolny;F;33
21151;18;Ujeścisko-Łostowice;M;29
21152;27;Wrzeszcz Górny;M;27
21153;9;Zaspa Rozstaje;M;10
21154;18;Ujeścisko-Łostowice;F;38
21155;7;Zaspa Rozstaje;F;11
21156;18;Chełm;F;4
21157;1;Śródmieście;F;58
21158;2;Stogi;M;18
21159;22;Śródmieście;F;69
21160;9;Wyspa Sobieszewska;M;51
21161;25;Aniołki;F;50
21162;7;Ujeścisko-Łostowice;M;16
21163;9;Strzyża;M;18
21164;21;Wrzeszcz Górny;M;80
21165;6;Śródmieście;M;52
21166;18;Ujeścisko-Łostowice;M;3
21167;27;Nowy Port;M;42
21168;2;Matarnia;M;45
21169;11;Jasień;F;33
21170;9;Jasień;F;31
21171;5;Przymorze Wielkie;M;40
21172;27;Strzyża;M;30
21173;21;Ujeścisko-Łostowice;F;18
21174;18;Chełm;F;2
21175;21;Osowa;F;31
21176;1;Przymorze Wielkie;F;47
21177;27;Nowy Port;F;39
21178;1;Śródmieście;M;69
21179;20;Wrzeszcz Dolny;M;5
21180;1;Piecki-Migowo;M;30
21181;27;Wrzeszcz Górny;M;20
21182;6;Piecki-Migowo;F;3
21183;28;Jasień;F;47
21184;26;Brzeźno;F;40
21185;26;Wrzeszcz Dolny;M;11
21186;5;Suchanino;F;16
21187;6;Oliwa;M;56
21188;6;Śródmieście;M;49
21189;1;Piecki-Migowo;F;31
21190;5;Strzyża;M;52
21191;7;Zaspa Rozstaje;M;72
21192;6;Kokoszki;M;49
21193;11;Jasień;F;33
21194;23;Orunia Górna - Gdańsk Południe;F;30
21195;26;Zaspa Młyniec;F;48
21196;1;Śródmieście;M;37
21197;1;Strzyża;M;46
21198;21;Osowa;M;36
21199;1;Śródmieście;M;59
21200;21;Matarnia;M;37
21201;10;Przymorze Wielkie;M;8
21202;18;Ujeścisko-Łostowice;F;39
21203;18;Ujeścisko-Łostowice;F;39
21204;6;Śródmieście;M;8
21205;1;Wyspa Sobieszewska;M;9
21207;11;Ujeścisko-Łostowice;F;55
21208;26;Nowy Port;F;39
21209;18;Chełm;F;35
21211;18;Ujeścisko-Łostowice;F;43
21212;1;Ujeścisko-Łostowice;F;18
21213;7;Zaspa Rozstaje;F;70
21214;10;Przymorze Wielkie;F;40
21215;6;Śródmieście;F;48
21216;21;Osowa;M;50
21217;1;Wrzeszcz Górny;F;2
21218;18;Ujeścisko-Łostowice;F;43
21219;26;Zaspa Młyniec;M;49
21220;20;Piecki-Migowo;F;36
21221;20;Chełm;M;42
21222;1;Brętowo;M;7
21223;6;Śródmieście;F;29
21224;5;Przymorze Wielkie;F;13
21225;10;Zaspa Młyniec;M;34
21226;7;Wrzeszcz Dolny;M;38
21227;1;Wrzeszcz Górny;F;2
21228;7;Piecki-Migowo;M;72
21229;11;Jasień;F;35
21230;1;Przymorze Małe;F;42
21231;9;Wrzeszcz Górny;F;30
21232;1;Wrzeszcz Górny;M;42
21233;12;Wrzeszcz Dolny;F;36
21234;6;Stogi;F;72
21235;26;Przymorze Małe;F;26
21236;1;Piecki-Migowo;M;10
21237;2;Wrzeszcz Dolny;F;35
21238;1;Matarnia;F;32
21239;27;Ujeścisko-Łostowice;F;32
21240;2;Wrzeszcz Dolny;F;16
21241;1;Zaspa Rozstaje;M;55
21242;10;Brętowo;M;51
21243;1;Wyspa Sobieszewska;M;14
21244;20;Zaspa Młyniec;M;37
21245;18;Ujeścisko-Łostowice;M;14
21246;6;Wrzeszcz Górny;F;62
21247;1;Ujeścisko-Łostowice;F;51
21248;9;Wrzeszcz Górny;M;3
21249;1;Zaspa Młyniec;F;32
21250;20;Siedlce;F;33
21251;1;Jasień;F;43
21252;10;Zaspa Rozstaje;F;23
21253;1;Piecki-Migowo;M;45
21254;6;Kokoszki;M;71
21255;1;Przymorze Małe;F;5
21256;27;Nowy Port;F;30
21257;9;Brętowo;F;17
21258;6;Śródmieście;F;71
21259;18;Ujeścisko-Łostowice;F;12
21260;17;Orunia-Św.Wojciech-Lipce;M;61
21261;20;Zaspa Młyniec;M;8
21262;18;Orunia Górna - Gdańsk Południe;M;32
21263;11;Ujeścisko-Łostowice;M;7
21264;18;Jasień;F;36
21265;1;Piecki-Migowo;M;77
21266;6;Chełm;F;23
21267;20;Zaspa Rozstaje;F;5
21268;6;Jasień;F;28
21269;13;Przymorze Małe;M;62
21270;11;Chełm;F;69
21271;21;Osowa;M;44
21272;11;Ujeścisko-Łostowice;F;5
21273;28;Oliwa;F;24
21274;17;Orunia-Św.Wojciech-Lipce;M;46
21275;18;Ujeścisko-Łostowice;M;29
21276;18;Orunia Górna - Gdańsk Południe;M;3
21277;23;Jasień;F;85
21278;1;Siedlce;M;27
21279;25;Piecki-Migowo;F;72
21280;2;Wrzeszcz Górny;M;26
21281;1;Wrzeszcz Górny;F;59
21282;1;Piecki-Migowo;F;34
21283;17;Orunia-Św.Wojciech-Lipce;M;7
21284;6;Jasień;F;71
21285;9;Wrzeszcz Górny;F;1
21286;20;Wyspa Sobieszewska;F;46
21288;26;Przymorze Małe;F;63
21289;7;Przymorze Małe;F;31
21290;1;Orunia Górna - Gdańsk Południe;M;36
21291;17;Orunia-Św.Wojciech-Lipce;M;47
21292;6;Ujeścisko-Łostowice;F;30
21293;9;Aniołki;M;21
21294;18;Chełm;M;35
21295;7;Ujeścisko-Łostowice;F;50
21296;1;Ujeścisko-Łostowice;F;42
21297;18;Chełm;F;42
21298;22;Chełm;F;30
21299;1;Zaspa Rozstaje;M;40
21300;1;Jasień;F;51
21301;14;Kokoszki;F;69
21302;27;Śródmieście;F;54
21303;18;Chełm;F;35
21304;1;Piecki-Migowo;F;28
21305;1;Matarnia;M;50
21306;17;Orunia-Św.Wojciech-Lipce;F;5
21307;1;Orunia Górna - Gdańsk Południe;F;35
21308;6;Przeróbka;F;27
21309;6;Ujeścisko-Łostowice;F;7
21310;1;Wrzeszcz Górny;F;36
21311;9;Ujeścisko-Łostowice;F;4
21312;18;Orunia Górna - Gdańsk Południe;M;35
21313;7;Orunia Górna - Gdańsk Południe;M;53
21314;4;Piecki-Migowo;M;27
21315;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;32
21316;1;Siedlce;M;44
21317;13;Brzeźno;F;41
21318;9;Matarnia;F;55
21319;2;Zaspa Rozstaje;M;64
21320;1;Przymorze Małe;M;44
21321;20;Piecki-Migowo;M;3
21322;23;Ujeścisko-Łostowice;F;36
21323;18;Ujeścisko-Łostowice;M;39
21324;26;Wrzeszcz Górny;F;26
21325;1;Orunia Górna - Gdańsk Południe;M;32
21326;18;Chełm;M;35
21327;1;Piecki-Migowo;F;47
21329;27;Aniołki;F;49
21331;1;Ujeścisko-Łostowice;F;10
21332;9;Aniołki;M;32
21333;8;Zaspa Młyniec;M;51
21334;6;Ujeścisko-Łostowice;F;3
21335;17;Przymorze Wielkie;F;61
21336;21;Ujeścisko-Łostowice;F;36
21337;20;Piecki-Migowo;M;5
21338;18;Chełm;M;8
21339;9;Wrzeszcz Górny;M;85
21340;10;Oliwa;M;25
21341;1;Śródmieście;F;34
21342;8;Zaspa Młyniec;F;49
21343;10;Przymorze Małe;F;81
21344;1;Wrzeszcz Górny;F;0
21345;1;Orunia Górna - Gdańsk Południe;F;10
21346;8;Oliwa;F;8
21347;14;Osowa;M;39
21348;7;Wrzeszcz Dolny;F;61
21349;8;Osowa;F;26
21350;9;Zaspa Rozstaje;F;67
21351;11;Kokoszki;M;37
21354;11;Ujeścisko-Łostowice;F;32
21355;1;Orunia Górna - Gdańsk Południe;M;8
21356;1;Piecki-Migowo;F;8
21357;21;Kokoszki;M;52
21358;18;Ujeścisko-Łostowice;M;7
21359;24;Przymorze Wielkie;F;33
21360;18;Chełm;F;43
21361;7;Ujeścisko-Łostowice;M;2
21362;11;Chełm;F;35
21363;8;Oliwa;F;51
21364;1;Orunia Górna - Gdańsk Południe;F;36
21365;10;Przymorze Małe;M;58
21366;26;Przymorze Małe;F;40
21367;26;Przymorze Małe;F;42
21368;7;Jasień;F;39
21369;1;Wrzeszcz Górny;F;36
21370;26;Ujeścisko-Łostowice;M;4
21372;20;Jasień;F;34
21373;12;Stogi;F;56
21374;21;Osowa;F;35
21375;21;Kokoszki;F;51
21376;20;Oliwa;F;44
21377;17;Orunia-Św.Wojciech-Lipce;M;42
21378;1;Wrzeszcz Górny;M;37
21379;10;Piecki-Migowo;F;48
21380;18;Ujeścisko-Łostowice;F;10
21381;1;Brętowo;F;38
21382;18;Chełm;M;42
21383;18;Ujeścisko-Łostowice;M;14
21384;18;Ujeścisko-Łostowice;M;14
21385;18;Orunia Górna - Gdańsk Południe;M;27
21386;17;Piecki-Migowo;M;44
21387;1;Brętowo;F;52
21388;6;Olszynka;M;32
21389;20;Piecki-Migowo;M;35
21390;1;Piecki-Migowo;F;29
21391;4;Ujeścisko-Łostowice;M;49
21392;18;Ujeścisko-Łostowice;F;39
21393;7;Wrzeszcz Dolny;M;65
21394;18;Orunia Górna - Gdańsk Południe;F;24
21395;26;Przymorze Małe;F;52
21396;26;Wyspa Sobieszewska;M;69
21397;6;Olszynka;M;31
21398;14;Kokoszki;F;8
21399;20;Piecki-Migowo;F;3
21400;6;Ujeścisko-Łostowice;M;17
21401;1;Krakowiec-Górki Zachodnie;F;24
21402;7;Siedlce;F;31
21403;7;Wrzeszcz Dolny;F;49
21404;9;Zaspa Rozstaje;M;15
21405;1;Oliwa;F;14
21406;1;Aniołki;F;14
21407;1;Chełm;M;37
21408;7;Wrzeszcz Dolny;M;39
21409;10;Jasień;F;29
21410;10;Zaspa Rozstaje;F;36
21411;5;Orunia Górna - Gdańsk Południe;M;48
21412;1;Brętowo;F;6
21413;6;Piecki-Migowo;M;55
21414;18;Ujeścisko-Łostowice;M;2
21415;21;Osowa;M;24
21416;25;Przymorze Wielkie;M;45
21417;10;Przymorze Wielkie;F;25
21418;23;Ujeścisko-Łostowice;F;48
21419;6;Jasień;F;35
21420;7;Siedlce;M;4
21421;23;Piecki-Migowo;F;37
21422;12;Piecki-Migowo;M;44
21423;1;Brętowo;M;3
21424;1;Zaspa Młyniec;M;59
21425;9;Strzyża;F;49
21427;21;Osowa;M;41
21428;14;Kokoszki;M;6
21429;20;Piecki-Migowo;F;0
21430;12;Suchanino;M;36
21431;20;Jasień;F;45
21432;1;Kokoszki;F;37
21433;1;Strzyża;M;49
21434;5;Piecki-Migowo;M;45
21435;7;Zaspa Rozstaje;F;7
21436;7;Siedlce;M;0
21437;9;Przymorze Wielkie;M;15
21438;14;Kokoszki;M;6
21439;18;Chełm;M;45
21440;15;Piecki-Migowo;F;10
21441;20;Piecki-Migowo;F;32
21442;5;Orunia Górna - Gdańsk Południe;F;43
21443;27;Ujeścisko-Łostowice;M;6
21444;9;Kokoszki;M;44
21445;1;Zaspa Młyniec;F;54
21446;27;Osowa;F;53
21447;26;Wrzeszcz Górny;M;64
21448;8;Zaspa Młyniec;M;58
21449;1;Przymorze Wielkie;M;37
21450;22;Jasień;F;34
21451;14;Matarnia;M;46
21452;26;Chełm;F;29
21453;1;Zaspa Rozstaje;M;40
21454;18;Chełm;F;39
21455;9;Przymorze Wielkie;M;65
21456;1;Osowa;F;30
21457;24;Przymorze Wielkie;F;36
21459;13;Nowy Port;M;38
21460;12;Jasień;M;29
21461;16;VII Dwór;M;32
21462;27;Stogi;F;52
21463;9;Orunia Górna - Gdańsk Południe;M;27
21464;23;Chełm;F;34
21465;18;Ujeścisko-Łostowice;F;25
21466;1;Zaspa Młyniec;F;18
21467;14;Osowa;M;68
21468;6;Przymorze Wielkie;F;24
21469;6;Olszynka;F;39
21470;14;Osowa;F;26
21471;14;Matarnia;M;15
21472;7;Nowy Port;M;3
21473;26;Piecki-Migowo;F;62
21474;26;Chełm;F;8
21475;10;Brzeźno;M;34
21477;6;Ujeścisko-Łostowice;F;40
21478;7;Wrzeszcz Dolny;M;30
21479;10;Piecki-Migowo;F;8
21480;8;Zaspa Młyniec;F;63
21481;1;Jasień;F;11
21482;27;Siedlce;F;61
21483;27;Wrzeszcz Górny;F;40
21484;1;Suchanino;M;11
21486;20;Brzeźno;M;36
21487;27;Piecki-Migowo;F;37
21488;18;Ujeścisko-Łostowice;F;38
21489;1;Jasień;F;35
21490;25;Matarnia;F;47
21491;21;Osowa;F;75
21492;23;Chełm;M;38
21493;7;Krakowiec-Górki Zachodnie;M;55
21494;7;Siedlce;M;33
21495;1;Zaspa Rozstaje;M;12
21497;20;Suchanino;F;37
21498;7;Zaspa Młyniec;M;49
21499;19;Chełm;F;39
21500;20;Brzeźno;F;50
21501;26;Ujeścisko-Łostowice;F;10
21502;6;Śródmieście;F;22
21503;11;Ujeścisko-Łostowice;M;6
21504;22;Chełm;F;28
21505;12;Piecki-Migowo;F;45
21506;18;Orunia Górna - Gdańsk Południe;M;41
21507;18;Ujeścisko-Łostowice;M;43
21508;6;Śródmieście;M;62
21509;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;31
21510;24;Suchanino;M;37
21511;12;Piecki-Migowo;M;25
21512;1;Zaspa Rozstaje;M;7
21513;9;Jasień;M;21
21515;1;Wrzeszcz Dolny;M;36
21516;27;Siedlce;M;64
21517;17;Chełm;M;43
21518;26;Wrzeszcz Górny;M;42
21520;10;Jasień;M;21
21521;17;Orunia-Św.Wojciech-Lipce;F;25
21522;20;Brzeźno;M;54
21523;14;Osowa;F;49
21524;24;Wrzeszcz Dolny;F;27
21525;18;Piecki-Migowo;F;34
21526;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;58
21527;6;Śródmieście;M;22
21528;7;Brzeźno;F;33
21529;1;Przymorze Małe;F;47
21530;12;Jasień;F;66
21531;9;Ujeścisko-Łostowice;F;39
21532;11;Ujeścisko-Łostowice;M;39
21533;14;Wrzeszcz Górny;F;51
21534;8;Zaspa Młyniec;F;55
21535;23;Chełm;F;11
21536;7;Wrzeszcz Dolny;F;55
21537;23;Siedlce;F;71
21538;4;Przymorze Wielkie;F;49
21539;20;Brzeźno;M;11
21540;6;Kokoszki;F;9
21541;7;Krakowiec-Górki Zachodnie;F;53
21542;18;Orunia Górna - Gdańsk Południe;F;36
21543;21;Chełm;M;28
21544;8;Oliwa;M;0
21545;26;Strzyża;F;49
21546;18;Chełm;M;39
21547;1;Strzyża;M;26
21548;23;Chełm;F;9
21549;8;Oliwa;F;30
21550;26;Siedlce;M;19
21551;6;Kokoszki;M;7
21552;23;Chełm;F;41
21554;14;Osowa;F;53
21555;8;Zaspa Młyniec;M;31
21556;18;Orunia Górna - Gdańsk Południe;M;5
21557;27;Wrzeszcz Dolny;F;31
21558;21;Osowa;M;46
21559;24;Śródmieście;F;25
21560;18;Chełm;M;36
21561;8;Zaspa Młyniec;M;32
21562;18;Orunia Górna - Gdańsk Południe;M;35
21563;8;Przymorze Małe;F;78
21564;18;Ujeścisko-Łostowice;M;15
21565;1;Suchanino;M;49
21566;27;Piecki-Migowo;F;29
21567;1;Zaspa Rozstaje;F;12
21568;24;Zaspa Młyniec;F;14
21569;18;Chełm;F;46
21570;14;Osowa;M;50
21571;11;Wyspa Sobieszewska;F;38
21572;14;Osowa;F;46
21573;18;Aniołki;M;28
21574;7;Zaspa Rozstaje;F;44
21575;8;Przymorze Małe;M;83
21576;1;Strzyża;F;38
21577;2;Wrzeszcz Dolny;F;66
21578;10;Suchanino;F;34
21579;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
21580;11;Wyspa Sobieszewska;F;9
21581;18;Orunia Górna - Gdańsk Południe;F;35
21582;28;Orunia-Św.Wojciech-Lipce;F;47
21583;9;Zaspa Młyniec;F;43
21584;10;Wrzeszcz Dolny;F;64
21585;12;Piecki-Migowo;F;5
21586;18;Orunia Górna - Gdańsk Południe;F;38
21587;10;Piecki-Migowo;M;37
21588;27;Aniołki;F;49
21589;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;63
21590;23;Ujeścisko-Łostowice;M;55
21591;20;Zaspa Rozstaje;F;15
21592;10;Wyspa Sobieszewska;M;12
21593;27;Śródmieście;F;26
21594;1;Wrzeszcz Dolny;F;45
21595;26;Przeróbka;F;28
21596;17;Orunia Górna - Gdańsk Południe;F;34
21597;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;63
21598;11;Wyspa Sobieszewska;M;40
21599;15;Piecki-Migowo;M;12
21600;23;Ujeścisko-Łostowice;F;5
21601;18;Chełm;M;43
21602;1;Wrzeszcz Dolny;M;14
21603;1;Zaspa Młyniec;F;11
21604;18;Ujeścisko-Łostowice;M;43
21605;13;Siedlce;F;28
21606;23;Siedlce;F;60
21607;27;Zaspa Młyniec;F;27
21608;1;Piecki-Migowo;F;38
21609;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;54
21610;1;Kokoszki;F;24
21611;2;Jasień;M;34
21612;27;Wrzeszcz Dolny;M;57
21613;10;Zaspa Rozstaje;F;46
21614;2;Wrzeszcz Dolny;M;45
21615;17;Chełm;F;41
21616;2;Wrzeszcz Dolny;M;46
21617;6;Olszynka;F;11
21618;1;Stogi;F;37
21619;11;Orunia Górna - Gdańsk Południe;M;42
21620;5;Wrzeszcz Górny;F;35
21621;23;Chełm;F;35
21622;18;Orunia Górna - Gdańsk Południe;M;49
21623;10;Osowa;F;45
21624;18;Ujeścisko-Łostowice;M;33
21625;9;Zaspa Młyniec;F;14
21626;26;Matarnia;F;34
21627;1;Osowa;F;30
21628;2;Zaspa Młyniec;F;31
21629;9;Jasień;F;51
21630;10;Zaspa Rozstaje;M;12
21631;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;54
21632;6;Olszynka;F;7
21633;21;Kokoszki;F;36
21634;27;Piecki-Migowo;M;46
21635;7;Przymorze Wielkie;M;41
21636;23;Siedlce;M;61
21637;7;Wrzeszcz Dolny;M;24
21638;14;Kokoszki;F;34
21639;10;Zaspa Rozstaje;F;30
21641;5;Wrzeszcz Górny;F;53
21642;14;Kokoszki;F;7
21643;24;Śródmieście;F;53
21644;21;Kokoszki;M;42
21645;1;Oliwa;M;46
21646;2;Wrzeszcz Dolny;M;15
21647;5;Przymorze Wielkie;F;52
21648;14;Kokoszki;F;4
21649;6;Piecki-Migowo;F;34
21650;21;Piecki-Migowo;F;37
21651;23;Chełm;M;14
21653;21;Osowa;F;34
21654;10;Zaspa Rozstaje;F;27
21655;14;Kokoszki;M;32
21656;21;Kokoszki;F;5
21657;6;Matarnia;F;56
21658;4;Siedlce;F;30
21659;21;Śródmieście;F;54
21660;1;Przymorze Wielkie;F;33
21661;2;Wrzeszcz Dolny;M;43
21662;23;Chełm;F;9
21663;10;Przymorze Małe;M;4
21664;4;Siedlce;F;3
21665;18;Ujeścisko-Łostowice;M;36
21666;6;Strzyża;M;34
21667;18;Jasień;M;32
21668;18;Orunia Górna - Gdańsk Południe;F;43
21669;10;Przymorze Małe;F;3
21670;20;Osowa;M;41
21671;20;Stogi;M;37
21672;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;18
21673;18;Jasień;F;4
21674;21;Kokoszki;M;13
21675;26;Śródmieście;F;31
21676;5;Przymorze Wielkie;M;53
21677;9;Strzyża;F;28
21678;23;Orunia Górna - Gdańsk Południe;M;28
21679;21;Kokoszki;M;16
21680;28;Piecki-Migowo;M;60
21681;21;Osowa;M;19
21682;4;Śródmieście;F;57
21683;8;Chełm;M;55
21684;18;Chełm;M;38
21685;17;Jasień;M;33
21686;9;Strzyża;M;32
21688;18;Chełm;F;41
21689;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
21690;26;Siedlce;F;37
21691;10;Przymorze Wielkie;F;39
21692;9;Wrzeszcz Górny;F;41
21693;9;Strzyża;M;0
21694;18;Chełm;M;41
21695;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;18
21696;27;Oliwa;F;49
21697;21;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;13
21698;1;Siedlce;F;60
21699;6;Piecki-Migowo;F;36
21700;20;Ujeścisko-Łostowice;F;41
21701;18;Chełm;M;12
21702;21;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;7
21703;12;Piecki-Migowo;M;25
21704;26;Śródmieście;M;58
21705;18;Chełm;M;9
21706;8;Piecki-Migowo;M;38
21707;18;Ujeścisko-Łostowice;F;27
21708;5;Piecki-Migowo;M;7
21709;1;Chełm;F;43
21710;5;Orunia Górna - Gdańsk Południe;F;33
21711;7;Przymorze Małe;F;33
21712;25;Aniołki;F;17
21713;7;Zaspa Młyniec;M;37
21714;5;Piecki-Migowo;F;5
21715;1;Wrzeszcz Dolny;F;29
21716;7;Siedlce;M;50
21717;9;Ujeścisko-Łostowice;M;43
21718;23;Orunia Górna - Gdańsk Południe;M;47
21719;20;Ujeścisko-Łostowice;M;13
21720;26;Suchanino;M;37
21721;6;Siedlce;F;46
21722;5;Piecki-Migowo;M;42
21723;7;Przymorze Małe;M;34
21724;1;Wrzeszcz Dolny;M;35
21725;7;Wrzeszcz Dolny;F;34
21726;23;Orunia Górna - Gdańsk Południe;F;46
21727;13;Przymorze Małe;F;49
21728;1;Jasień;M;30
21729;22;Kokoszki;F;33
21730;24;Siedlce;F;46
21731;20;Przeróbka;F;32
21732;23;Przymorze Małe;M;28
21733;18;Chełm;M;47
21734;7;Wrzeszcz Dolny;M;19
21735;7;Siedlce;F;54
21736;1;Przymorze Wielkie;F;61
21737;23;Ujeścisko-Łostowice;F;30
21738;2;Piecki-Migowo;M;43
21739;26;Przymorze Małe;F;72
21740;27;Przymorze Małe;M;31
21741;1;Piecki-Migowo;F;41
21742;18;Chełm;F;17
21743;23;Ujeścisko-Łostowice;M;30
21744;26;Oliwa;F;61
21745;2;Stogi;M;29
21746;24;Przymorze Wielkie;M;37
21747;21;Osowa;F;32
21748;21;Matarnia;M;30
21749;24;Siedlce;F;26
21750;23;Chełm;M;46
21751;23;Orunia Górna - Gdańsk Południe;F;40
21752;10;Przymorze Wielkie;F;44
21753;23;Ujeścisko-Łostowice;M;42
21754;11;Orunia-Św.Wojciech-Lipce;F;60
21755;14;Osowa;M;71
21756;24;Wrzeszcz Górny;F;40
21757;18;Ujeścisko-Łostowice;F;57
21758;20;Piecki-Migowo;M;6
21759;20;Jasień;M;3
21760;8;Ujeścisko-Łostowice;M;31
21761;24;Piecki-Migowo;F;9
21762;20;Jasień;M;1
21763;7;Aniołki;F;39
21764;28;Strzyża;F;48
21765;18;Chełm;M;44
21766;7;Aniołki;F;13
21767;5;Kokoszki;F;18
21768;1;Chełm;F;70
21769;9;Osowa;F;48
21770;7;Aniołki;F;9
21771;7;Aniołki;M;8
21772;18;Chełm;F;43
21773;10;VII Dwór;M;24
21774;8;Osowa;M;31
21775;18;Kokoszki;F;24
21776;9;Wrzeszcz Górny;M;33
21777;13;Brzeźno;M;3
21778;13;Przymorze Wielkie;M;42
21779;1;Chełm;F;38
21780;2;Przymorze Wielkie;F;43
21781;1;Zaspa Rozstaje;F;31
21782;27;Brzeźno;M;1
21783;1;Osowa;F;24
21784;1;Zaspa Rozstaje;F;9
21785;1;Zaspa Rozstaje;M;45
21786;14;Osowa;M;42
21787;10;Stogi;F;35
21788;1;Śródmieście;M;32
21789;26;VII Dwór;F;67
21790;26;Przymorze Wielkie;F;48
21791;24;Brętowo;F;35
21792;21;Jasień;M;61
21793;21;Jasień;M;15
21794;21;Jasień;F;22
21795;21;Jasień;F;43
21796;21;Jasień;F;20
21797;21;Jasień;F;1
21799;22;Jasień;F;32
21800;1;Nowy Port;F;26
21801;15;Wrzeszcz Górny;M;41
21802;4;Piecki-Migowo;M;42
21803;10;Chełm;M;25
21804;22;Jasień;F;37
21805;18;Jasień;M;55
21806;21;Osowa;M;34
21807;9;Zaspa Rozstaje;F;48
21808;5;Wrzeszcz Górny;F;37
21809;9;Zaspa Rozstaje;M;51
21810;14;Osowa;F;7
21811;14;Osowa;M;48
21812;9;Zaspa Rozstaje;M;13
21813;5;Wrzeszcz Górny;F;14
21814;6;Stogi;M;33
21815;21;Osowa;M;2
21816;5;Wrzeszcz Górny;M;7
21817;6;Stogi;F;34
21818;7;Piecki-Migowo;F;32
21819;10;Wrzeszcz Dolny;M;29
21820;10;Wrzeszcz Dolny;F;28
21821;7;Przymorze Wielkie;M;20
21822;6;Stogi;F;6
21823;10;Brętowo;F;43
21824;7;Piecki-Migowo;M;3
21825;1;Wrzeszcz Dolny;F;2
21826;14;Kokoszki;M;42
21827;23;Zaspa Rozstaje;M;66
21828;7;Piecki-Migowo;M;0
21829;21;Suchanino;M;25
21830;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;19
21831;13;Przymorze Małe;F;46
21832;7;Zaspa Młyniec;M;69
21833;7;Piecki-Migowo;M;36
21834;7;Zaspa Młyniec;F;69
21835;7;Brzeźno;F;63
21836;4;Nowy Port;M;47
21837;7;Brzeźno;F;54
21838;14;Osowa;M;59
21839;1;Przymorze Małe;M;4
21840;4;Nowy Port;F;44
21841;24;Orunia Górna - Gdańsk Południe;F;30
21842;7;Orunia Górna - Gdańsk Południe;F;33
21843;10;Wrzeszcz Górny;M;2
21844;10;Wrzeszcz Dolny;F;25
21845;21;Kokoszki;M;51
21846;1;Krakowiec-Górki Zachodnie;F;22
21848;25;Ujeścisko-Łostowice;F;61
21849;6;Piecki-Migowo;M;4
21851;12;Piecki-Migowo;F;69
21852;24;Oliwa;F;33
21853;13;Wrzeszcz Dolny;M;13
21854;26;Wyspa Sobieszewska;F;23
21856;18;Jasień;F;26
21857;18;Orunia Górna - Gdańsk Południe;M;55
21858;28;Strzyża;M;23
21859;1;Oliwa;F;44
21860;26;Osowa;F;46
21861;11;Brętowo;F;49
21862;28;Strzyża;F;23
21863;17;Zaspa Rozstaje;M;44
21864;26;Młyniska;F;25
21865;1;Wrzeszcz Dolny;M;19
21866;12;Piecki-Migowo;M;9
21867;1;Przymorze Wielkie;F;36
21868;18;Chełm;M;16
21869;9;Piecki-Migowo;M;44
21870;26;Chełm;F;10
21871;8;Oliwa;M;30
21872;27;Śródmieście;M;70
21873;12;Piecki-Migowo;M;6
21874;7;Siedlce;F;69
21875;13;Przymorze Wielkie;M;55
21876;12;Piecki-Migowo;M;2
21877;6;Piecki-Migowo;F;2
21878;7;Siedlce;M;71
21879;26;Suchanino;F;82
21880;11;Jasień;F;57
21881;1;Suchanino;M;44
21882;1;Piecki-Migowo;F;29
21883;18;Chełm;F;40
21884;2;Wrzeszcz Dolny;M;40
21885;12;Ujeścisko-Łostowice;F;40
21886;9;Zaspa Rozstaje;F;1
21887;7;Śródmieście;M;30
21888;18;Chełm;F;38
21889;9;Zaspa Rozstaje;M;5
21890;12;Ujeścisko-Łostowice;M;8
21892;8;Przymorze Małe;F;37
21893;9;Zaspa Rozstaje;F;11
21894;14;Ujeścisko-Łostowice;F;23
21895;7;Aniołki;M;60
21896;9;Zaspa Rozstaje;F;9
21897;28;Brzeźno;F;21
21898;9;Wrzeszcz Górny;M;46
21899;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;17
21900;7;Brętowo;F;29
21901;2;Wrzeszcz Górny;F;59
21902;1;Wrzeszcz Dolny;F;31
21903;1;Jasień;F;11
21904;9;Piecki-Migowo;F;35
21905;17;Wrzeszcz Dolny;F;36
21906;9;Zaspa Młyniec;M;41
21907;18;Jasień;F;83
21908;28;Zaspa Rozstaje;F;43
21909;1;Ujeścisko-Łostowice;F;35
21910;1;Śródmieście;M;35
21911;25;Piecki-Migowo;F;31
21912;1;Wrzeszcz Górny;F;63
21913;23;Jasień;F;33
21914;6;Osowa;M;66
21915;28;Zaspa Rozstaje;M;11
21916;27;Przymorze Wielkie;M;45
21917;14;Osowa;M;5
21918;11;Jasień;M;3
21919;9;Piecki-Migowo;F;28
21920;24;Stogi;F;66
21921;1;Zaspa Rozstaje;M;9
21922;2;Wrzeszcz Dolny;M;33
21923;8;Przymorze Małe;M;38
21924;14;Matarnia;F;33
21926;6;Siedlce;M;60
21927;25;Suchanino;F;42
21928;1;Piecki-Migowo;M;30
21929;11;Suchanino;M;56
21930;18;Ujeścisko-Łostowice;F;41
21931;8;Przymorze Wielkie;F;57
21932;27;Stogi;F;57
21934;13;Strzyża;F;27
21935;18;Chełm;M;36
21936;5;Strzyża;M;20
21937;7;Jasień;M;2
21938;10;Kokoszki;M;38
21939;14;Osowa;M;1
21940;6;Olszynka;F;44
21941;1;VII Dwór;M;33
21942;6;Osowa;F;64
21943;1;Przymorze Wielkie;F;85
21944;10;Zaspa Rozstaje;M;42
21945;20;Wrzeszcz Dolny;F;63
21946;5;Stogi;M;18
21947;12;Piecki-Migowo;F;47
21948;9;Brętowo;F;44
21949;21;Matarnia;F;3
21950;13;Przymorze Małe;F;49
21951;14;Osowa;F;34
21952;14;Osowa;F;33
21953;3;Piecki-Migowo;F;30
21954;9;Piecki-Migowo;F;58
21955;14;Osowa;M;39
21956;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
21957;1;Przymorze Wielkie;F;73
21958;9;Piecki-Migowo;F;39
21960;10;Zaspa Rozstaje;F;73
21961;9;Jasień;M;30
21962;1;Ujeścisko-Łostowice;M;42
21963;24;Osowa;F;33
21964;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
21966;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;68
21967;1;Ujeścisko-Łostowice;F;11
21968;24;Chełm;F;21
21969;23;Orunia-Św.Wojciech-Lipce;F;23
21970;18;Chełm;M;39
21971;1;Piecki-Migowo;F;46
21972;1;Ujeścisko-Łostowice;M;37
21973;27;Zaspa Młyniec;F;45
21974;9;Siedlce;F;31
21975;1;Ujeścisko-Łostowice;M;10
21976;20;Zaspa Rozstaje;F;37
21977;23;Chełm;F;31
21978;8;Zaspa Młyniec;F;44
21979;10;Piecki-Migowo;F;25
21980;1;Ujeścisko-Łostowice;M;7
21981;14;Kokoszki;M;47
21982;1;Ujeścisko-Łostowice;M;5
21983;1;Przymorze Wielkie;F;53
21984;14;Matarnia;F;55
21985;27;VII Dwór;F;76
21987;9;Wrzeszcz Górny;F;58
21988;2;Aniołki;F;50
21989;18;Wrzeszcz Dolny;M;42
21990;20;Brętowo;M;9
21991;1;Brętowo;F;44
21992;18;Chełm;F;38
21993;1;Wrzeszcz Górny;F;40
21995;18;Orunia Górna - Gdańsk Południe;M;64
21996;8;Piecki-Migowo;F;33
21997;28;Suchanino;F;22
21998;5;Orunia Górna - Gdańsk Południe;M;39
21999;11;Orunia Górna - Gdańsk Południe;F;56
22000;18;Piecki-Migowo;F;14
22001;1;Stogi;M;66
22002;1;Wrzeszcz Górny;F;35
22003;21;Matarnia;F;21
22004;20;Brętowo;M;48
22005;18;VII Dwór;M;28
22006;18;Chełm;M;4
22007;26;Ujeścisko-Łostowice;F;61
22008;18;Piecki-Migowo;M;11
22009;1;Stogi;F;64
22010;26;Wrzeszcz Górny;F;62
22011;5;Brętowo;F;68
22012;27;VII Dwór;M;85
22013;14;Kokoszki;F;42
22014;14;Kokoszki;M;37
22015;18;Chełm;M;12
22016;1;Wrzeszcz Górny;F;79
22017;26;VII Dwór;M;24
22018;10;Zaspa Rozstaje;M;28
22019;6;Orunia Górna - Gdańsk Południe;M;43
22020;23;Chełm;F;44
22021;1;Wrzeszcz Górny;M;6
22022;18;Chełm;M;39
22023;13;Przymorze Małe;M;25
22024;24;Zaspa Młyniec;F;38
22025;1;Przymorze Wielkie;F;52
22026;26;Brętowo;F;51
22027;17;Piecki-Migowo;F;40
22028;1;Wrzeszcz Górny;M;3
22029;14;Kokoszki;F;37
22030;9;Śródmieście;M;22
22031;26;Chełm;F;60
22032;11;Ujeścisko-Łostowice;F;32
22033;1;Wrzeszcz Górny;F;0
22034;13;Przymorze Wielkie;M;9
22035;10;Zaspa Rozstaje;F;34
22036;26;Oliwa;F;84
22037;21;Matarnia;M;0
22038;18;Chełm;F;32
22039;23;Chełm;F;54
22040;1;Wrzeszcz Górny;M;46
22041;1;Siedlce;F;44
22042;1;Aniołki;F;56
22043;2;Zaspa Rozstaje;F;73
22044;1;Przymorze Wielkie;F;22
22045;18;Chełm;F;0
22046;1;Siedlce;F;26
22047;27;Piecki-Migowo;F;43
22048;11;Kokoszki;M;43
22049;6;Śródmieście;F;44
22050;20;Wrzeszcz Górny;M;56
22051;17;Chełm;F;44
22052;1;Przymorze Wielkie;F;41
22054;11;Strzyża;F;39
22055;13;Wrzeszcz Górny;F;48
22056;27;Zaspa Młyniec;M;5
22057;1;Kokoszki;F;53
22058;24;Strzyża;F;56
22059;15;Piecki-Migowo;F;38
22060;9;Brętowo;M;44
22061;14;Osowa;F;44
22062;20;Przymorze Wielkie;M;34
22063;6;Śródmieście;F;78
22064;21;Piecki-Migowo;M;66
22065;27;Wrzeszcz Górny;M;42
22066;27;Siedlce;F;32
22067;25;Śródmieście;F;65
22069;9;Stogi;M;42
22070;9;Ujeścisko-Łostowice;F;19
22071;14;Oliwa;M;45
22072;26;Kokoszki;M;54
22073;1;Wrzeszcz Górny;F;53
22074;23;Orunia Górna - Gdańsk Południe;F;40
22075;1;Chełm;M;43
22076;1;Wrzeszcz Górny;F;75
22077;21;Jasień;F;45
22078;18;Orunia Górna - Gdańsk Południe;M;8
22079;28;Przymorze Wielkie;F;29
22080;8;VII Dwór;M;40
22081;26;Kokoszki;F;26
22082;1;Śródmieście;F;35
22083;7;Piecki-Migowo;M;46
22084;9;Brętowo;F;64
22085;13;Strzyża;M;44
22086;23;Orunia Górna - Gdańsk Południe;M;7
22088;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;71
22089;27;Zaspa Młyniec;F;1
22090;5;Siedlce;F;59
22091;11;Jasień;F;28
22092;1;Śródmieście;M;39
22093;5;Siedlce;M;64
22094;8;Piecki-Migowo;F;48
22095;18;Chełm;F;13
22096;1;Piecki-Migowo;F;30
22097;26;Przymorze Wielkie;F;41
22098;1;Zaspa Młyniec;M;78
22099;4;Przymorze Wielkie;M;33
22100;12;Jasień;F;51
22101;18;Chełm;F;9
22102;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;51
22103;2;Wrzeszcz Dolny;F;43
22104;1;Śródmieście;F;73
22105;23;Orunia Górna - Gdańsk Południe;M;50
22106;2;Oliwa;F;4
22107;18;Chełm;M;6
22108;22;Ujeścisko-Łostowice;M;24
22109;17;Chełm;M;48
22110;1;Orunia-Św.Wojciech-Lipce;M;12
22111;8;Osowa;M;26
22112;20;Przymorze Wielkie;F;29
22113;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
22114;9;Piecki-Migowo;M;23
22115;9;Chełm;F;48
22116;9;Zaspa Młyniec;F;35
22117;1;Oliwa;F;0
22118;7;Wrzeszcz Dolny;F;26
22119;1;Wrzeszcz Górny;M;37
22120;1;Ujeścisko-Łostowice;F;55
22121;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
22122;1;Orunia-Św.Wojciech-Lipce;F;14
22123;11;Jasień;M;26
22124;1;Wrzeszcz Górny;M;45
22125;21;Kokoszki;F;38
22126;10;Letnica;M;28
22127;7;Ujeścisko-Łostowice;M;26
22128;6;Zaspa Młyniec;F;10
22129;10;Zaspa Rozstaje;M;35
22130;1;Wrzeszcz Górny;M;11
22131;15;Piecki-Migowo;F;38
22132;23;Chełm;F;30
22133;12;Piecki-Migowo;M;74
22134;18;Chełm;F;40
22135;17;Stogi;M;60
22136;12;Piecki-Migowo;F;38
22137;10;Strzyża;M;35
22138;21;Piecki-Migowo;M;0
22139;6;Siedlce;M;20
22140;21;Kokoszki;M;40
22141;23;Chełm;M;31
22142;1;Orunia Górna - Gdańsk Południe;M;42
22143;20;Śródmieście;M;65
22144;18;Ujeścisko-Łostowice;F;38
22146;27;Zaspa Młyniec;M;30
22147;23;Piecki-Migowo;F;40
22148;12;Piecki-Migowo;M;8
22149;6;Zaspa Młyniec;F;6
22150;1;Ujeścisko-Łostowice;F;46
22152;1;Jasień;F;24
22153;1;Strzyża;F;39
22154;17;Stogi;F;54
22155;23;Chełm;M;1
22156;20;Siedlce;F;69
22157;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;40
22159;8;Oliwa;F;47
22160;10;Letnica;F;28
22161;4;Zaspa Młyniec;M;16
22162;11;Ujeścisko-Łostowice;F;69
22163;10;Zaspa Rozstaje;M;43
22164;20;Ujeścisko-Łostowice;F;48
22165;6;Śródmieście;F;20
22166;1;Wrzeszcz Górny;F;30
22167;17;Orunia Górna - Gdańsk Południe;F;43
22168;20;Siedlce;M;62
22169;1;Chełm;F;18
22170;22;Piecki-Migowo;F;37
22171;1;Wrzeszcz Górny;M;11
22172;1;Oliwa;M;36
22173;18;Orunia Górna - Gdańsk Południe;M;47
22174;14;Osowa;F;34
22175;21;Piecki-Migowo;F;36
22176;26;Piecki-Migowo;M;52
22177;20;Siedlce;F;31
22178;5;Wrzeszcz Dolny;F;32
22179;20;Brętowo;M;26
22180;1;Wrzeszcz Górny;M;7
22181;17;Orunia Górna - Gdańsk Południe;M;71
22182;12;Piecki-Migowo;F;72
22183;11;Kokoszki;M;49
22185;19;Wrzeszcz Górny;F;61
22186;6;Śródmieście;F;29
22187;18;Orunia Górna - Gdańsk Południe;F;38
22188;2;Wrzeszcz Górny;F;32
22189;1;Wrzeszcz Górny;M;32
22190;27;Wrzeszcz Górny;M;35
22191;23;Wzgórze Mickiewicza;F;50
22192;11;Piecki-Migowo;F;81
22193;27;Aniołki;F;28
22194;14;Osowa;F;41
22195;11;Jasień;F;64
22196;1;Siedlce;F;19
22197;5;Wrzeszcz Dolny;F;10
22198;20;Suchanino;M;65
22199;19;Wrzeszcz Górny;M;64
22200;6;Śródmieście;M;32
22201;27;Aniołki;M;2
22202;1;Ujeścisko-Łostowice;F;37
22203;11;Piecki-Migowo;M;81
22204;6;Śródmieście;F;30
22205;27;Aniołki;M;32
22206;10;Zaspa Rozstaje;M;9
22207;9;Ujeścisko-Łostowice;F;44
22208;20;Siedlce;M;7
22209;24;Wrzeszcz Dolny;F;44
22210;26;Brętowo;F;42
22211;9;Ujeścisko-Łostowice;F;28
22212;6;Jasień;F;51
22213;13;Przymorze Małe;F;63
22214;7;Brzeźno;M;51
22215;14;Osowa;F;27
22216;14;Matarnia;F;62
22217;18;Ujeścisko-Łostowice;M;64
22218;20;Siedlce;M;4
22219;6;Ujeścisko-Łostowice;M;25
22220;24;Wrzeszcz Górny;F;51
22221;1;Piecki-Migowo;F;34
22222;1;Przymorze Wielkie;F;30
22223;26;Piecki-Migowo;F;7
22224;24;Suchanino;F;26
22225;15;Ujeścisko-Łostowice;M;29
22226;7;Przymorze Małe;M;31
22227;6;Jasień;M;18
22228;9;Brzeźno;M;85
22229;23;Chełm;F;57
22230;6;Stogi;F;37
22231;1;Zaspa Rozstaje;F;37
22232;6;Jasień;F;21
22233;12;Jasień;M;36
22234;7;Brzeźno;M;47
22235;18;Ujeścisko-Łostowice;M;41
22236;11;Matarnia;M;35
22237;6;Śródmieście;F;26
22238;1;Nowy Port;F;48
22240;9;Brzeźno;F;83
22241;1;Zaspa Rozstaje;F;8
22242;10;Zaspa Młyniec;M;41
22243;6;Chełm;M;58
22244;1;Wzgórze Mickiewicza;F;48
22245;1;Stogi;F;25
22246;21;Jasień;F;32
22247;21;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;32
22248;23;Orunia Górna - Gdańsk Południe;F;43
22249;14;Osowa;M;57
22250;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;51
22251;6;Przeróbka;M;35
22252;6;Śródmieście;F;28
22253;7;Brętowo;M;72
22254;7;Jasień;F;35
22255;21;Jasień;F;43
22256;1;Zaspa Rozstaje;M;40
22257;28;Śródmieście;F;64
22258;7;Przymorze Wielkie;F;21
22259;1;Piecki-Migowo;F;5
22260;1;Śródmieście;F;21
22261;10;Wrzeszcz Górny;F;43
22262;21;Jasień;F;3
22263;7;Piecki-Migowo;F;37
22264;9;Chełm;M;36
22265;13;Przymorze Wielkie;F;45
22266;7;Brętowo;M;58
22267;21;Osowa;M;67
22269;14;Osowa;M;38
22270;7;Jasień;F;37
22271;6;Śródmieście;F;29
22272;27;Chełm;F;37
22273;14;Przymorze Wielkie;M;33
22275;6;Jasień;F;65
22276;21;Brętowo;M;47
22277;3;Strzyża;F;56
22278;1;Orunia Górna - Gdańsk Południe;F;68
22279;1;Przymorze Wielkie;F;38
22280;1;Jasień;M;9
22281;14;Osowa;F;7
22282;1;Wrzeszcz Górny;F;37
22283;10;Wrzeszcz Dolny;F;46
22285;21;Brętowo;F;14
22286;1;Jasień;F;10
22287;11;Jasień;M;65
22288;18;Ujeścisko-Łostowice;M;19
22289;18;Wyspa Sobieszewska;F;40
22290;1;Wrzeszcz Górny;F;7
22291;21;Brętowo;F;10
22292;1;Piecki-Migowo;F;62
22293;7;Jasień;M;43
22294;14;Osowa;F;67
22296;15;Wrzeszcz Górny;F;32
22297;22;Piecki-Migowo;F;31
22298;26;Śródmieście;F;29
22299;21;Jasień;F;23
22300;7;Wrzeszcz Dolny;F;35
22301;26;Chełm;M;45
22302;15;Wrzeszcz Górny;F;0
22303;17;Orunia-Św.Wojciech-Lipce;F;40
22304;20;Przymorze Wielkie;M;43
22305;8;Oliwa;M;43
22306;1;Orunia Górna - Gdańsk Południe;F;26
22307;7;Piecki-Migowo;M;35
22308;27;Wrzeszcz Dolny;F;31
22309;2;Wrzeszcz Dolny;F;43
22310;15;Wrzeszcz Górny;M;8
22311;26;Osowa;M;41
22312;7;Zaspa Rozstaje;M;52
22313;5;Młyniska;M;55
22314;25;Siedlce;F;33
22315;11;Kokoszki;M;38
22316;1;Przymorze Wielkie;M;59
22318;15;Wrzeszcz Górny;M;11
22319;27;Piecki-Migowo;M;13
22320;20;Wrzeszcz Dolny;F;42
22321;1;Piecki-Migowo;F;19
22322;5;Stogi;F;76
22324;10;Przymorze Małe;F;47
22325;21;Brętowo;F;47
22326;15;Wrzeszcz Górny;M;5
22327;3;Stogi;F;60
22328;16;Osowa;F;36
22329;17;Nowy Port;F;32
22330;26;Przeróbka;F;56
22331;6;Piecki-Migowo;F;10
22332;6;Piecki-Migowo;M;42
22333;1;Orunia Górna - Gdańsk Południe;F;34
22334;18;Ujeścisko-Łostowice;F;44
22336;5;Przymorze Wielkie;F;3
22337;1;Przeróbka;M;58
22338;21;Kokoszki;M;21
22339;1;Zaspa Rozstaje;F;33
22340;21;Przymorze Wielkie;F;60
22341;18;Ujeścisko-Łostowice;F;7
22342;25;Stogi;M;65
22343;1;Zaspa Młyniec;F;40
22344;10;Jasień;M;9
22345;18;Ujeścisko-Łostowice;F;4
22346;27;Przymorze Małe;M;39
22347;9;Przymorze Wielkie;F;1
22348;2;Wrzeszcz Dolny;M;42
22349;18;Orunia Górna - Gdańsk Południe;F;40
22350;27;Wrzeszcz Dolny;M;52
22351;26;Piecki-Migowo;M;33
22352;1;Wrzeszcz Dolny;F;54
22353;22;Jasień;F;7
22354;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
22355;4;Przymorze Małe;F;81
22356;6;Śródmieście;F;27
22357;1;Chełm;M;72
22358;22;Jasień;F;37
22359;1;Brętowo;M;41
22360;28;Stogi;F;40
22361;13;Brzeźno;M;52
22362;20;Oliwa;M;37
22364;27;Wyspa Sobieszewska;M;26
22365;9;Piecki-Migowo;M;36
22366;1;Kokoszki;F;42
22367;10;Przymorze Małe;F;53
22368;21;Piecki-Migowo;M;35
22369;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;40
22370;10;Brzeźno;M;38
22371;18;Ujeścisko-Łostowice;M;48
22372;1;Ujeścisko-Łostowice;F;49
22373;15;Siedlce;F;39
22374;7;Aniołki;F;32
22376;2;Wrzeszcz Górny;M;52
22377;6;Stogi;M;91
22378;7;Piecki-Migowo;F;35
22379;10;Brzeźno;F;68
22380;6;Przymorze Małe;M;60
22381;10;Zaspa Rozstaje;M;71
22382;21;Jasień;F;21
22383;1;Olszynka;F;28
22384;28;Siedlce;M;45
22385;18;Piecki-Migowo;F;32
22386;7;Kokoszki;M;69
22387;7;Wrzeszcz Dolny;F;26
22388;21;Jasień;M;31
22389;10;Piecki-Migowo;M;34
22390;10;Zaspa Rozstaje;F;67
22391;9;Wrzeszcz Górny;M;82
22392;15;Suchanino;F;37
22393;2;Oliwa;M;55
22394;7;Piecki-Migowo;F;45
22395;28;Siedlce;M;84
22396;3;Śródmieście;F;38
22397;18;Piecki-Migowo;M;6
22398;7;Wrzeszcz Górny;F;29
22399;25;Piecki-Migowo;M;38
22401;27;Chełm;F;38
22402;15;Piecki-Migowo;F;33
22403;28;Siedlce;F;78
22404;15;Piecki-Migowo;F;33
22406;1;Piecki-Migowo;F;35
22407;7;Zaspa Młyniec;F;71
22408;23;Wzgórze Mickiewicza;F;47
22409;24;Brętowo;F;43
22410;22;Jasień;F;30
22411;7;Piecki-Migowo;F;2
22412;27;Piecki-Migowo;M;35
22413;21;Osowa;F;35
22414;2;Przymorze Wielkie;M;43
22415;10;Zaspa Rozstaje;M;42
22416;10;Oliwa;F;33
22417;14;Ujeścisko-Łostowice;F;37
22418;13;Oliwa;M;59
22419;10;Piecki-Migowo;M;0
22420;1;Orunia Górna - Gdańsk Południe;F;37
22421;24;Przeróbka;M;51
22422;10;Chełm;F;36
22423;18;Ujeścisko-Łostowice;F;25
22424;1;Jasień;F;28
22425;11;Ujeścisko-Łostowice;M;45
22426;21;Osowa;M;5
22427;20;Piecki-Migowo;F;38
22428;10;Zaspa Rozstaje;F;68
22429;6;Jasień;F;29
22430;26;Strzyża;F;74
22431;10;Piecki-Migowo;F;33
22433;12;Piecki-Migowo;F;42
22434;1;Zaspa Rozstaje;F;46
22435;21;Osowa;F;3
22436;5;Chełm;F;23
22437;26;Siedlce;F;36
22438;9;Wrzeszcz Górny;M;30
22439;1;Jasień;F;35
22440;6;Stogi;F;85
22441;10;Zaspa Rozstaje;F;67
22442;23;Chełm;F;35
22443;1;Siedlce;F;63
22444;28;Chełm;F;15
22445;26;Oliwa;F;55
22446;26;Siedlce;F;1
22447;20;Piecki-Migowo;M;7
22448;25;Stogi;F;56
22449;23;Orunia Górna - Gdańsk Południe;F;16
22450;8;Piecki-Migowo;F;35
22451;1;Chełm;M;35
22452;23;Ujeścisko-Łostowice;F;54
22453;12;Piecki-Migowo;F;65
22454;23;Chełm;M;36
22455;1;Ujeścisko-Łostowice;F;38
22456;12;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;56
22457;10;Zaspa Rozstaje;M;69
22458;1;Brętowo;M;3
22459;8;Ujeścisko-Łostowice;F;26
22460;27;Piecki-Migowo;F;37
22462;25;Piecki-Migowo;M;39
22463;1;Olszynka;F;25
22465;15;Piecki-Migowo;F;36
22466;1;Brętowo;F;45
22467;18;Ujeścisko-Łostowice;M;27
22468;15;Piecki-Migowo;F;5
22469;18;Ujeścisko-Łostowice;F;44
22470;21;Osowa;M;39
22471;15;Piecki-Migowo;M;38
22472;11;Jasień;M;36
22473;6;Chełm;F;39
22474;20;Osowa;F;39
22475;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
22476;6;Stogi;F;60
22477;7;Zaspa Rozstaje;F;40
22478;6;Chełm;M;11
22479;2;Piecki-Migowo;F;44
22480;1;Wrzeszcz Dolny;F;26
22481;8;Piecki-Migowo;M;3
22482;26;Wrzeszcz Górny;M;61
22483;6;Chełm;M;7
22484;1;Siedlce;F;68
22485;21;Matarnia;M;32
22486;20;Brętowo;F;35
22487;1;Siedlce;F;38
22488;10;Orunia Górna - Gdańsk Południe;M;31
22489;21;Kokoszki;F;35
22490;1;Matarnia;F;2
22491;13;Zaspa Rozstaje;F;60
22492;23;Stogi;F;91
22493;18;Orunia Górna - Gdańsk Południe;M;33
22494;9;Brętowo;M;64
22495;26;Jasień;F;34
22496;1;Matarnia;F;29
22497;4;Wrzeszcz Dolny;M;69
22498;18;Jasień;M;35
22499;18;Orunia Górna - Gdańsk Południe;F;43
22500;18;Orunia Górna - Gdańsk Południe;M;45
22501;15;Suchanino;M;45
22502;1;Siedlce;M;67
22503;20;Siedlce;M;7
22504;4;Wrzeszcz Dolny;F;68
22505;13;Przymorze Wielkie;F;74
22506;6;Suchanino;M;84
22507;1;Piecki-Migowo;F;26
22508;20;Brętowo;M;8
22509;20;Przymorze Małe;F;72
22510;7;Wrzeszcz Dolny;F;46
22511;1;Orunia Górna - Gdańsk Południe;F;3
22512;6;Suchanino;M;10
22513;18;Jasień;F;46
22514;20;Wyspa Sobieszewska;M;59
22515;18;Orunia Górna - Gdańsk Południe;F;33
22516;20;Brętowo;F;4
22517;1;Orunia-Św.Wojciech-Lipce;M;22
22518;1;Ujeścisko-Łostowice;F;45
22519;5;Siedlce;M;66
22520;20;Siedlce;M;3
22521;22;Chełm;F;36
22522;18;Jasień;M;1
22523;10;Zaspa Młyniec;M;36
22524;5;Ujeścisko-Łostowice;F;9
22525;21;Jasień;F;48
22526;27;Wrzeszcz Górny;F;52
22527;7;Przymorze Małe;F;25
22528;15;Piecki-Migowo;F;9
22529;1;Ujeścisko-Łostowice;M;42
22530;1;Brzeźno;F;70
22531;18;Ujeścisko-Łostowice;F;43
22533;5;Siedlce;F;80
22534;23;Ujeścisko-Łostowice;M;34
22535;20;Orunia-Św.Wojciech-Lipce;F;37
22536;21;Piecki-Migowo;M;35
22537;1;Śródmieście;F;42
22538;9;Brętowo;M;22
22539;24;Przymorze Małe;M;46
22540;27;Jasień;F;36
22541;26;Wrzeszcz Dolny;F;22
22542;1;Przymorze Małe;F;52
22543;26;Siedlce;F;38
22544;9;Brętowo;F;40
22545;10;Zaspa Młyniec;M;20
22546;14;Kokoszki;F;43
22547;2;Wrzeszcz Dolny;M;54
22548;14;Osowa;F;66
22549;9;Wrzeszcz Górny;F;47
22550;20;Ujeścisko-Łostowice;M;67
22551;5;Jasień;F;20
22552;9;Brzeźno;F;72
22553;1;Siedlce;M;13
22554;18;Chełm;F;41
22555;18;Chełm;F;64
22556;20;Stogi;F;66
22557;14;Brętowo;M;35
22558;12;Wrzeszcz Górny;F;35
22559;24;Wrzeszcz Górny;F;36
22560;1;Stogi;F;42
22561;10;Zaspa Rozstaje;F;71
22562;20;Ujeścisko-Łostowice;F;45
22563;26;Aniołki;M;34
22564;20;Chełm;F;34
22565;6;Olszynka;M;65
22566;7;Wrzeszcz Dolny;F;70
22567;18;Ujeścisko-Łostowice;M;37
22568;6;Olszynka;F;54
22569;14;Matarnia;F;55
22570;14;Kokoszki;F;47
22571;11;Jasień;F;30
22572;18;Siedlce;F;40
22573;1;Brętowo;F;30
22574;7;Jasień;F;7
22575;11;Jasień;M;33
22576;28;Przymorze Małe;F;50
22577;1;Piecki-Migowo;F;30
22578;14;Kokoszki;F;52
22579;1;Chełm;F;67
22580;2;Zaspa Młyniec;M;47
22581;7;Wrzeszcz Dolny;M;70
22582;10;Przymorze Wielkie;F;36
22583;23;Orunia Górna - Gdańsk Południe;F;46
22584;23;Orunia Górna - Gdańsk Południe;F;33
22585;1;Wrzeszcz Dolny;M;24
22586;14;Kokoszki;M;41
22587;1;Piecki-Migowo;F;67
22588;4;Jasień;M;3
22589;14;Kokoszki;M;57
22590;20;Śródmieście;M;64
22591;9;Brętowo;F;14
22592;27;Brzeźno;F;57
22593;18;Ujeścisko-Łostowice;F;48
22594;1;Orunia Górna - Gdańsk Południe;F;33
22595;6;Olszynka;M;40
22596;6;Brętowo;F;12
22597;25;Stogi;F;84
22598;6;Olszynka;M;30
22599;17;Chełm;F;47
22600;6;Olszynka;F;70
22601;23;Orunia-Św.Wojciech-Lipce;F;37
22602;18;Jasień;M;35
22603;10;Zaspa Rozstaje;F;63
22604;7;Wrzeszcz Dolny;M;34
22605;6;Olszynka;F;67
22606;6;Olszynka;M;64
22607;2;Stogi;F;37
22608;18;Ujeścisko-Łostowice;F;36
22609;15;Suchanino;F;23
22610;7;Piecki-Migowo;M;33
22611;20;Przymorze Wielkie;F;42
22612;11;Jasień;M;64
22613;24;Zaspa Młyniec;M;3
22614;6;Olszynka;F;69
22615;6;Olszynka;F;65
22616;1;Piecki-Migowo;M;33
22617;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
22618;8;Oliwa;F;61
22619;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;48
22620;7;Piecki-Migowo;F;63
22621;23;Orunia-Św.Wojciech-Lipce;M;40
22622;11;Jasień;M;45
22623;6;Olszynka;M;21
22624;27;Suchanino;F;44
22625;23;Rudniki;F;28
22626;9;Jasień;M;33
22627;21;Osowa;M;47
22628;7;Wrzeszcz Dolny;F;32
22629;7;Nowy Port;F;34
22630;28;Osowa;F;38
22631;23;Orunia-Św.Wojciech-Lipce;M;11
22632;1;Olszynka;F;23
22633;7;Siedlce;M;68
22634;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
22635;2;Zaspa Młyniec;M;49
22636;18;Chełm;M;33
22637;7;Brętowo;F;51
22638;1;Wrzeszcz Dolny;F;38
22639;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;81
22640;9;Piecki-Migowo;F;35
22641;5;Młyniska;M;43
22642;23;Orunia-Św.Wojciech-Lipce;F;18
22643;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
22644;6;Olszynka;M;62
22645;25;Stogi;F;34
22646;15;Wrzeszcz Górny;M;8
22647;21;Osowa;F;58
22648;6;Olszynka;F;36
22649;1;Piecki-Migowo;F;39
22650;6;Olszynka;M;30
22651;12;Piecki-Migowo;F;44
22652;18;Orunia-Św.Wojciech-Lipce;M;24
22653;6;Olszynka;M;52
22654;23;Orunia-Św.Wojciech-Lipce;M;64
22655;6;Olszynka;M;28
22656;9;Przymorze Małe;F;42
22657;18;Jasień;M;43
22658;27;Siedlce;F;53
22659;6;Olszynka;M;38
22660;6;Olszynka;M;34
22661;18;Orunia Górna - Gdańsk Południe;M;47
22663;6;Olszynka;M;42
22664;6;Olszynka;M;68
22665;10;Zaspa Młyniec;F;10
22666;6;Śródmieście;F;41
22667;23;Orunia-Św.Wojciech-Lipce;F;46
22668;10;Oliwa;F;22
22669;18;Ujeścisko-Łostowice;F;18
22670;26;Przymorze Wielkie;F;23
22671;18;Ujeścisko-Łostowice;F;28
22672;26;Piecki-Migowo;F;30
22673;10;Zaspa Młyniec;F;6
22674;1;Przymorze Wielkie;F;45
22675;7;Przymorze Wielkie;M;43
22676;23;Orunia-Św.Wojciech-Lipce;F;67
22677;7;Wrzeszcz Dolny;F;40
22678;27;Śródmieście;M;3
22679;18;Chełm;M;2
22680;6;Olszynka;M;56
22681;6;Olszynka;M;83
22682;6;Olszynka;M;54
22683;27;Oliwa;F;31
22684;17;Ujeścisko-Łostowice;F;45
22685;25;Zaspa Młyniec;F;6
22686;11;Ujeścisko-Łostowice;M;24
22687;1;Kokoszki;F;41
22688;6;Stogi;M;65
22689;18;Chełm;F;30
22690;17;Orunia-Św.Wojciech-Lipce;M;3
22691;1;Strzyża;M;47
22692;25;Zaspa Młyniec;F;13
22693;23;Chełm;M;29
22694;6;Olszynka;M;36
22695;10;Brzeźno;F;38
22696;18;Orunia Górna - Gdańsk Południe;M;49
22697;17;Orunia-Św.Wojciech-Lipce;F;9
22698;14;Kokoszki;M;52
22699;6;Olszynka;M;33
22700;7;Wrzeszcz Dolny;F;80
22701;7;Brzeźno;M;20
22702;11;Orunia Górna - Gdańsk Południe;F;30
22703;12;Piecki-Migowo;F;76
22704;20;Brzeźno;F;43
22705;2;Stogi;M;38
22707;1;Jasień;M;22
22708;21;Kokoszki;M;22
22709;9;Piecki-Migowo;F;27
22710;7;Wrzeszcz Dolny;M;82
22711;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;76
22712;6;Olszynka;M;44
22713;13;Przymorze Wielkie;F;61
22714;10;Piecki-Migowo;F;37
22715;1;Oliwa;F;34
22716;14;Przymorze Wielkie;M;60
22717;2;Jasień;M;6
22718;11;Wrzeszcz Górny;M;45
22719;2;Jasień;F;3
22720;5;Ujeścisko-Łostowice;F;68
22721;26;Kokoszki;F;16
22723;18;Chełm;F;45
22724;17;Orunia-Św.Wojciech-Lipce;M;67
22725;9;Wrzeszcz Górny;M;34
22726;6;Olszynka;M;54
22727;28;Orunia-Św.Wojciech-Lipce;F;47
22728;6;Piecki-Migowo;M;75
22729;7;Przymorze Wielkie;M;43
22730;8;Przymorze Wielkie;M;13
22731;6;Olszynka;M;65
22732;6;Olszynka;M;51
22733;26;Stogi;M;70
22734;8;Przymorze Małe;M;52
22735;6;Olszynka;M;64
22736;5;Wrzeszcz Górny;M;66
22737;6;Olszynka;M;64
22738;1;Zaspa Młyniec;F;53
22739;17;Orunia-Św.Wojciech-Lipce;F;64
22740;1;Rudniki;F;30
22741;23;Ujeścisko-Łostowice;F;31
22742;1;Wrzeszcz Dolny;F;65
22743;27;Przymorze Wielkie;F;8
22744;1;Rudniki;F;2
22745;1;Oliwa;F;39
22746;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
22747;5;Wrzeszcz Górny;F;67
22748;14;Matarnia;F;49
22749;9;Przymorze Małe;F;49
22750;1;Piecki-Migowo;F;18
22751;2;Letnica;F;42
22752;13;Zaspa Młyniec;M;44
22753;22;Piecki-Migowo;F;35
22754;14;Osowa;F;16
22755;14;Kokoszki;M;25
22756;13;Przymorze Wielkie;M;3
22757;21;Matarnia;M;13
22758;21;Jasień;M;14
22759;18;Chełm;M;5
22760;6;Olszynka;M;15
22761;1;Orunia Górna - Gdańsk Południe;M;39
22762;7;Przymorze Wielkie;M;49
22763;18;Orunia Górna - Gdańsk Południe;F;30
22764;10;Piecki-Migowo;M;17
22766;10;Zaspa Młyniec;F;35
22767;1;Zaspa Rozstaje;F;63
22768;7;Piecki-Migowo;M;23
22769;2;Brzeźno;M;47
22770;18;Ujeścisko-Łostowice;F;37
22771;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;73
22772;1;Wrzeszcz Górny;F;28
22773;6;Śródmieście;M;35
22774;1;Przymorze Wielkie;F;23
22775;24;Przymorze Małe;F;46
22776;5;Piecki-Migowo;M;81
22777;7;Wrzeszcz Dolny;M;19
22778;12;Piecki-Migowo;F;44
22779;4;Ujeścisko-Łostowice;M;36
22780;27;Wrzeszcz Dolny;F;68
22781;1;Piecki-Migowo;F;37
22782;6;Olszynka;F;9
22783;18;Ujeścisko-Łostowice;M;45
22784;6;Olszynka;F;67
22785;18;Jasień;F;48
22786;26;Jasień;F;31
22787;6;Olszynka;M;8
22788;23;Stogi;M;25
22789;7;Oliwa;M;30
22790;6;Olszynka;M;59
22791;28;Orunia Górna - Gdańsk Południe;F;32
22792;6;Olszynka;F;43
22793;27;Wrzeszcz Górny;M;43
22794;6;Olszynka;M;65
22795;1;Suchanino;F;48
22796;18;Ujeścisko-Łostowice;M;37
22797;13;Przymorze Małe;F;34
22798;18;Ujeścisko-Łostowice;M;44
22799;6;Olszynka;M;39
22800;7;Jasień;F;9
22801;1;Orunia Górna - Gdańsk Południe;M;46
22802;11;Ujeścisko-Łostowice;F;28
22803;1;Chełm;F;29
22804;12;Piecki-Migowo;M;32
22805;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;41
22806;18;Ujeścisko-Łostowice;M;39
22807;7;Nowy Port;M;39
22808;23;Chełm;M;38
22809;2;Piecki-Migowo;F;43
22810;22;Piecki-Migowo;F;30
22811;1;Strzyża;M;61
22812;18;Orunia Górna - Gdańsk Południe;M;27
22813;7;Wrzeszcz Dolny;F;69
22814;4;Brętowo;M;43
22815;26;Stogi;F;69
22816;4;Brętowo;F;6
22817;18;Ujeścisko-Łostowice;F;39
22818;23;Orunia Górna - Gdańsk Południe;F;48
22819;7;Nowy Port;F;36
22820;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
22821;1;Strzyża;M;15
22822;6;Olszynka;F;20
22823;7;Brzeźno;M;60
22824;4;Piecki-Migowo;M;51
22825;1;Chełm;M;13
22826;17;Orunia Górna - Gdańsk Południe;M;31
22827;9;Ujeścisko-Łostowice;F;45
22828;27;Strzyża;F;36
22829;1;Olszynka;M;3
22830;6;Olszynka;M;70
22831;6;Chełm;F;69
22832;7;Zaspa Rozstaje;F;42
22833;5;Wrzeszcz Górny;F;73
22834;20;Śródmieście;F;30
22835;18;Chełm;F;11
22836;1;Strzyża;F;91
22837;8;Oliwa;F;45
22838;7;Osowa;F;38
22839;6;Brętowo;M;38
22840;7;Zaspa Rozstaje;M;6
22841;1;Śródmieście;F;47
22842;23;Orunia Górna - Gdańsk Południe;M;31
22843;18;Chełm;M;41
22844;7;Zaspa Rozstaje;M;10
22845;15;Suchanino;F;36
22846;23;Ujeścisko-Łostowice;F;42
22847;7;Osowa;F;8
22848;6;Olszynka;M;22
22849;2;Rudniki;M;24
22850;2;Rudniki;M;42
22851;23;Orunia Górna - Gdańsk Południe;F;33
22852;7;Osowa;F;6
22853;11;Jasień;M;42
22854;7;Zaspa Rozstaje;M;45
22855;1;Śródmieście;M;11
22856;18;Ujeścisko-Łostowice;F;37
22857;1;Śródmieście;M;50
22858;6;Olszynka;F;61
22859;17;Orunia Górna - Gdańsk Południe;F;42
22860;26;Orunia Górna - Gdańsk Południe;F;42
22861;7;Zaspa Rozstaje;F;77
22862;7;Młyniska;M;76
22863;14;Kokoszki;F;34
22864;6;Olszynka;M;69
22865;15;Piecki-Migowo;F;39
22866;24;Przymorze Wielkie;F;43
22867;14;Kokoszki;F;5
22868;7;Zaspa Rozstaje;M;68
22869;7;Młyniska;F;73
22870;7;Osowa;F;1
22871;14;Kokoszki;F;32
22872;9;Siedlce;M;70
22874;7;Zaspa Rozstaje;M;47
22875;6;Śródmieście;M;36
22876;10;Stogi;M;4
22877;18;Ujeścisko-Łostowice;F;48
22878;18;Ujeścisko-Łostowice;M;3
22879;21;Jasień;F;40
22880;18;Wzgórze Mickiewicza;M;38
22881;7;Brzeźno;F;59
22882;11;Ujeścisko-Łostowice;F;41
22883;20;Stogi;M;37
22884;6;Olszynka;M;73
22885;26;Przymorze Małe;F;55
22886;18;Siedlce;M;33
22887;7;Zaspa Rozstaje;F;81
22888;1;Stogi;M;8
22889;6;Olszynka;F;37
22890;9;Oliwa;M;16
22891;1;Orunia Górna - Gdańsk Południe;M;27
22892;23;Orunia Górna - Gdańsk Południe;M;29
22893;18;Ujeścisko-Łostowice;M;4
22894;23;Orunia Górna - Gdańsk Południe;F;56
22895;11;Ujeścisko-Łostowice;M;34
22896;5;Rudniki;M;36
22897;10;Zaspa Rozstaje;F;36
22898;23;Orunia Górna - Gdańsk Południe;M;44
22899;18;Jasień;F;37
22900;6;Olszynka;F;3
22903;6;Olszynka;F;52
22904;23;Wyspa Sobieszewska;F;41
22905;20;Suchanino;F;42
22906;23;Chełm;F;42
22907;7;Wrzeszcz Dolny;F;25
22908;19;Orunia Górna - Gdańsk Południe;F;58
22910;6;Olszynka;M;59
22911;18;Orunia Górna - Gdańsk Południe;F;21
22912;6;Olszynka;M;48
22913;24;Stogi;F;62
22914;7;Stogi;F;36
22915;26;Brętowo;M;29
22916;24;Jasień;M;58
22917;6;Olszynka;F;64
22918;28;Przymorze Małe;M;30
22919;23;Chełm;F;36
22920;6;Stogi;M;68
22921;21;Osowa;M;36
22923;7;Zaspa Rozstaje;F;42
22924;14;Matarnia;M;43
22925;11;Ujeścisko-Łostowice;M;58
22926;27;Śródmieście;F;35
22927;27;Wrzeszcz Górny;M;66
22928;26;Zaspa Rozstaje;F;42
22929;6;Olszynka;F;62
22931;10;Ujeścisko-Łostowice;F;19
22932;8;Zaspa Młyniec;F;29
22933;17;Chełm;F;95
22934;11;Piecki-Migowo;F;38
22936;20;Piecki-Migowo;F;63
22937;2;Letnica;F;52
22938;22;Ujeścisko-Łostowice;F;41
22939;27;Wrzeszcz Górny;F;47
22940;6;Olszynka;F;58
22941;9;Zaspa Młyniec;F;38
22942;8;Wrzeszcz Górny;F;80
22943;1;Jasień;M;42
22944;7;Aniołki;F;31
22945;6;Oliwa;F;47
22946;6;Olszynka;F;62
22947;18;Orunia Górna - Gdańsk Południe;M;19
22948;23;Orunia Górna - Gdańsk Południe;M;18
22949;11;Przymorze Wielkie;F;34
22950;7;Krakowiec-Górki Zachodnie;F;27
22951;6;Olszynka;F;47
22952;1;Zaspa Młyniec;F;74
22953;2;Zaspa Młyniec;M;40
22954;21;Kokoszki;F;47
22955;1;Zaspa Rozstaje;F;17
22956;21;Kokoszki;F;11
22957;21;Kokoszki;F;3
22958;6;Olszynka;M;72
22959;21;Kokoszki;M;46
22960;21;Kokoszki;F;6
22961;6;Olszynka;M;29
22962;26;Wrzeszcz Górny;F;43
22963;23;Orunia Górna - Gdańsk Południe;M;23
22964;1;Brętowo;F;67
22965;1;Brętowo;M;67
22966;6;Olszynka;M;56
22967;9;Wrzeszcz Dolny;M;43
22968;18;Piecki-Migowo;M;31
22969;6;Przymorze Małe;M;30
22970;7;Siedlce;M;26
22971;18;Ujeścisko-Łostowice;M;29
22972;1;Wrzeszcz Górny;F;64
22973;13;Osowa;F;54
22974;6;Olszynka;F;55
22975;1;Jasień;F;55
22976;6;Strzyża;F;64
22977;6;Olszynka;F;39
22978;1;Brętowo;M;65
22979;7;Kokoszki;M;27
22980;6;Olszynka;F;8
22981;27;Stogi;M;37
22982;26;Przymorze Wielkie;F;43
22984;11;Ujeścisko-Łostowice;F;44
22985;18;Kokoszki;M;60
22986;2;Przymorze Wielkie;F;48
22987;17;Orunia-Św.Wojciech-Lipce;F;23
22988;1;Zaspa Rozstaje;F;64
22989;10;Piecki-Migowo;M;13
22990;1;Przymorze Wielkie;F;24
22991;28;Przymorze Wielkie;F;65
22992;8;Oliwa;M;38
22993;6;Olszynka;M;41
22994;19;Chełm;M;39
22995;4;Chełm;M;58
22996;1;Brętowo;F;65
22997;1;Wrzeszcz Górny;M;65
22998;12;Piecki-Migowo;M;38
22999;8;Oliwa;M;30
23000;6;Śródmieście;F;29
23001;26;Osowa;F;64
23002;6;Olszynka;F;52
23003;18;Ujeścisko-Łostowice;M;31
23004;1;Oliwa;F;37
23005;18;Chełm;F;34
23006;11;Ujeścisko-Łostowice;M;45
23007;5;Ujeścisko-Łostowice;M;18
23008;6;Olszynka;M;60
23009;5;Brzeźno;F;69
23010;27;Siedlce;F;47
23011;1;Matarnia;F;70
23012;9;Wrzeszcz Górny;F;40
23013;6;Olszynka;M;53
23014;21;Matarnia;F;49
23015;23;Chełm;F;3
23016;11;Zaspa Młyniec;F;44
23017;1;Piecki-Migowo;F;10
23018;5;Ujeścisko-Łostowice;F;46
23019;6;Olszynka;M;32
23020;18;Siedlce;M;26
23021;23;Chełm;F;6
23022;26;Chełm;M;19
23023;11;Ujeścisko-Łostowice;F;20
23024;5;Ujeścisko-Łostowice;F;7
23026;18;Chełm;F;36
23027;7;Brzeźno;M;57
23028;21;Osowa;F;34
23029;23;Wzgórze Mickiewicza;M;61
23030;23;Chełm;M;39
23031;11;Ujeścisko-Łostowice;F;11
23032;6;Olszynka;M;38
23033;18;Brętowo;F;51
23034;6;Olszynka;M;49
23035;6;VII Dwór;F;28
23036;18;Jasień;M;36
23037;14;Osowa;M;33
23038;7;Chełm;M;32
23039;6;Olszynka;M;55
23040;3;Osowa;M;34
23042;2;Zaspa Rozstaje;M;56
23043;6;Olszynka;M;23
23044;7;Wrzeszcz Górny;M;5
23045;18;Chełm;M;7
23046;22;Chełm;F;46
23047;1;Wrzeszcz Górny;F;19
23049;7;Wrzeszcz Górny;F;36
23050;6;Olszynka;M;60
23051;7;Piecki-Migowo;F;58
23052;1;Brętowo;M;36
23054;20;Wzgórze Mickiewicza;F;61
23055;7;Brzeźno;M;70
23056;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;59
23057;1;Jasień;F;39
23058;18;Chełm;F;65
23059;1;Brętowo;M;12
23060;7;Piecki-Migowo;F;13
23061;1;Stogi;F;22
23062;9;Osowa;F;19
23063;1;Rudniki;F;61
23064;2;Chełm;F;58
23065;7;Piecki-Migowo;F;42
23066;1;Nowy Port;F;47
23067;6;Orunia-Św.Wojciech-Lipce;M;31
23068;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;44
23070;1;Jasień;F;30
23071;20;Nowy Port;F;29
23072;7;Piecki-Migowo;M;15
23073;7;Piecki-Migowo;M;56
23075;7;Wrzeszcz Dolny;M;36
23076;1;Brętowo;M;53
23077;6;Śródmieście;M;34
23078;20;Nowy Port;M;7
23080;13;Przymorze Wielkie;M;61
23081;27;Aniołki;M;58
23082;6;Oliwa;F;45
23083;1;Brętowo;F;50
23084;28;Zaspa Młyniec;F;20
23085;1;Piecki-Migowo;M;28
23086;1;Brzeźno;F;22
23087;18;Ujeścisko-Łostowice;M;41
23088;18;Ujeścisko-Łostowice;M;47
23089;20;Zaspa Młyniec;F;39
23090;6;Olszynka;F;63
23091;15;Śródmieście;F;54
23092;6;Olszynka;M;52
23093;6;Olszynka;M;64
23094;7;Przymorze Małe;F;47
23095;6;Olszynka;M;32
23096;9;Ujeścisko-Łostowice;M;14
23097;6;Olszynka;M;39
23098;14;Osowa;M;42
23099;6;Olszynka;M;32
23100;7;Zaspa Młyniec;F;43
23101;9;Przymorze Małe;M;33
23102;6;Stogi;M;39
23103;6;Śródmieście;M;54
23104;23;Orunia Górna - Gdańsk Południe;F;38
23105;14;Osowa;F;71
23106;9;Oliwa;F;20
23107;21;Osowa;M;31
23108;9;Zaspa Młyniec;F;8
23109;9;Chełm;F;32
23110;1;Jasień;F;43
23111;20;Piecki-Migowo;F;23
23112;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;42
23113;7;Aniołki;M;45
23114;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
23115;2;Przymorze Wielkie;F;44
23116;6;Śródmieście;M;48
23117;20;Ujeścisko-Łostowice;F;23
23118;23;Ujeścisko-Łostowice;M;48
23119;20;Orunia Górna - Gdańsk Południe;M;26
23120;1;Osowa;F;30
23121;6;Olszynka;M;71
23122;1;Osowa;M;3
23123;1;Wzgórze Mickiewicza;M;7
23124;15;Wrzeszcz Górny;M;58
23125;6;Stogi;F;38
23126;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
23127;9;Stogi;F;13
23128;11;Ujeścisko-Łostowice;M;47
23129;26;Piecki-Migowo;F;24
23131;6;Olszynka;F;65
23132;9;Zaspa Młyniec;M;44
23133;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
23134;1;Matarnia;F;54
23135;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;45
23136;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;14
23137;11;Brętowo;F;61
23138;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;51
23139;22;Jasień;F;35
23140;1;Piecki-Migowo;F;36
23141;20;Oliwa;F;34
23142;7;Śródmieście;F;40
23143;5;Piecki-Migowo;M;70
23144;1;Brętowo;F;55
23145;9;Przymorze Małe;F;71
23146;11;Ujeścisko-Łostowice;F;44
23147;7;Strzyża;F;36
23148;1;Brzeźno;F;52
23149;1;Śródmieście;M;12
23150;10;Zaspa Młyniec;F;43
23151;1;Brętowo;F;31
23152;6;Osowa;M;65
23153;9;Chełm;F;42
23154;1;Brętowo;M;43
23155;5;Przeróbka;F;69
23156;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
23157;27;Suchanino;F;80
23158;21;Osowa;M;49
23159;1;Oliwa;F;32
23160;5;VII Dwór;M;81
23161;18;Chełm;M;42
23162;1;Orunia Górna - Gdańsk Południe;F;43
23163;23;Orunia Górna - Gdańsk Południe;F;37
23164;9;Wrzeszcz Górny;M;35
23165;2;Ujeścisko-Łostowice;M;48
23166;5;Ujeścisko-Łostowice;M;16
23167;6;Osowa;F;65
23168;6;Orunia-Św.Wojciech-Lipce;F;23
23169;24;Przymorze Małe;M;55
23171;26;Przeróbka;F;71
23172;11;Ujeścisko-Łostowice;F;41
23173;14;Matarnia;M;58
23174;13;Przymorze Małe;F;61
23175;2;Piecki-Migowo;F;72
23176;5;VII Dwór;M;92
23177;2;Piecki-Migowo;M;79
23178;1;Brętowo;F;62
23179;26;Przymorze Małe;F;57
23180;23;Chełm;F;42
23181;23;Zaspa Młyniec;M;16
23182;9;Ujeścisko-Łostowice;F;68
23183;11;Ujeścisko-Łostowice;F;28
23184;7;Młyniska;F;65
23185;2;Wrzeszcz Dolny;F;24
23186;18;Oliwa;F;33
23187;24;Nowy Port;F;37
23188;18;Ujeścisko-Łostowice;M;45
23189;2;Przymorze Małe;M;49
23190;7;Stogi;M;37
23191;10;VII Dwór;M;3
23192;9;Ujeścisko-Łostowice;M;12
23193;1;Ujeścisko-Łostowice;F;35
23194;1;Brętowo;F;62
23195;27;Suchanino;F;34
23196;13;Przymorze Małe;F;49
23197;1;Orunia Górna - Gdańsk Południe;F;67
23198;26;Ujeścisko-Łostowice;F;16
23199;19;Wrzeszcz Górny;F;31
23200;1;Siedlce;F;21
23201;26;Przymorze Małe;F;53
23202;18;Chełm;M;39
23203;25;Strzyża;M;19
23204;1;Piecki-Migowo;F;26
23205;18;Orunia Górna - Gdańsk Południe;M;25
23206;10;VII Dwór;M;1
23207;1;Matarnia;F;60
23208;6;Stogi;M;30
23209;27;Suchanino;F;9
23210;26;Przeróbka;F;63
23211;20;Suchanino;F;41
23212;10;Zaspa Młyniec;F;6
23213;18;Ujeścisko-Łostowice;M;28
23214;15;Wrzeszcz Górny;F;65
23215;11;Wyspa Sobieszewska;F;38
23216;7;Brzeźno;M;16
23217;10;VII Dwór;F;35
23218;9;Chełm;F;19
23219;18;Ujeścisko-Łostowice;F;7
23220;27;Wrzeszcz Górny;F;68
23221;6;Stogi;F;27
23222;12;Piecki-Migowo;M;31
23223;27;Przymorze Wielkie;M;82
23224;1;Brętowo;M;40
23225;1;Piecki-Migowo;M;5
23226;21;Kokoszki;M;68
23227;26;Jasień;F;48
23228;24;Piecki-Migowo;M;51
23230;20;Suchanino;F;5
23231;1;Zaspa Młyniec;F;14
23232;7;Brzeźno;F;59
23233;27;Wrzeszcz Górny;M;68
23234;18;Orunia Górna - Gdańsk Południe;M;32
23235;1;Przymorze Małe;F;14
23237;18;Ujeścisko-Łostowice;F;8
23238;5;Jasień;F;9
23239;6;Oliwa;F;35
23240;8;Oliwa;M;24
23241;24;Stogi;F;40
23242;24;Śródmieście;F;18
23243;1;Wrzeszcz Górny;F;23
23244;11;Ujeścisko-Łostowice;F;2
23245;20;Piecki-Migowo;F;42
23246;7;Przymorze Wielkie;M;36
23247;23;Ujeścisko-Łostowice;F;40
23248;25;Orunia Górna - Gdańsk Południe;F;27
23249;18;Orunia Górna - Gdańsk Południe;M;43
23250;20;Przymorze Małe;M;33
23251;26;Przeróbka;F;66
23252;6;Olszynka;M;64
23253;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;40
23254;11;Piecki-Migowo;M;32
23255;16;Stogi;M;12
23256;3;Piecki-Migowo;M;31
23257;2;Przymorze Wielkie;M;32
23258;9;Orunia Górna - Gdańsk Południe;M;39
23259;9;Śródmieście;F;53
23260;18;Ujeścisko-Łostowice;M;36
23261;21;Osowa;M;33
23262;21;Zaspa Młyniec;F;32
23263;23;Ujeścisko-Łostowice;F;55
23264;18;Chełm;F;34
23265;27;Ujeścisko-Łostowice;M;21
23266;7;Brzeźno;M;69
23267;11;Piecki-Migowo;F;31
23268;27;Zaspa Młyniec;M;55
23269;7;Piecki-Migowo;M;72
23270;26;Przeróbka;M;68
23271;12;Piecki-Migowo;F;78
23272;13;Przymorze Małe;F;63
23273;9;Stogi;F;22
23274;13;Przymorze Wielkie;F;42
23275;11;Piecki-Migowo;M;0
23276;9;Chełm;F;68
23277;7;Brzeźno;F;66
23278;2;Wrzeszcz Dolny;M;15
23279;18;Chełm;F;41
23280;1;Brętowo;M;72
23281;1;Stogi;M;76
23282;6;Olszynka;F;12
23283;10;Przymorze Małe;M;60
23284;1;Orunia Górna - Gdańsk Południe;F;45
23285;20;Wrzeszcz Górny;F;68
23286;18;Chełm;M;41
23287;26;Wrzeszcz Dolny;M;59
23288;26;Przeróbka;F;68
23289;10;Stogi;F;53
23290;27;Ujeścisko-Łostowice;F;49
23291;13;Przymorze Wielkie;F;45
23292;24;Wzgórze Mickiewicza;F;69
23293;2;Zaspa Rozstaje;F;66
23294;7;Zaspa Młyniec;F;75
23295;12;Piecki-Migowo;M;76
23296;7;Brzeźno;F;58
23297;13;Przymorze Wielkie;M;30
23298;2;Zaspa Młyniec;M;82
23299;1;Aniołki;F;63
23300;11;Jasień;M;38
23301;26;Piecki-Migowo;F;38
23304;7;Nowy Port;F;16
23305;9;Orunia-Św.Wojciech-Lipce;M;96
23306;10;Przymorze Wielkie;F;35
23307;23;Chełm;M;21
23308;6;Jasień;M;32
23309;25;Zaspa Rozstaje;F;71
23310;1;Piecki-Migowo;M;11
23311;2;Zaspa Młyniec;F;54
23312;7;Ujeścisko-Łostowice;F;29
23313;23;Chełm;F;54
23314;1;Wyspa Sobieszewska;F;58
23315;14;Kokoszki;M;34
23316;20;Chełm;F;36
23317;18;Orunia Górna - Gdańsk Południe;M;51
23318;13;Przymorze Wielkie;F;27
23319;25;Przymorze Małe;M;32
23320;27;Wyspa Sobieszewska;F;64
23322;25;Zaspa Rozstaje;M;70
23323;7;Zaspa Młyniec;F;71
23324;1;Chełm;M;54
23325;23;Chełm;M;42
23326;27;Wyspa Sobieszewska;M;70
23327;21;Kokoszki;M;45
23328;3;Orunia Górna - Gdańsk Południe;F;40
23329;26;Brzeźno;F;56
23330;13;Przymorze Małe;F;55
23331;17;Orunia Górna - Gdańsk Południe;F;36
23332;23;Zaspa Rozstaje;F;62
23333;20;Chełm;F;68
23335;21;Matarnia;M;58
23336;7;Siedlce;M;22
23337;1;Jasień;F;34
23338;7;Chełm;M;39
23339;18;Ujeścisko-Łostowice;F;51
23340;7;Zaspa Młyniec;F;33
23341;18;Chełm;F;52
23342;25;Piecki-Migowo;M;12
23343;1;VII Dwór;F;52
23344;27;Suchanino;M;29
23345;18;Orunia Górna - Gdańsk Południe;F;16
23346;13;Wzgórze Mickiewicza;M;59
23347;20;Chełm;M;6
23348;11;Ujeścisko-Łostowice;F;47
23349;1;Brętowo;F;67
23350;7;Zaspa Młyniec;M;33
23351;2;Zaspa Rozstaje;M;77
23352;23;Wzgórze Mickiewicza;F;31
23353;6;Olszynka;M;43
23354;18;Chełm;M;49
23355;19;Jasień;M;33
23356;2;Letnica;M;45
23357;21;Matarnia;M;22
23358;6;Przeróbka;M;59
23359;18;Ujeścisko-Łostowice;F;43
23360;26;Chełm;F;10
23361;23;Orunia Górna - Gdańsk Południe;F;29
23362;1;Brętowo;M;68
23363;8;Siedlce;M;35
23364;26;Śródmieście;F;72
23365;6;Olszynka;M;10
23366;18;Chełm;M;68
23367;1;Brętowo;F;78
23368;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;35
23369;27;Suchanino;F;29
23370;22;Piecki-Migowo;F;42
23371;1;Jasień;F;28
23372;8;Zaspa Młyniec;M;38
23373;1;Chełm;F;7
23374;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;91
23375;24;Chełm;M;49
23376;9;Strzyża;F;67
23377;18;Ujeścisko-Łostowice;F;18
23378;1;Brzeźno;M;68
23379;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;9
23380;15;Siedlce;F;20
23381;7;Zaspa Rozstaje;F;64
23382;26;Osowa;M;67
23383;6;Olszynka;F;14
23384;16;Przymorze Małe;M;52
23385;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;8
23386;9;Wrzeszcz Dolny;F;30
23387;9;Strzyża;M;71
23388;24;Zaspa Rozstaje;F;35
23389;15;Piecki-Migowo;F;9
23390;7;Śródmieście;M;65
23391;18;Orunia Górna - Gdańsk Południe;M;36
23392;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;38
23393;26;Chełm;M;39
23394;12;Piecki-Migowo;M;48
23395;1;Aniołki;F;55
23396;13;Zaspa Rozstaje;F;64
23397;6;Olszynka;F;42
23398;18;Chełm;M;50
23399;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;1
23400;2;Przymorze Małe;F;72
23401;6;Wzgórze Mickiewicza;F;16
23402;23;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;29
23403;10;Piecki-Migowo;F;36
23404;1;Osowa;M;70
23405;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;11
23406;1;Chełm;M;69
23407;6;Olszynka;M;10
23408;18;Jasień;F;31
23409;18;Ujeścisko-Łostowice;F;14
23410;15;Piecki-Migowo;F;3
23411;28;Krakowiec-Górki Zachodnie;F;28
23412;20;Chełm;M;49
23413;28;Orunia-Św.Wojciech-Lipce;F;56
23414;15;Piecki-Migowo;F;7
23415;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;3
23416;26;Jasień;F;30
23417;21;Jasień;M;32
23418;22;Orunia Górna - Gdańsk Południe;F;22
23419;25;Chełm;F;48
23420;13;Przymorze Małe;M;73
23421;21;Jasień;F;33
23422;7;Brzeźno;F;63
23423;28;Olszynka;M;29
23424;7;Zaspa Rozstaje;M;68
23425;1;VII Dwór;M;62
23426;12;Piecki-Migowo;M;33
23427;17;Aniołki;M;31
23428;1;Orunia Górna - Gdańsk Południe;F;49
23429;7;Śródmieście;F;63
23430;21;Jasień;F;3
23431;1;Śródmieście;F;46
23432;1;Suchanino;F;76
23433;12;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;64
23434;7;Zaspa Młyniec;M;4
23435;1;Zaspa Młyniec;M;10
23436;9;Jasień;M;18
23437;1;Piecki-Migowo;M;67
23438;17;Chełm;M;12
23439;1;Śródmieście;M;64
23440;17;Orunia Górna - Gdańsk Południe;M;32
23441;1;Zaspa Młyniec;M;41
23442;11;Ujeścisko-Łostowice;F;27
23443;7;Zaspa Młyniec;M;2
23444;1;Przymorze Małe;F;12
23445;1;Przymorze Małe;F;36
23446;20;Orunia Górna - Gdańsk Południe;F;35
23447;14;Osowa;F;40
23448;12;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;60
23449;16;Zaspa Młyniec;M;41
23450;6;Olszynka;F;16
23451;28;Olszynka;M;27
23452;6;Wrzeszcz Dolny;M;63
23453;1;Zaspa Młyniec;F;7
23454;15;Olszynka;F;24
23455;7;Wrzeszcz Dolny;F;63
23456;1;Śródmieście;F;66
23457;8;Osowa;M;73
23458;9;Wrzeszcz Dolny;F;14
23459;1;Osowa;M;73
23460;1;Śródmieście;M;8
23461;1;Zaspa Młyniec;F;43
23462;16;Zaspa Młyniec;F;42
23463;3;Orunia Górna - Gdańsk Południe;F;65
23464;23;Orunia Górna - Gdańsk Południe;M;37
23465;18;Suchanino;F;45
23466;13;Brzeźno;F;62
23467;27;Brętowo;M;43
23468;12;Piecki-Migowo;F;6
23469;1;Zaspa Rozstaje;M;79
23470;18;Orunia Górna - Gdańsk Południe;M;38
23471;1;Osowa;F;8
23472;28;Olszynka;M;53
23473;23;Chełm;M;37
23475;1;Brętowo;F;70
23476;28;Chełm;F;18
23477;26;Siedlce;F;61
23478;18;Orunia Górna - Gdańsk Południe;F;38
23479;26;Oliwa;M;70
23480;12;Piecki-Migowo;F;3
23481;14;Osowa;M;11
23482;26;Osowa;M;70
23483;2;Orunia-Św.Wojciech-Lipce;M;28
23484;1;Ujeścisko-Łostowice;M;50
23485;1;Osowa;F;39
23486;1;Zaspa Młyniec;F;45
23487;15;Piecki-Migowo;M;38
23488;7;Brzeźno;M;65
23489;20;Rudniki;F;67
23490;23;Śródmieście;M;31
23491;17;Orunia Górna - Gdańsk Południe;F;29
23492;25;Wrzeszcz Dolny;F;41
23493;2;Brętowo;F;46
23494;14;Osowa;M;51
23495;6;Olszynka;F;40
23496;10;Orunia Górna - Gdańsk Południe;F;3
23497;5;Wyspa Sobieszewska;F;60
23498;20;Piecki-Migowo;F;43
23499;17;Ujeścisko-Łostowice;M;31
23500;1;Osowa;F;11
23501;6;Olszynka;M;51
23502;8;Aniołki;F;45
23503;23;Orunia Górna - Gdańsk Południe;M;57
23504;12;Piecki-Migowo;M;1
23505;21;Matarnia;F;47
23506;24;Przeróbka;F;40
23507;1;Zaspa Rozstaje;F;11
23508;20;Rudniki;M;76
23509;1;Piecki-Migowo;F;48
23510;12;Piecki-Migowo;F;34
23511;14;Osowa;F;53
23512;21;Chełm;M;38
23513;1;Osowa;M;4
23514;10;Orunia Górna - Gdańsk Południe;M;5
23515;17;Wrzeszcz Górny;F;20
23516;1;Matarnia;F;18
23517;7;Orunia Górna - Gdańsk Południe;F;54
23518;1;Zaspa Rozstaje;F;79
23519;21;Matarnia;F;14
23520;1;Wzgórze Mickiewicza;M;30
23521;18;Orunia Górna - Gdańsk Południe;F;50
23522;1;Zaspa Młyniec;M;43
23523;20;Przymorze Wielkie;F;13
23524;20;Rudniki;M;42
23525;25;Brętowo;F;17
23526;7;Chełm;F;39
23528;1;Strzyża;F;41
23529;12;Wrzeszcz Górny;M;65
23530;21;Przymorze Wielkie;F;46
23531;17;Orunia-Św.Wojciech-Lipce;M;29
23532;2;Brętowo;M;10
23533;24;Przeróbka;M;52
23534;1;Wzgórze Mickiewicza;F;58
23535;11;Ujeścisko-Łostowice;M;32
23537;7;Suchanino;F;25
23538;1;Młyniska;F;39
23539;25;Siedlce;M;63
23540;27;Zaspa Młyniec;M;59
23541;20;Przymorze Wielkie;F;38
23542;1;Zaspa Rozstaje;M;14
23543;12;Wrzeszcz Górny;F;58
23544;28;Śródmieście;F;29
23545;23;Orunia Górna - Gdańsk Południe;F;37
23546;9;Wrzeszcz Dolny;F;17
23547;20;Przymorze Wielkie;F;44
23548;17;Siedlce;F;34
23549;26;Przymorze Małe;F;14
23550;22;Suchanino;F;40
23551;23;Orunia Górna - Gdańsk Południe;F;34
23552;8;Osowa;F;73
23553;26;Śródmieście;F;73
23554;1;Osowa;F;16
23555;7;Brętowo;F;13
23556;1;Oliwa;F;21
23557;9;Wrzeszcz Dolny;M;37
23558;23;Orunia Górna - Gdańsk Południe;F;32
23559;12;Piecki-Migowo;M;72
23560;2;Matarnia;F;24
23561;13;Strzyża;M;41
23562;2;Wrzeszcz Górny;F;21
23563;10;Piecki-Migowo;F;37
23564;27;Wzgórze Mickiewicza;M;25
23565;15;Piecki-Migowo;F;43
23566;9;Wrzeszcz Dolny;M;18
23567;21;Jasień;F;65
23568;1;Przymorze Wielkie;F;14
23569;2;Piecki-Migowo;M;12
23570;1;Ujeścisko-Łostowice;M;13
23571;27;Osowa;M;45
23572;23;Orunia-Św.Wojciech-Lipce;F;56
23573;1;Przymorze Wielkie;M;9
23574;7;Piecki-Migowo;F;32
23575;23;Orunia Górna - Gdańsk Południe;F;0
23576;21;Jasień;M;66
23577;10;Jasień;M;10
23578;18;Ujeścisko-Łostowice;M;37
23579;2;Matarnia;F;12
23580;1;Przymorze Wielkie;F;17
23581;21;Jasień;F;43
23582;7;Piecki-Migowo;M;32
23583;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;18
23584;15;Brętowo;M;49
23585;2;Wrzeszcz Dolny;M;17
23586;2;Przymorze Wielkie;M;28
23587;7;Piecki-Migowo;M;6
23588;1;Strzyża;F;12
23589;2;Matarnia;F;51
23590;21;Jasień;F;60
23591;1;Wzgórze Mickiewicza;M;61
23592;9;Wrzeszcz Dolny;F;44
23593;18;Chełm;F;68
23594;20;Wyspa Sobieszewska;F;66
23595;7;Piecki-Migowo;F;2
23596;10;Ujeścisko-Łostowice;M;11
23597;14;Matarnia;M;48
23598;21;Jasień;F;45
23599;6;Osowa;M;42
23600;22;Oliwa;F;18
23601;10;Jasień;M;7
23602;1;Zaspa Młyniec;F;60
23603;14;Kokoszki;M;41
23604;2;VII Dwór;M;33
23605;17;Chełm;M;67
23606;28;Przymorze Wielkie;F;77
23607;26;Śródmieście;F;34
23608;7;Zaspa Rozstaje;F;58
23609;21;Jasień;F;67
23610;1;Chełm;F;41
23611;1;Wzgórze Mickiewicza;F;84
23612;18;Ujeścisko-Łostowice;F;37
23613;10;Wrzeszcz Dolny;F;27
23614;18;Orunia Górna - Gdańsk Południe;M;40
23615;6;Kokoszki;F;39
23616;14;Osowa;M;33
23617;18;Orunia Górna - Gdańsk Południe;M;40
23618;5;Orunia-Św.Wojciech-Lipce;F;40
23619;27;Letnica;F;51
23620;10;Suchanino;F;14
23621;6;Piecki-Migowo;M;8
23622;18;Ujeścisko-Łostowice;F;28
23623;20;Wyspa Sobieszewska;F;53
23624;2;Wrzeszcz Górny;M;80
23625;18;Chełm;F;50
23626;23;Chełm;F;32
23627;13;Strzyża;M;10
23628;6;Kokoszki;M;10
23629;1;Wrzeszcz Górny;M;87
23630;1;Przymorze Wielkie;F;27
23631;27;Przymorze Małe;M;43
23632;27;Wzgórze Mickiewicza;F;39
23633;10;Chełm;M;49
23634;23;Orunia Górna - Gdańsk Południe;M;32
23635;1;Piecki-Migowo;F;37
23636;18;Orunia Górna - Gdańsk Południe;M;53
23637;7;Zaspa Rozstaje;F;81
23638;8;Piecki-Migowo;M;0
23639;14;Kokoszki;M;8
23640;24;Przeróbka;F;26
23641;18;Orunia Górna - Gdańsk Południe;M;12
23643;20;Wyspa Sobieszewska;M;34
23644;14;Kokoszki;F;39
23645;7;Kokoszki;F;30
23646;10;Wzgórze Mickiewicza;F;63
23647;18;Chełm;F;38
23648;8;Orunia Górna - Gdańsk Południe;M;37
23649;7;Zaspa Rozstaje;F;60
23650;7;Brzeźno;M;28
23651;7;Kokoszki;F;55
23652;18;Orunia Górna - Gdańsk Południe;F;41
23653;15;Piecki-Migowo;M;39
23654;11;Ujeścisko-Łostowice;M;42
23655;6;Przeróbka;M;13
23656;7;Orunia Górna - Gdańsk Południe;M;29
23657;23;Ujeścisko-Łostowice;M;11
23658;1;Chełm;F;26
23659;7;Wrzeszcz Górny;F;42
23660;5;Wyspa Sobieszewska;M;36
23661;20;Wyspa Sobieszewska;M;40
23662;23;Orunia-Św.Wojciech-Lipce;M;28
23663;27;Chełm;F;44
23664;9;Orunia Górna - Gdańsk Południe;F;0
23665;2;Piecki-Migowo;F;39
23666;7;Orunia Górna - Gdańsk Południe;M;1
23668;1;Piecki-Migowo;F;37
23669;7;Kokoszki;M;34
23670;8;Oliwa;M;35
23671;1;Suchanino;M;34
23672;1;Chełm;M;13
23673;20;Wyspa Sobieszewska;F;41
23674;27;Przymorze Wielkie;M;30
23675;24;Suchanino;M;19
23676;9;Nowy Port;M;42
23677;7;Orunia Górna - Gdańsk Południe;F;26
23678;14;Kokoszki;M;36
23679;12;Piecki-Migowo;M;37
23680;7;Kokoszki;M;60
23681;21;Wrzeszcz Dolny;F;44
23683;9;Piecki-Migowo;F;36
23684;5;Ujeścisko-Łostowice;F;13
23686;24;Suchanino;F;69
23687;18;Chełm;F;10
23688;2;Chełm;M;10
23689;7;Wrzeszcz Dolny;M;74
23691;23;Chełm;M;35
23692;23;Siedlce;F;28
23693;6;Śródmieście;M;35
23694;7;Wrzeszcz Dolny;F;71
23695;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
23696;9;Orunia Górna - Gdańsk Południe;M;46
23697;1;Przymorze Wielkie;M;36
23698;12;Piecki-Migowo;M;68
23699;6;Piecki-Migowo;F;43
23700;9;Piecki-Migowo;M;36
23701;17;Przeróbka;M;70
23702;23;Chełm;F;55
23703;1;Piecki-Migowo;F;43
23704;1;Piecki-Migowo;F;10
23705;13;Orunia-Św.Wojciech-Lipce;M;16
23706;1;Letnica;M;29
23708;1;Matarnia;F;46
23709;6;Piecki-Migowo;F;7
23710;23;Chełm;M;42
23711;13;Przymorze Małe;M;59
23712;23;Chełm;M;5
23713;18;Chełm;F;41
23714;19;Orunia Górna - Gdańsk Południe;F;36
23715;6;Piecki-Migowo;F;15
23716;2;Wrzeszcz Dolny;M;38
23717;27;Suchanino;M;43
23718;23;Chełm;F;2
23719;1;Chełm;F;47
23720;27;Śródmieście;M;49
23721;22;Chełm;F;43
23722;10;Brzeźno;F;52
23723;27;Młyniska;F;56
23724;1;Aniołki;F;43
23725;1;Chełm;F;6
23726;1;Orunia-Św.Wojciech-Lipce;M;40
23727;22;Chełm;F;33
23728;26;Przymorze Wielkie;F;29
23729;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;36
23731;13;Brzeźno;M;58
23732;14;Matarnia;M;39
23733;23;Piecki-Migowo;M;49
23734;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;56
23735;18;Chełm;M;44
23736;1;Piecki-Migowo;F;27
23737;14;Osowa;M;18
23738;26;Przymorze Wielkie;F;55
23739;28;Ujeścisko-Łostowice;F;9
23740;9;Suchanino;M;16
23741;23;Ujeścisko-Łostowice;M;66
23742;1;Piecki-Migowo;F;39
23743;4;Siedlce;M;66
23744;14;Osowa;M;44
23745;18;Chełm;F;65
23746;28;Stogi;F;53
23747;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;58
23748;6;Olszynka;M;17
23749;14;Matarnia;F;40
23751;9;Ujeścisko-Łostowice;M;33
23752;4;Przymorze Wielkie;F;41
23753;14;Matarnia;M;13
23754;9;Jasień;F;33
23755;21;Osowa;M;34
23756;9;Aniołki;M;16
23757;7;Aniołki;M;51
23758;1;Jasień;M;40
23759;10;Osowa;F;45
23760;20;Osowa;F;13
23761;1;Przymorze Małe;M;31
23762;11;Chełm;F;43
23763;1;Przymorze Małe;F;39
23764;10;Aniołki;F;11
23765;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
23766;1;Zaspa Rozstaje;F;36
23767;13;Zaspa Rozstaje;F;11
23768;26;Jasień;F;7
23769;14;Osowa;M;34
23770;14;Matarnia;F;12
23771;26;Wrzeszcz Dolny;F;56
23772;14;Kokoszki;F;14
23773;10;Zaspa Rozstaje;F;59
23774;1;Przymorze Małe;F;31
23775;1;Zaspa Rozstaje;M;8
23776;12;Piecki-Migowo;M;41
23777;5;Wrzeszcz Górny;F;44
23778;2;Brzeźno;F;24
23779;16;Siedlce;F;65
23781;12;Piecki-Migowo;F;27
23782;10;Strzyża;M;94
23783;13;Brzeźno;F;55
23784;1;Przymorze Małe;F;13
23785;11;Orunia Górna - Gdańsk Południe;F;40
23786;10;Wrzeszcz Dolny;F;38
23787;11;Piecki-Migowo;F;38
23788;26;Jasień;M;2
23789;9;Orunia Górna - Gdańsk Południe;M;20
23790;24;Wyspa Sobieszewska;F;70
23791;2;Stogi;F;28
23792;18;Chełm;M;39
23793;1;Zaspa Rozstaje;F;5
23794;2;Zaspa Rozstaje;M;9
23795;6;Orunia Górna - Gdańsk Południe;F;36
23796;1;Wrzeszcz Górny;M;36
23797;7;Brzeźno;F;36
23798;18;Piecki-Migowo;M;39
23799;1;Strzyża;F;80
23800;14;Osowa;M;39
23801;20;Jasień;M;46
23802;6;Kokoszki;F;16
23803;9;Oliwa;F;41
23804;1;Wzgórze Mickiewicza;M;45
23805;13;Brzeźno;M;32
23806;1;Wrzeszcz Górny;F;8
23807;1;Przymorze Małe;M;20
23808;18;Ujeścisko-Łostowice;M;44
23811;11;Ujeścisko-Łostowice;M;32
23812;12;Piecki-Migowo;F;46
23813;20;Strzyża;M;61
23814;6;Rudniki;F;40
23815;18;Piecki-Migowo;M;23
23816;1;Piecki-Migowo;F;2
23817;8;Jasień;F;31
23818;10;Chełm;F;9
23819;23;Orunia Górna - Gdańsk Południe;F;64
23820;17;Siedlce;F;43
23821;14;Osowa;F;35
23822;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;26
23823;1;Oliwa;M;45
23824;1;Wrzeszcz Górny;F;7
23825;7;Zaspa Rozstaje;F;38
23826;23;Zaspa Młyniec;F;75
23827;7;Strzyża;M;33
23828;27;Śródmieście;F;71
23829;13;Przymorze Wielkie;F;48
23830;2;Zaspa Młyniec;M;45
23831;8;Przymorze Wielkie;F;15
23832;7;Brętowo;F;28
23833;14;Kokoszki;F;51
23834;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;27
23835;13;Brzeźno;M;29
23836;25;Stogi;F;39
23837;20;Młyniska;F;32
23838;28;Wyspa Sobieszewska;M;36
23839;23;Wrzeszcz Dolny;M;44
23840;18;Orunia Górna - Gdańsk Południe;M;33
23841;1;Wrzeszcz Górny;F;37
23842;20;Strzyża;F;58
23843;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;6
23844;9;Zaspa Młyniec;F;15
23845;23;Ujeścisko-Łostowice;F;68
23846;26;Orunia Górna - Gdańsk Południe;M;42
23847;10;Piecki-Migowo;M;13
23848;18;Jasień;F;33
23849;14;Osowa;F;6
23850;1;Stogi;M;31
23851;1;Ujeścisko-Łostowice;F;37
23852;23;Chełm;M;32
23853;5;Piecki-Migowo;F;46
23854;20;Piecki-Migowo;F;39
23856;1;Strzyża;F;23
23857;7;Wrzeszcz Dolny;F;31
23858;25;Piecki-Migowo;M;45
23859;1;Chełm;M;18
23860;7;Wrzeszcz Dolny;F;28
23861;6;Rudniki;M;45
23862;23;Ujeścisko-Łostowice;F;30
23863;20;Orunia Górna - Gdańsk Południe;M;57
23864;8;Przymorze Małe;F;59
23865;2;VII Dwór;M;40
23866;9;Piecki-Migowo;M;43
23867;20;Zaspa Rozstaje;F;69
23868;20;Zaspa Rozstaje;M;10
23869;27;Śródmieście;F;39
23870;18;Orunia Górna - Gdańsk Południe;M;40
23871;10;Piecki-Migowo;F;19
23872;8;Przymorze Wielkie;M;49
23873;28;Stogi;F;26
23874;2;Zaspa Rozstaje;M;42
23875;1;Śródmieście;M;26
23876;23;Orunia-Św.Wojciech-Lipce;F;58
23877;1;Ujeścisko-Łostowice;F;8
23878;7;Nowy Port;M;27
23879;6;Śródmieście;F;42
23880;7;Wrzeszcz Dolny;F;55
23881;15;Jasień;F;36
23882;6;Stogi;F;56
23883;15;Ujeścisko-Łostowice;M;4
23884;1;Zaspa Młyniec;F;41
23885;14;Kokoszki;F;16
23886;7;Wrzeszcz Dolny;F;42
23887;14;Osowa;F;8
23888;18;Ujeścisko-Łostowice;M;35
23889;1;Ujeścisko-Łostowice;F;26
23890;28;Oliwa;M;21
23891;7;Brętowo;M;29
23892;28;Stogi;M;55
23893;23;Ujeścisko-Łostowice;F;35
23894;14;Osowa;F;34
23895;7;Wrzeszcz Dolny;F;30
23896;7;Zaspa Rozstaje;M;33
23897;9;Oliwa;M;35
23898;7;Suchanino;M;7
23899;9;Kokoszki;M;35
23900;20;Orunia Górna - Gdańsk Południe;F;51
23901;18;Ujeścisko-Łostowice;M;29
23902;11;Ujeścisko-Łostowice;M;15
23903;23;Orunia-Św.Wojciech-Lipce;M;39
23904;23;Chełm;F;34
23905;18;Ujeścisko-Łostowice;F;31
23906;2;Chełm;M;40
23907;1;Strzyża;M;59
23908;7;Suchanino;F;10
23909;1;Zaspa Rozstaje;M;12
23910;8;Osowa;F;9
23911;7;Wrzeszcz Dolny;M;11
23912;3;Stogi;F;28
23913;13;Przymorze Małe;F;69
23914;6;Stogi;F;37
23915;7;Suchanino;F;13
23916;18;Ujeścisko-Łostowice;M;28
23917;1;Siedlce;F;40
23918;11;Jasień;M;1
23920;1;Strzyża;F;54
23921;15;Piecki-Migowo;M;38
23922;28;Stogi;F;82
23923;7;Suchanino;M;37
23924;21;Osowa;M;5
23925;28;Wyspa Sobieszewska;F;40
23926;1;Kokoszki;F;46
23927;6;Osowa;M;43
23928;7;Wrzeszcz Dolny;M;14
23929;7;Piecki-Migowo;M;36
23930;8;Przymorze Małe;M;65
23931;7;Suchanino;F;38
23932;26;Brętowo;F;38
23933;1;Młyniska;F;27
23934;1;Wrzeszcz Górny;F;27
23935;9;Piecki-Migowo;F;13
23936;23;Chełm;M;63
23937;16;Zaspa Młyniec;M;10
23938;8;Siedlce;F;35
23939;23;Ujeścisko-Łostowice;F;6
23940;1;Chełm;F;47
23941;2;Stogi;M;7
23942;1;Śródmieście;F;50
23943;27;Brzeźno;F;73
23944;26;Piecki-Migowo;F;39
23945;18;Ujeścisko-Łostowice;F;41
23946;27;Stogi;F;52
23947;27;Wrzeszcz Górny;M;47
23948;10;Wrzeszcz Górny;M;14
23949;27;Stogi;F;59
23950;1;Orunia-Św.Wojciech-Lipce;F;24
23951;27;Siedlce;F;31
23952;7;Zaspa Rozstaje;M;36
23953;13;Przymorze Małe;F;31
23954;28;Oliwa;M;41
23955;9;Chełm;F;29
23956;2;Stogi;F;1
23957;26;Piecki-Migowo;M;5
23958;5;Przymorze Wielkie;F;61
23959;9;Jasień;F;26
23960;10;Siedlce;M;32
23961;2;Wrzeszcz Dolny;F;29
23962;17;Orunia Górna - Gdańsk Południe;F;31
23963;1;Przymorze Małe;F;37
23964;27;Śródmieście;F;31
23965;6;Śródmieście;F;41
23966;20;Strzyża;F;72
23967;17;Ujeścisko-Łostowice;M;45
23968;10;Stogi;M;29
23969;7;Przymorze Małe;F;3
23970;18;Ujeścisko-Łostowice;F;27
23971;15;Wrzeszcz Górny;F;41
23972;7;Wrzeszcz Dolny;M;55
23973;1;Orunia Górna - Gdańsk Południe;F;28
23974;14;Osowa;M;36
23975;1;Osowa;F;30
23976;20;Piecki-Migowo;F;45
23977;11;Chełm;M;60
23978;10;Brętowo;M;41
23979;20;Śródmieście;M;30
23980;17;Orunia Górna - Gdańsk Południe;M;31
23981;8;Oliwa;M;37
23982;10;Siedlce;F;7
23983;14;Matarnia;F;35
23984;1;Zaspa Rozstaje;F;8
23985;14;Matarnia;F;44
23986;25;Chełm;F;16
23987;9;Śródmieście;F;45
23988;2;Przymorze Małe;M;16
23989;17;Orunia Górna - Gdańsk Południe;M;1
23990;12;Piecki-Migowo;M;11
23991;1;Zaspa Rozstaje;F;32
23992;18;Orunia Górna - Gdańsk Południe;F;51
23993;9;Wrzeszcz Górny;M;18
23994;10;Siedlce;M;4
23995;8;Oliwa;M;3
23996;18;Ujeścisko-Łostowice;M;0
23997;18;Chełm;F;36
23998;18;Siedlce;F;46
23999;9;Chełm;F;56
24001;20;Strzyża;F;3
24002;12;Przymorze Wielkie;F;67
24003;8;Oliwa;F;5
24004;24;Przymorze Wielkie;F;36
24005;26;Piecki-Migowo;M;27
24006;10;Wzgórze Mickiewicza;F;18
24007;7;Brzeźno;F;45
24008;9;Śródmieście;M;55
24009;5;Krakowiec-Górki Zachodnie;M;22
24010;8;Oliwa;F;32
24011;7;Przymorze Małe;F;30
24012;18;Chełm;M;37
24013;9;Chełm;M;64
24014;14;Matarnia;M;50
24016;28;Wyspa Sobieszewska;F;20
24017;9;Orunia Górna - Gdańsk Południe;F;30
24018;15;Wrzeszcz Górny;F;29
24019;6;Stogi;F;18
24020;18;Chełm;F;36
24021;7;Brzeźno;M;47
24022;1;VII Dwór;M;26
24023;1;Wrzeszcz Dolny;F;64
24024;9;Śródmieście;F;8
24025;18;Ujeścisko-Łostowice;F;26
24026;18;Orunia Górna - Gdańsk Południe;F;17
24027;1;Ujeścisko-Łostowice;M;40
24028;21;Piecki-Migowo;M;5
24029;1;Wrzeszcz Górny;F;76
24030;1;VII Dwór;F;27
24031;18;Jasień;M;34
24032;9;Brzeźno;F;35
24033;9;Śródmieście;M;10
24034;7;Wrzeszcz Dolny;M;60
24035;1;Ujeścisko-Łostowice;F;39
24036;1;Stogi;F;28
24037;20;Siedlce;F;51
24038;9;Wrzeszcz Dolny;M;30
24039;11;Ujeścisko-Łostowice;F;27
24040;2;Wrzeszcz Dolny;M;47
24041;8;Piecki-Migowo;M;44
24042;18;Orunia Górna - Gdańsk Południe;M;33
24043;14;Osowa;F;66
24044;11;Jasień;M;3
24045;7;Wrzeszcz Dolny;M;45
24046;17;Orunia Górna - Gdańsk Południe;F;3
24047;20;Śródmieście;F;36
24048;23;Śródmieście;M;36
24049;11;Orunia Górna - Gdańsk Południe;F;34
24050;5;Śródmieście;F;40
24051;9;Aniołki;F;17
24052;18;Jasień;M;34
24053;18;Orunia Górna - Gdańsk Południe;F;37
24054;11;Piecki-Migowo;M;73
24055;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;62
24056;11;Ujeścisko-Łostowice;M;27
24057;2;VII Dwór;M;58
24058;11;Wrzeszcz Dolny;M;48
24059;17;Orunia Górna - Gdańsk Południe;M;37
24060;20;Ujeścisko-Łostowice;F;44
24061;1;Brzeźno;M;35
24062;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;63
24063;27;Wrzeszcz Dolny;M;65
24064;7;Wrzeszcz Dolny;F;34
24065;23;Orunia Górna - Gdańsk Południe;F;38
24066;7;Wrzeszcz Górny;M;44
24067;20;Ujeścisko-Łostowice;M;52
24068;14;Jasień;M;44
24069;20;Orunia Górna - Gdańsk Południe;F;32
24070;6;Śródmieście;F;30
24071;10;Brzeźno;M;7
24072;10;Wrzeszcz Dolny;M;34
24073;27;Wrzeszcz Górny;F;47
24074;20;Przymorze Wielkie;M;1
24075;18;Orunia Górna - Gdańsk Południe;M;49
24076;20;Ujeścisko-Łostowice;M;16
24077;27;Suchanino;F;26
24078;20;Przymorze Wielkie;F;33
24079;26;Stogi;F;59
24080;24;Orunia Górna - Gdańsk Południe;M;8
24081;1;Piecki-Migowo;F;21
24082;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
24083;15;Kokoszki;M;22
24084;1;Piecki-Migowo;F;21
24085;20;Orunia Górna - Gdańsk Południe;F;3
24086;20;Przymorze Wielkie;F;7
24087;7;Wrzeszcz Górny;M;9
24088;10;Wrzeszcz Dolny;F;8
24089;6;Orunia-Św.Wojciech-Lipce;F;48
24090;11;Wrzeszcz Dolny;M;81
24091;7;Piecki-Migowo;F;3
24092;10;Brzeźno;M;5
24093;17;Orunia-Św.Wojciech-Lipce;F;44
24094;1;Ujeścisko-Łostowice;F;46
24095;1;Siedlce;F;39
24096;10;Wrzeszcz Dolny;F;6
24097;27;Wrzeszcz Górny;F;7
24098;18;Orunia Górna - Gdańsk Południe;M;4
24099;7;Piecki-Migowo;M;1
24100;14;Osowa;F;35
24101;2;Wrzeszcz Dolny;M;29
24102;27;Chełm;F;54
24103;27;Wrzeszcz Górny;M;52
24104;9;Przymorze Małe;F;48
24105;27;Aniołki;F;31
24106;26;Strzyża;F;30
24107;11;Orunia-Św.Wojciech-Lipce;F;43
24108;21;Brętowo;M;16
24109;10;Zaspa Rozstaje;M;36
24110;1;Wrzeszcz Dolny;F;43
24111;23;Ujeścisko-Łostowice;F;36
24113;1;Orunia Górna - Gdańsk Południe;F;2
24114;22;Piecki-Migowo;F;30
24115;1;Chełm;F;34
24116;21;Jasień;F;34
24117;10;Przymorze Małe;F;40
24118;21;Ujeścisko-Łostowice;F;29
24119;1;Ujeścisko-Łostowice;F;30
24120;28;Wrzeszcz Dolny;F;32
24121;13;Wrzeszcz Górny;F;52
24122;17;Orunia-Św.Wojciech-Lipce;M;25
24123;8;Oliwa;M;33
24124;10;Ujeścisko-Łostowice;F;14
24125;10;Piecki-Migowo;F;40
24126;5;Śródmieście;F;18
24127;9;Chełm;M;37
24128;11;Piecki-Migowo;M;67
24129;7;Wrzeszcz Górny;F;24
24130;13;Wrzeszcz Górny;F;49
24131;23;Orunia Górna - Gdańsk Południe;M;33
24132;8;Oliwa;F;4
24133;27;VII Dwór;F;45
24134;9;Chełm;F;11
24135;17;Orunia-Św.Wojciech-Lipce;F;35
24136;6;Oliwa;F;1
24137;27;Strzyża;M;40
24138;1;Wrzeszcz Górny;F;34
24139;26;Strzyża;M;49
24140;1;Chełm;F;41
24141;23;Chełm;F;36
24142;1;Nowy Port;M;31
24143;22;Piecki-Migowo;F;88
24144;14;Zaspa Młyniec;M;77
24145;9;Chełm;M;6
24146;15;Strzyża;M;31
24148;27;VII Dwór;M;48
24149;7;Brzeźno;M;21
24152;2;Siedlce;M;59
24153;26;Siedlce;F;39
24154;9;Piecki-Migowo;F;41
24155;7;Jasień;F;41
24156;27;Suchanino;F;59
24157;2;Wrzeszcz Dolny;M;57
24158;9;Piecki-Migowo;F;62
24159;6;Chełm;F;37
24160;7;Wrzeszcz Dolny;M;65
24161;7;Chełm;M;41
24162;2;Nowy Port;F;26
24163;14;Zaspa Młyniec;F;72
24164;6;Chełm;F;5
24165;14;Matarnia;M;29
24166;23;Śródmieście;F;37
24167;26;Chełm;F;39
24168;1;Chełm;M;39
24169;1;Przymorze Wielkie;F;64
24170;6;Chełm;F;10
24171;14;Matarnia;M;0
24173;7;Wrzeszcz Dolny;F;65
24174;21;Matarnia;F;56
24175;14;Matarnia;F;27
24176;9;Wyspa Sobieszewska;M;25
24178;6;Śródmieście;F;44
24180;17;Orunia-Św.Wojciech-Lipce;F;36
24181;23;Orunia Górna - Gdańsk Południe;M;32
24182;13;Wrzeszcz Górny;M;41
24183;6;Suchanino;F;37
24184;26;Ujeścisko-Łostowice;M;33
24185;12;Piecki-Migowo;M;40
24186;18;Przymorze Wielkie;F;48
24187;27;Wrzeszcz Górny;F;58
24188;9;Jasień;M;27
24189;9;Przymorze Wielkie;F;20
24190;1;Aniołki;F;28
24191;18;Chełm;F;37
24192;9;Przymorze Wielkie;M;54
24193;1;Siedlce;M;24
24194;21;Orunia Górna - Gdańsk Południe;M;51
24195;27;Suchanino;F;58
24196;27;VII Dwór;F;48
24197;4;Stogi;F;30
24198;6;Orunia-Św.Wojciech-Lipce;F;59
24199;9;Przymorze Wielkie;F;14
24200;6;Chełm;F;56
24201;14;Osowa;M;44
24202;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
24203;27;Osowa;F;62
24204;8;Matarnia;F;69
24205;17;Orunia-Św.Wojciech-Lipce;F;40
24206;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;52
24207;7;Jasień;F;27
24208;8;Matarnia;M;68
24209;1;Orunia-Św.Wojciech-Lipce;F;33
24210;26;Osowa;M;62
24211;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;32
24212;1;Chełm;F;40
24213;3;Nowy Port;F;60
24214;17;Orunia Górna - Gdańsk Południe;F;49
24215;6;Śródmieście;M;31
24217;10;Wrzeszcz Dolny;F;39
24218;6;Śródmieście;M;1
24219;17;Orunia-Św.Wojciech-Lipce;F;44
24220;9;Oliwa;M;19
24221;1;Orunia-Św.Wojciech-Lipce;F;36
24222;24;Piecki-Migowo;F;0
24223;27;Wrzeszcz Górny;F;51
24224;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;20
24225;1;Przymorze Wielkie;F;22
24226;4;Osowa;M;37
24228;21;Osowa;F;42
24229;18;Ujeścisko-Łostowice;F;20
24230;2;Siedlce;F;34
24231;21;Osowa;F;8
24232;11;Chełm;M;42
24233;21;Jasień;F;30
24234;1;Zaspa Młyniec;F;50
24235;7;Siedlce;F;10
24236;1;Piecki-Migowo;M;68
24237;14;Jasień;M;30
24238;7;Wrzeszcz Górny;M;20
24239;4;Piecki-Migowo;F;50
24240;10;Wrzeszcz Górny;F;24
24241;1;Stogi;M;19
24242;27;Śródmieście;F;38
24243;1;Stogi;F;24
24244;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
24245;5;Oliwa;F;36
24246;17;Orunia-Św.Wojciech-Lipce;F;26
24247;5;Stogi;M;20
24248;6;Piecki-Migowo;M;58
24249;21;Jasień;M;1
24250;10;Wrzeszcz Górny;M;61
24251;28;Chełm;M;23
24252;6;Przymorze Wielkie;M;22
24253;21;Jasień;M;56
24254;6;Przymorze Wielkie;M;27
24255;1;Oliwa;M;48
24256;10;Zaspa Młyniec;F;33
24257;21;Matarnia;F;20
24258;2;Stogi;F;59
24259;14;Kokoszki;F;42
24260;2;Wrzeszcz Dolny;F;31
24261;17;Chełm;F;59
24262;17;Chełm;M;62
24263;23;Orunia Górna - Gdańsk Południe;M;37
24264;17;Orunia Górna - Gdańsk Południe;F;41
24265;23;Orunia Górna - Gdańsk Południe;F;45
24266;23;Strzyża;M;20
24267;28;Orunia Górna - Gdańsk Południe;M;30
24268;23;Orunia Górna - Gdańsk Południe;F;21
24269;27;Wyspa Sobieszewska;F;36
24270;25;Piecki-Migowo;F;37
24271;1;Przymorze Wielkie;F;46
24272;24;Wrzeszcz Górny;M;55
24273;20;Piecki-Migowo;F;7
24274;20;Piecki-Migowo;F;7
24275;1;Osowa;M;44
24276;18;Ujeścisko-Łostowice;F;37
24277;7;Wrzeszcz Dolny;M;9
24278;8;Oliwa;M;39
24279;9;Zaspa Rozstaje;F;43
24280;18;Piecki-Migowo;M;43
24281;1;Chełm;F;49
24282;20;Przeróbka;M;30
24285;7;Wrzeszcz Dolny;F;11
24286;1;Zaspa Młyniec;M;36
24287;12;Piecki-Migowo;M;11
24288;1;Wrzeszcz Dolny;M;39
24289;1;VII Dwór;F;61
24290;18;Orunia Górna - Gdańsk Południe;F;35
24291;26;Nowy Port;F;38
24292;1;Oliwa;F;50
24293;7;Suchanino;F;62
24295;7;Zaspa Młyniec;F;37
24296;1;Wrzeszcz Górny;M;33
24297;12;Piecki-Migowo;M;13
24298;22;Jasień;M;43
24299;18;Ujeścisko-Łostowice;F;43
24300;1;Śródmieście;F;44
24301;17;Orunia-Św.Wojciech-Lipce;F;30
24302;17;Orunia-Św.Wojciech-Lipce;F;25
24303;1;Wrzeszcz Dolny;F;25
24304;26;Przymorze Wielkie;M;27
24305;12;Piecki-Migowo;F;9
24306;1;Chełm;M;34
24307;7;Wrzeszcz Dolny;M;26
24308;26;Orunia-Św.Wojciech-Lipce;F;39
24309;22;Piecki-Migowo;M;31
24310;18;Ujeścisko-Łostowice;M;40
24311;18;Suchanino;M;46
24312;18;Jasień;F;30
24313;12;Piecki-Migowo;M;42
24314;15;Wrzeszcz Górny;F;60
24315;23;Chełm;F;42
24316;10;Zaspa Młyniec;M;38
24317;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;30
24318;10;Aniołki;M;19
24319;10;Zaspa Młyniec;M;41
24320;10;Przymorze Małe;M;18
24321;9;Brzeźno;F;56
24322;6;Śródmieście;F;36
24323;1;Przymorze Wielkie;F;32
24324;10;Piecki-Migowo;F;6
24325;18;Ujeścisko-Łostowice;F;40
24326;10;Piecki-Migowo;M;3
24327;18;Ujeścisko-Łostowice;M;8
24328;11;Ujeścisko-Łostowice;M;34
24329;27;Wrzeszcz Dolny;F;40
24330;26;Oliwa;M;52
24331;1;Strzyża;F;33
24332;12;Piecki-Migowo;M;26
24333;20;Orunia Górna - Gdańsk Południe;F;39
24334;12;Siedlce;M;93
24335;9;Kokoszki;F;41
24336;23;Chełm;F;39
24337;1;Jasień;F;33
24338;23;Ujeścisko-Łostowice;F;41
24339;18;Ujeścisko-Łostowice;M;5
24340;1;Piecki-Migowo;M;34
24341;9;Siedlce;F;85
24342;1;Nowy Port;M;38
24343;7;Młyniska;F;41
24344;20;Wyspa Sobieszewska;F;33
24345;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;11
24346;9;Kokoszki;M;42
24347;21;Jasień;M;36
24348;1;Piecki-Migowo;M;7
24349;15;Piecki-Migowo;F;31
24350;9;Wrzeszcz Górny;F;61
24351;10;Orunia Górna - Gdańsk Południe;F;9
24352;9;Kokoszki;M;69
24353;7;Wrzeszcz Dolny;F;35
24354;1;Piecki-Migowo;M;3
24355;26;Chełm;F;30
24356;23;Ujeścisko-Łostowice;M;41
24357;8;Przymorze Wielkie;F;33
24358;1;Matarnia;F;29
24359;9;Kokoszki;F;68
24360;27;Aniołki;F;53
24361;1;Strzyża;F;62
24362;13;Przymorze Wielkie;F;40
24363;18;Ujeścisko-Łostowice;F;45
24364;1;Strzyża;M;4
24365;21;Osowa;M;48
24366;20;Orunia Górna - Gdańsk Południe;M;41
24367;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;11
24368;1;Suchanino;F;34
24369;1;Strzyża;M;64
24370;20;Piecki-Migowo;M;35
24371;18;Ujeścisko-Łostowice;M;45
24372;16;Wrzeszcz Górny;F;50
24373;9;Kokoszki;F;63
24374;7;Brętowo;M;2
24375;13;Przymorze Wielkie;M;63
24376;10;Przymorze Małe;F;34
24377;9;Osowa;M;48
24378;22;Chełm;F;35
24379;21;Wrzeszcz Górny;M;25
24380;20;Orunia Górna - Gdańsk Południe;F;7
24381;9;Kokoszki;M;18
24382;21;Jasień;F;31
24383;18;Orunia Górna - Gdańsk Południe;M;17
24384;1;Wrzeszcz Dolny;F;60
24385;9;Przymorze Małe;M;10
24386;6;Chełm;F;43
24387;13;Przymorze Małe;F;24
24388;26;Osowa;F;31
24389;18;Piecki-Migowo;M;39
24390;1;Przymorze Małe;M;3
24391;27;VII Dwór;F;48
24392;9;Przymorze Wielkie;F;41
24393;6;Chełm;F;20
24394;14;Kokoszki;F;36
24395;12;Matarnia;F;49
24396;15;Piecki-Migowo;M;32
24397;17;Orunia-Św.Wojciech-Lipce;F;24
24398;1;Piecki-Migowo;F;29
24399;11;Siedlce;F;63
24400;1;Jasień;F;27
24401;18;Jasień;F;37
24402;27;Aniołki;M;56
24403;24;Zaspa Młyniec;M;31
24404;6;Chełm;F;18
24405;13;Przymorze Wielkie;M;25
24406;10;Przymorze Wielkie;M;10
24407;14;Kokoszki;M;36
24408;7;Przymorze Małe;M;63
24409;23;Orunia Górna - Gdańsk Południe;F;27
24410;1;Siedlce;F;63
24411;27;VII Dwór;M;48
24412;1;Strzyża;F;2
24413;14;Kokoszki;M;9
24414;10;Przymorze Wielkie;M;10
24415;13;Przymorze Wielkie;F;40
24416;20;Piecki-Migowo;F;43
24417;18;Ujeścisko-Łostowice;M;42
24418;18;Ujeścisko-Łostowice;F;29
24419;23;Orunia Górna - Gdańsk Południe;F;33
24420;10;Oliwa;M;23
24421;1;Wyspa Sobieszewska;F;50
24422;14;Kokoszki;M;3
24423;1;Orunia Górna - Gdańsk Południe;F;66
24424;5;Piecki-Migowo;M;46
24425;18;Ujeścisko-Łostowice;M;40
24426;14;Kokoszki;F;66
24427;9;Przymorze Wielkie;F;26
24428;6;Śródmieście;F;38
24429;23;Orunia Górna - Gdańsk Południe;M;34
24430;8;Piecki-Migowo;F;23
24431;25;Śródmieście;F;37
24432;26;Zaspa Młyniec;F;44
24433;21;Ujeścisko-Łostowice;F;39
24434;23;Chełm;M;36
24435;26;Zaspa Rozstaje;F;65
24436;10;Piecki-Migowo;M;41
24437;11;Ujeścisko-Łostowice;M;41
24438;14;Kokoszki;M;27
24439;18;Ujeścisko-Łostowice;F;8
24440;18;Orunia Górna - Gdańsk Południe;M;41
24441;6;Orunia-Św.Wojciech-Lipce;M;60
24442;24;Piecki-Migowo;F;34
24443;13;Piecki-Migowo;M;40
24444;20;Ujeścisko-Łostowice;M;27
24445;23;Orunia Górna - Gdańsk Południe;F;36
24446;9;Oliwa;F;23
24447;23;Kokoszki;F;46
24449;24;Piecki-Migowo;F;8
24450;1;Brzeźno;F;49
24451;9;Śródmieście;F;12
24452;13;Przymorze Wielkie;F;68
24453;24;Piecki-Migowo;M;6
24454;6;Przymorze Małe;F;60
24455;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;49
24456;14;Matarnia;M;41
24457;2;Piecki-Migowo;F;57
24458;13;Zaspa Rozstaje;F;43
24459;26;Zaspa Młyniec;F;62
24460;1;Przymorze Wielkie;M;32
24461;9;Orunia Górna - Gdańsk Południe;F;41
24462;24;Piecki-Migowo;M;4
24463;17;Orunia Górna - Gdańsk Południe;M;43
24464;27;Oliwa;F;40
24465;23;Śródmieście;M;39
24466;11;Piecki-Migowo;F;40
24467;24;Piecki-Migowo;M;38
24468;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;10
24469;2;Piecki-Migowo;M;70
24470;7;Zaspa Rozstaje;M;44
24471;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;1
24472;27;Młyniska;F;53
24474;1;Zaspa Młyniec;F;35
24475;25;Wrzeszcz Górny;F;39
24476;21;Osowa;F;9
24477;22;Chełm;M;38
24478;13;Przymorze Małe;F;37
24479;9;Śródmieście;F;11
24480;11;Piecki-Migowo;M;3
24481;12;Piecki-Migowo;F;42
24482;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;10
24483;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;10
24484;27;Piecki-Migowo;F;28
24485;10;Osowa;F;10
24486;18;Jasień;F;32
24487;6;Śródmieście;F;55
24488;11;Przymorze Małe;F;25
24489;14;Matarnia;M;60
24490;14;Osowa;F;24
24491;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;5
24492;1;Wrzeszcz Górny;F;59
24493;22;Orunia Górna - Gdańsk Południe;M;37
24495;5;Piecki-Migowo;F;35
24496;17;Orunia Górna - Gdańsk Południe;F;31
24497;12;Piecki-Migowo;F;16
24498;20;Przymorze Małe;F;42
24499;7;Siedlce;M;67
24500;28;Oliwa;F;17
24502;23;Orunia Górna - Gdańsk Południe;F;39
24503;10;Piecki-Migowo;M;10
24505;11;Ujeścisko-Łostowice;F;62
24506;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;10
24507;28;Wrzeszcz Górny;F;47
24508;1;Chełm;F;41
24509;11;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;37
24510;1;Jasień;M;51
24511;26;Wrzeszcz Dolny;M;21
24512;12;Piecki-Migowo;M;9
24513;1;Piecki-Migowo;F;7
24514;18;Siedlce;F;46
24515;1;Strzyża;F;43
24516;1;Przymorze Wielkie;M;32
24517;1;Siedlce;F;36
24518;6;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;9
24519;7;Suchanino;F;61
24520;24;Piecki-Migowo;F;62
24521;23;Orunia Górna - Gdańsk Południe;M;36
24522;10;Piecki-Migowo;M;28
24523;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;9
24524;6;Piecki-Migowo;F;37
24525;21;Piecki-Migowo;M;55
24526;20;Wyspa Sobieszewska;M;16
24527;14;Matarnia;F;59
24528;14;Kokoszki;F;39
24529;2;Przymorze Małe;M;45
24530;6;Orunia-Św.Wojciech-Lipce;M;24
24531;25;Suchanino;F;53
24532;6;Piecki-Migowo;M;9
24533;7;Wrzeszcz Dolny;F;54
24534;6;Piecki-Migowo;M;44
24535;14;Kokoszki;M;39
24536;1;Osowa;F;39
24537;23;Orunia Górna - Gdańsk Południe;F;40
24539;6;Piecki-Migowo;M;7
24540;14;Kokoszki;M;66
24541;6;Orunia Górna - Gdańsk Południe;F;25
24542;1;Wyspa Sobieszewska;F;33
24543;27;VII Dwór;F;18
24544;6;Piecki-Migowo;M;39
24545;19;Ujeścisko-Łostowice;F;32
24546;23;Orunia Górna - Gdańsk Południe;M;8
24547;20;Wrzeszcz Dolny;F;60
24548;14;Kokoszki;F;17
24549;9;Jasień;F;36
24550;6;Orunia-Św.Wojciech-Lipce;F;52
24551;10;Orunia Górna - Gdańsk Południe;F;43
24552;6;Śródmieście;M;33
24553;6;Piecki-Migowo;M;5
24554;2;Przymorze Wielkie;F;43
24555;11;Piecki-Migowo;M;47
24556;14;Kokoszki;M;15
24557;14;Piecki-Migowo;M;33
24558;10;Osowa;M;43
24559;18;Ujeścisko-Łostowice;F;36
24560;7;Jasień;F;38
24562;23;Orunia Górna - Gdańsk Południe;M;34
24563;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;9
24564;9;Orunia Górna - Gdańsk Południe;F;45
24565;27;Piecki-Migowo;F;67
24566;1;Strzyża;F;28
24568;1;Orunia-Św.Wojciech-Lipce;F;44
24569;11;Chełm;F;64
24571;23;Orunia Górna - Gdańsk Południe;M;6
24572;18;Ujeścisko-Łostowice;F;40
24574;25;Orunia-Św.Wojciech-Lipce;M;13
24575;8;Zaspa Młyniec;F;69
24576;22;Piecki-Migowo;F;35
24577;27;Oliwa;F;69
24578;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
24579;11;Wrzeszcz Dolny;F;39
24580;26;Siedlce;M;68
24582;1;Piecki-Migowo;F;34
24583;27;VII Dwór;F;63
24584;23;Orunia Górna - Gdańsk Południe;F;33
24585;13;Siedlce;F;32
24586;25;Wrzeszcz Dolny;M;17
24587;18;Orunia Górna - Gdańsk Południe;M;28
24588;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;41
24589;1;Piecki-Migowo;M;48
24590;13;Przymorze Małe;F;33
24591;9;Jasień;M;65
24592;6;Olszynka;M;10
24593;21;Ujeścisko-Łostowice;F;33
24594;18;Chełm;F;36
24595;1;Siedlce;F;6
24596;1;Suchanino;F;39
24597;23;Chełm;F;8
24599;18;Orunia Górna - Gdańsk Południe;M;34
24600;27;Orunia Górna - Gdańsk Południe;F;70
24601;1;Piecki-Migowo;M;0
24602;26;Piecki-Migowo;M;34
24603;1;Jasień;F;41
24604;20;Przymorze Małe;M;72
24605;10;Jasień;F;31
24606;14;Matarnia;M;73
24607;9;Siedlce;M;1
24608;27;Ujeścisko-Łostowice;F;16
24609;20;Przymorze Małe;F;67
24610;17;Orunia Górna - Gdańsk Południe;M;8
24611;1;Stogi;F;18
24612;1;Przymorze Wielkie;F;69
24613;9;Oliwa;M;14
24614;11;Jasień;F;51
24615;15;Ujeścisko-Łostowice;F;32
24616;18;Orunia Górna - Gdańsk Południe;F;42
24617;1;Stogi;F;38
24618;14;Osowa;M;34
24619;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;11
24620;1;Suchanino;M;4
24621;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;10
24622;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;10
24623;6;Jasień;M;39
24624;17;Orunia Górna - Gdańsk Południe;M;4
24625;10;Strzyża;F;43
24626;17;Orunia-Św.Wojciech-Lipce;F;41
24627;20;Piecki-Migowo;F;12
24628;1;Orunia Górna - Gdańsk Południe;F;35
24629;27;Ujeścisko-Łostowice;F;13
24630;15;Orunia Górna - Gdańsk Południe;M;2
24631;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;14
24632;18;Orunia Górna - Gdańsk Południe;M;20
24633;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
24634;1;Stogi;M;9
24635;1;Krakowiec-Górki Zachodnie;F;24
24636;11;Jasień;M;22
24637;10;Osowa;F;43
24638;1;Suchanino;M;7
24639;7;Siedlce;F;38
24640;1;Zaspa Rozstaje;F;37
24641;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;61
24642;18;Piecki-Migowo;F;45
24643;15;Wrzeszcz Górny;M;15
24644;1;Przymorze Wielkie;F;12
24645;11;Ujeścisko-Łostowice;M;62
24646;14;Kokoszki;F;45
24647;7;Zaspa Rozstaje;M;43
24648;18;Ujeścisko-Łostowice;M;40
24649;15;Wrzeszcz Górny;M;53
24650;15;Suchanino;F;42
24651;7;Nowy Port;F;49
24652;4;Suchanino;M;31
24653;11;Jasień;M;34
24654;1;Piecki-Migowo;F;37
24656;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;6
24657;1;Siedlce;F;64
24658;7;Przymorze Wielkie;M;29
24659;10;Piecki-Migowo;M;34
24660;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;13
24661;1;Piecki-Migowo;M;4
24662;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;6
24663;9;Brętowo;M;44
24664;5;Siedlce;M;63
24665;18;Ujeścisko-Łostowice;F;44
24666;18;Piecki-Migowo;F;69
24667;11;Jasień;F;16
24668;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;7
24669;1;Piecki-Migowo;F;8
24670;7;Nowy Port;M;49
24671;15;Suchanino;M;18
24672;14;Matarnia;F;70
24673;1;Orunia-Św.Wojciech-Lipce;F;35
24674;11;Kokoszki;M;47
24675;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;7
24676;10;Stogi;M;46
24677;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;8
24679;5;Siedlce;M;62
24680;27;Brętowo;M;49
24681;15;Suchanino;F;12
24682;7;Nowy Port;M;23
24683;10;Osowa;M;12
24684;7;Ujeścisko-Łostowice;M;37
24685;9;Siedlce;M;26
24686;11;Jasień;M;50
24688;9;Brętowo;F;48
24689;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;18
24690;7;Śródmieście;F;47
24691;18;Chełm;M;7
24692;18;Zaspa Rozstaje;F;39
24693;15;Oliwa;F;72
24694;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;7
24695;18;Chełm;M;4
24696;15;Wrzeszcz Górny;M;27
24697;1;Wrzeszcz Górny;M;4
24698;6;Brętowo;M;44
24699;18;Orunia Górna - Gdańsk Południe;M;22
24700;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
24701;18;Zaspa Rozstaje;M;9
24702;15;Oliwa;F;24
24703;1;Wrzeszcz Górny;F;2
24704;5;Siedlce;F;76
24705;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;7
24706;17;Orunia-Św.Wojciech-Lipce;F;80
24707;14;Osowa;F;25
24708;14;Oliwa;F;37
24709;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;7
24710;6;Siedlce;F;29
24711;18;Chełm;M;37
24712;1;Piecki-Migowo;M;84
24713;5;Siedlce;F;36
24714;18;Ujeścisko-Łostowice;F;32
24715;10;Osowa;M;63
24716;5;Siedlce;M;44
24717;14;Kokoszki;M;22
24718;18;Zaspa Rozstaje;M;40
24719;5;Siedlce;M;12
24720;18;Jasień;F;32
24721;1;Piecki-Migowo;F;70
24722;5;Siedlce;F;10
24723;7;Nowy Port;F;75
24724;5;Siedlce;M;3
24725;23;Orunia Górna - Gdańsk Południe;F;53
24726;10;Zaspa Rozstaje;F;36
24727;7;Nowy Port;M;76
24728;18;Kokoszki;F;35
24729;9;Brętowo;F;20
24730;1;Przymorze Małe;F;55
24731;13;Oliwa;M;68
24732;13;Przymorze Wielkie;M;72
24733;9;Zaspa Rozstaje;M;19
24734;2;Wrzeszcz Górny;F;43
24735;14;Osowa;M;38
24736;15;Brętowo;F;42
24737;11;Oliwa;F;84
24738;1;Stogi;F;70
24739;28;Przymorze Wielkie;F;34
24740;27;Wrzeszcz Górny;F;42
24741;27;Śródmieście;M;36
24742;8;Wrzeszcz Dolny;F;34
24743;1;Stogi;M;74
24744;21;Kokoszki;F;25
24745;1;Zaspa Rozstaje;F;14
24746;23;Orunia Górna - Gdańsk Południe;M;28
24747;4;Suchanino;M;25
24748;6;Śródmieście;F;37
24749;1;Zaspa Rozstaje;M;10
24750;14;Kokoszki;F;62
24751;5;Orunia Górna - Gdańsk Południe;F;22
24752;17;Orunia-Św.Wojciech-Lipce;F;47
24753;10;Wrzeszcz Dolny;F;34
24754;7;Wrzeszcz Dolny;F;25
24755;18;Jasień;F;33
24756;18;Chełm;F;48
24757;27;Wzgórze Mickiewicza;F;23
24758;10;Zaspa Rozstaje;M;42
24759;6;Śródmieście;M;10
24760;10;Piecki-Migowo;F;30
24762;6;Wzgórze Mickiewicza;F;38
24764;1;Zaspa Młyniec;F;40
24765;22;Piecki-Migowo;F;42
24766;4;Oliwa;F;25
24767;7;Brzeźno;F;48
24768;16;Wrzeszcz Dolny;M;34
24769;10;Siedlce;M;54
24770;7;Brzeźno;F;43
24771;1;Strzyża;F;58
24772;4;Przymorze Małe;F;79
24773;1;Wrzeszcz Dolny;F;61
24774;4;Wrzeszcz Górny;F;40
24775;27;Wrzeszcz Górny;M;74
24776;1;Nowy Port;M;67
24777;5;Młyniska;M;32
24778;28;Oliwa;F;60
24779;4;Ujeścisko-Łostowice;M;39
24780;27;Wrzeszcz Górny;F;69
24781;18;Piecki-Migowo;F;33
24782;20;Wyspa Sobieszewska;F;42
24783;1;Przymorze Wielkie;F;28
24784;6;Śródmieście;M;34
24785;11;Ujeścisko-Łostowice;F;41
24786;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
24787;18;Kokoszki;F;41
24788;21;Ujeścisko-Łostowice;F;48
24789;18;Jasień;M;34
24790;27;Śródmieście;F;85
24791;27;Wrzeszcz Górny;F;5
24792;1;Aniołki;M;36
24793;20;VII Dwór;F;79
24794;12;Jasień;F;42
24796;11;Ujeścisko-Łostowice;M;5
24797;18;Piecki-Migowo;F;3
24798;1;Chełm;F;28
24799;14;Osowa;F;36
24800;7;Brzeźno;F;38
24801;27;Siedlce;M;54
24802;27;Przymorze Wielkie;F;51
24803;23;Ujeścisko-Łostowice;M;30
24804;27;Suchanino;M;32
24805;18;Chełm;M;43
24806;6;Śródmieście;F;0
24807;1;Piecki-Migowo;M;28
24808;21;Matarnia;F;36
24809;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;45
24810;23;Orunia Górna - Gdańsk Południe;M;43
24811;1;Strzyża;M;25
24812;8;Oliwa;F;39
24813;17;Suchanino;F;37
24814;7;Przymorze Wielkie;M;33
24815;11;Ujeścisko-Łostowice;F;4
24816;6;Śródmieście;M;35
24817;18;Piecki-Migowo;F;0
24818;1;Kokoszki;M;5
24819;7;Wrzeszcz Dolny;F;57
24820;26;Orunia Górna - Gdańsk Południe;M;29
24821;14;Matarnia;M;24
24822;4;Ujeścisko-Łostowice;F;14
24823;26;Suchanino;M;53
24824;14;Osowa;M;41
24825;1;Zaspa Rozstaje;M;16
24826;20;Brzeźno;F;46
24827;26;Śródmieście;F;62
24828;18;Piecki-Migowo;M;38
24829;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;27
24830;27;Wrzeszcz Dolny;F;43
24831;17;Orunia Górna - Gdańsk Południe;F;33
24832;7;Nowy Port;M;41
24833;18;Chełm;M;32
24834;1;Śródmieście;M;28
24835;20;Brzeźno;F;10
24836;10;Suchanino;M;4
24837;17;Orunia-Św.Wojciech-Lipce;M;20
24838;8;Oliwa;M;4
24839;1;Brzeźno;F;38
24840;7;Jasień;M;28
24841;1;Kokoszki;F;1
24842;7;Zaspa Młyniec;M;20
24843;9;Zaspa Rozstaje;M;40
24844;18;Orunia-Św.Wojciech-Lipce;F;32
24845;18;Przymorze Małe;M;37
24846;18;Jasień;F;38
24847;10;Zaspa Młyniec;F;29
24848;23;Ujeścisko-Łostowice;M;36
24849;1;Orunia Górna - Gdańsk Południe;F;41
24850;23;Orunia Górna - Gdańsk Południe;M;10
24851;14;Osowa;M;40
24852;20;Brętowo;M;40
24853;17;Orunia Górna - Gdańsk Południe;M;19
24854;20;Brętowo;M;35
24855;18;Stogi;M;38
24856;8;Oliwa;M;46
24857;4;Ujeścisko-Łostowice;M;63
24858;18;Piecki-Migowo;F;34
24859;12;Piecki-Migowo;M;31
24860;10;Brzeźno;M;40
24861;8;Oliwa;F;1
24862;11;Jasień;M;37
24863;14;Matarnia;F;34
24864;1;Brzeźno;M;40
24865;1;Orunia Górna - Gdańsk Południe;F;34
24866;8;Wrzeszcz Górny;F;41
24867;21;Jasień;F;2
24868;17;Orunia-Św.Wojciech-Lipce;F;61
24869;7;Brzeźno;F;34
24870;12;Wrzeszcz Górny;M;37
24871;10;Brętowo;F;36
24872;20;Brzeźno;F;5
24873;1;Piecki-Migowo;M;34
24874;9;Ujeścisko-Łostowice;M;45
24875;20;Zaspa Młyniec;F;42
24876;2;Chełm;M;31
24877;23;Orunia Górna - Gdańsk Południe;F;31
24878;17;Orunia-Św.Wojciech-Lipce;M;65
24879;11;Jasień;M;22
24880;22;Orunia Górna - Gdańsk Południe;F;38
24881;18;Zaspa Młyniec;F;44
24882;1;Przymorze Wielkie;M;45
24884;18;Ujeścisko-Łostowice;F;43
24886;18;Ujeścisko-Łostowice;F;31
24887;17;Orunia Górna - Gdańsk Południe;M;44
24888;9;Siedlce;M;34
24889;15;Piecki-Migowo;F;38
24890;18;Ujeścisko-Łostowice;F;30
24891;18;Piecki-Migowo;M;1
24892;21;Zaspa Młyniec;M;24
24893;1;Brzeźno;F;13
24894;23;Chełm;F;40
24896;9;Zaspa Młyniec;M;40
24897;1;Kokoszki;M;53
24898;28;Wrzeszcz Górny;F;34
24899;17;Orunia-Św.Wojciech-Lipce;F;5
24900;8;Wrzeszcz Górny;F;8
24901;9;Zaspa Rozstaje;F;10
24902;11;Piecki-Migowo;F;30
24903;11;Jasień;F;0
24904;27;Wrzeszcz Górny;M;42
24905;18;Chełm;M;41
24906;14;Osowa;F;45
24907;9;Ujeścisko-Łostowice;F;49
24908;18;Chełm;M;50
24909;5;Wrzeszcz Dolny;F;13
24910;21;Kokoszki;M;32
24911;9;Krakowiec-Górki Zachodnie;F;27
24912;11;Jasień;F;32
24913;9;Zaspa Rozstaje;M;16
24914;21;Śródmieście;M;34
24915;10;Oliwa;M;45
24916;7;Przymorze Wielkie;M;34
24917;18;Ujeścisko-Łostowice;M;50
24918;7;Aniołki;F;42
24919;21;Jasień;F;33
24920;19;Orunia Górna - Gdańsk Południe;F;33
24921;23;Orunia Górna - Gdańsk Południe;F;39
24922;21;Osowa;F;58
24923;21;Osowa;M;49
24924;11;Ujeścisko-Łostowice;M;33
24925;18;Piecki-Migowo;F;5
24926;7;Brzeźno;M;38
24927;10;Stogi;M;35
24928;1;Brzeźno;F;10
24929;9;Zaspa Rozstaje;M;7
24930;11;Nowy Port;M;40
24931;18;Orunia Górna - Gdańsk Południe;M;29
24932;1;Suchanino;M;31
24933;7;Wrzeszcz Górny;M;32
24934;9;Oliwa;M;48
24935;23;Chełm;F;37
24936;27;Brętowo;M;47
24937;18;Ujeścisko-Łostowice;M;37
24938;14;Osowa;M;37
24939;18;Orunia Górna - Gdańsk Południe;F;50
24940;7;Śródmieście;M;30
24941;26;Przymorze Wielkie;F;67
24943;21;Kokoszki;M;35
24944;12;Jasień;M;30
24945;2;Wrzeszcz Górny;M;39
24946;27;Zaspa Młyniec;F;38
24947;26;Wrzeszcz Dolny;M;42
24948;14;Osowa;M;47
24949;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;30
24950;1;Brzeźno;F;17
24951;1;Orunia Górna - Gdańsk Południe;F;29
24952;2;Brzeźno;M;45
24953;21;Matarnia;F;28
24954;18;Ujeścisko-Łostowice;F;4
24955;11;Piecki-Migowo;M;39
24956;16;Brętowo;M;35
24957;4;Wrzeszcz Górny;M;33
24958;18;Ujeścisko-Łostowice;F;36
24959;28;Oliwa;F;45
24960;27;Brzeźno;M;52
24961;26;Wrzeszcz Górny;F;37
24962;18;Jasień;M;29
24963;18;Ujeścisko-Łostowice;F;34
24964;17;Orunia Górna - Gdańsk Południe;M;35
24965;14;Osowa;M;39
24966;10;Kokoszki;M;36
24967;12;Piecki-Migowo;F;30
24968;14;Osowa;F;65
24970;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
24971;8;VII Dwór;M;30
24972;9;Zaspa Rozstaje;F;2
24973;28;Zaspa Młyniec;M;31
24974;14;Osowa;M;32
24975;10;Wrzeszcz Dolny;M;37
24976;7;Przymorze Wielkie;M;36
24977;27;Aniołki;F;25
24978;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
24979;27;Piecki-Migowo;M;36
24980;18;Chełm;M;39
24981;2;Wrzeszcz Dolny;F;42
24982;11;Jasień;M;52
24983;18;Chełm;M;51
24984;27;Strzyża;F;3
24985;18;Ujeścisko-Łostowice;M;56
24986;14;Osowa;M;45
24987;27;Oliwa;M;37
24988;8;Wrzeszcz Górny;F;58
24989;18;Ujeścisko-Łostowice;F;32
24990;27;Jasień;F;37
24991;23;Chełm;M;36
24992;14;Osowa;M;30
24993;18;Ujeścisko-Łostowice;M;34
24994;26;Piecki-Migowo;F;25
24995;7;Wrzeszcz Górny;M;47
24996;18;Orunia Górna - Gdańsk Południe;F;37
24997;11;Ujeścisko-Łostowice;F;37
24998;8;Zaspa Młyniec;M;70
24999;9;Zaspa Rozstaje;M;27
25000;21;Osowa;F;32
25001;26;Stogi;M;30
25002;9;Wrzeszcz Dolny;F;55
25003;24;Zaspa Młyniec;F;41
25004;18;Ujeścisko-Łostowice;F;27
25005;2;Letnica;M;4
25006;14;Osowa;F;34
25007;11;Przymorze Wielkie;M;33
25008;17;Orunia Górna - Gdańsk Południe;M;2
25009;1;Jasień;F;39
25010;18;Orunia Górna - Gdańsk Południe;M;5
25011;20;Suchanino;M;64
25012;6;Śródmieście;M;6
25013;1;Chełm;F;22
25015;1;Oliwa;F;31
25016;9;Śródmieście;F;34
25017;11;Ujeścisko-Łostowice;F;38
25018;10;Zaspa Młyniec;M;36
25019;23;Orunia Górna - Gdańsk Południe;F;30
25020;10;Przymorze Małe;M;36
25021;7;Piecki-Migowo;F;34
25022;27;Przymorze Wielkie;F;42
25023;7;Zaspa Młyniec;M;40
25025;7;Przymorze Wielkie;M;29
25026;28;Zaspa Rozstaje;M;30
25027;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;37
25028;18;Ujeścisko-Łostowice;M;44
25029;23;Orunia-Św.Wojciech-Lipce;F;79
25030;6;Orunia Górna - Gdańsk Południe;F;39
25031;10;Zaspa Rozstaje;F;42
25032;17;Orunia Górna - Gdańsk Południe;M;32
25033;6;Osowa;M;27
25034;8;Osowa;F;62
25035;7;Przymorze Małe;M;9
25036;23;Orunia Górna - Gdańsk Południe;F;35
25037;6;Stogi;F;62
25038;10;Zaspa Młyniec;M;33
25039;10;Ujeścisko-Łostowice;M;35
25040;6;Wrzeszcz Górny;M;32
25041;26;Jasień;M;37
25042;18;Ujeścisko-Łostowice;M;32
25043;9;Aniołki;F;36
25044;17;Orunia Górna - Gdańsk Południe;F;28
25045;6;VII Dwór;M;43
25046;1;Piecki-Migowo;F;43
25047;7;Orunia Górna - Gdańsk Południe;M;56
25048;9;Brzeźno;F;15
25049;26;Nowy Port;M;31
25050;9;Przymorze Małe;M;31
25051;14;Osowa;M;38
25052;10;Wrzeszcz Górny;M;33
25053;7;Nowy Port;M;42
25054;7;Chełm;M;31
25055;2;Wrzeszcz Dolny;M;23
25056;6;Nowy Port;M;29
25057;1;Piecki-Migowo;F;16
25058;26;Piecki-Migowo;M;40
25059;21;Osowa;F;40
25060;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
25061;10;Oliwa;M;41
25062;23;Piecki-Migowo;M;29
25063;2;Letnica;F;0
25064;26;Przymorze Wielkie;F;27
25065;27;Oliwa;M;46
25067;7;Orunia Górna - Gdańsk Południe;F;25
25068;18;Chełm;M;24
25069;10;Zaspa Rozstaje;F;75
25070;26;Chełm;M;32
25071;6;Orunia-Św.Wojciech-Lipce;F;34
25072;9;Aniołki;M;28
25073;18;Śródmieście;F;25
25074;5;Oliwa;M;37
25075;20;Młyniska;F;38
25076;18;Ujeścisko-Łostowice;F;32
25077;9;Piecki-Migowo;M;39
25078;7;Przymorze Małe;M;7
25079;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
25080;11;Jasień;M;38
25081;9;Aniołki;M;17
25082;20;Zaspa Młyniec;F;42
25083;12;Wrzeszcz Górny;M;32
25084;27;Siedlce;M;43
25085;1;Piecki-Migowo;F;9
25086;18;Ujeścisko-Łostowice;F;18
25087;18;Orunia Górna - Gdańsk Południe;M;46
25088;1;Piecki-Migowo;F;37
25089;10;Zaspa Młyniec;M;31
25090;7;Brzeźno;F;39
25091;10;Wrzeszcz Górny;M;35
25092;18;Suchanino;F;37
25093;7;Ujeścisko-Łostowice;F;28
25094;6;Stogi;M;64
25095;2;Wrzeszcz Dolny;F;28
25096;16;Przymorze Małe;F;91
25097;14;Kokoszki;M;41
25098;11;Jasień;M;42
25099;2;Strzyża;M;48
25100;22;Jasień;F;32
25101;11;Chełm;M;41
25102;14;Matarnia;M;35
25103;1;Kokoszki;F;40
25104;18;Ujeścisko-Łostowice;M;27
25105;18;Chełm;F;39
25106;23;Ujeścisko-Łostowice;M;37
25107;9;Aniołki;M;26
25108;7;Wrzeszcz Dolny;M;39
25109;18;Chełm;M;31
25110;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;45
25111;11;Jasień;F;44
25112;7;Brzeźno;F;47
25113;18;Ujeścisko-Łostowice;F;45
25114;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
25115;1;Strzyża;M;32
25116;28;Piecki-Migowo;M;47
25117;1;Piecki-Migowo;M;12
25118;18;Suchanino;F;9
25119;1;Suchanino;F;41
25120;22;Jasień;M;36
25121;7;Ujeścisko-Łostowice;M;40
25122;27;Śródmieście;F;29
25123;26;Wrzeszcz Dolny;F;34
25124;26;Wrzeszcz Dolny;F;41
25125;6;Śródmieście;F;6
25126;7;Suchanino;M;37
25127;10;Piecki-Migowo;M;43
25128;15;Ujeścisko-Łostowice;M;26
25129;8;Przymorze Małe;M;35
25130;21;Przymorze Małe;F;78
25131;1;Olszynka;F;49
25132;1;Piecki-Migowo;F;75
25133;14;Jasień;M;39
25134;9;Wrzeszcz Górny;F;40
25135;18;Jasień;F;34
25136;9;Chełm;M;31
25137;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;43
25138;15;Wrzeszcz Górny;F;33
25139;6;Suchanino;M;32
25140;24;Wrzeszcz Dolny;F;31
25141;13;Oliwa;F;35
25142;1;Brzeźno;F;7
25143;28;Kokoszki;F;40
25144;18;Suchanino;F;11
25145;3;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
25146;11;Ujeścisko-Łostowice;F;28
25147;18;Orunia Górna - Gdańsk Południe;F;33
25148;6;Przymorze Małe;M;28
25149;7;Wrzeszcz Dolny;M;38
25150;7;Brzeźno;M;59
25151;1;Wrzeszcz Dolny;F;43
25152;28;Zaspa Rozstaje;M;29
25153;6;Śródmieście;F;3
25154;20;Jasień;F;31
25155;7;Wrzeszcz Dolny;M;39
25156;8;Wrzeszcz Górny;F;40
25157;7;Brzeźno;M;35
25158;21;Kokoszki;M;38
25159;18;Suchanino;M;40
25160;7;Zaspa Młyniec;M;31
25161;10;Przymorze Małe;F;31
25162;21;Kokoszki;M;37
25163;9;Wrzeszcz Górny;M;2
25164;13;Przymorze Wielkie;F;45
25165;18;Ujeścisko-Łostowice;M;40
25166;11;Orunia-Św.Wojciech-Lipce;M;45
25167;2;Wrzeszcz Górny;M;42
25168;27;Przymorze Wielkie;M;30
25169;18;Ujeścisko-Łostowice;M;36
25170;10;Piecki-Migowo;M;35
25171;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;54
25172;11;Kokoszki;F;4
25173;18;Jasień;M;31
25174;1;Siedlce;F;46
25175;7;Chełm;M;41
25176;1;Orunia Górna - Gdańsk Południe;F;25
25177;1;Wzgórze Mickiewicza;M;5
25178;3;Przymorze Małe;M;49
25179;2;Wrzeszcz Górny;M;27
25180;21;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;84
25181;1;Przymorze Małe;F;13
25182;13;Brzeźno;F;73
25183;16;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
25184;12;Piecki-Migowo;M;40
25185;12;Piecki-Migowo;M;27
25186;15;Piecki-Migowo;M;39
25187;1;Stogi;F;39
25188;27;Aniołki;M;40
25189;1;Wrzeszcz Górny;F;33
25190;23;Kokoszki;M;23
25191;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;20
25192;2;Ujeścisko-Łostowice;F;45
25193;2;Wrzeszcz Dolny;M;40
25194;17;Orunia-Św.Wojciech-Lipce;F;77
25195;11;Orunia Górna - Gdańsk Południe;M;34
25196;7;Wrzeszcz Górny;M;58
25197;21;Piecki-Migowo;F;6
25198;1;Siedlce;M;25
25199;18;Jasień;M;35
25200;9;Nowy Port;M;28
25201;9;Ujeścisko-Łostowice;F;45
25202;27;Suchanino;M;29
25203;10;Zaspa Rozstaje;F;62
25204;18;Orunia Górna - Gdańsk Południe;F;38
25205;13;Suchanino;F;58
25206;20;Zaspa Młyniec;F;34
25207;9;Chełm;M;24
25208;27;Siedlce;F;40
25209;27;Piecki-Migowo;F;40
25210;4;Siedlce;M;41
25211;7;Kokoszki;F;31
25212;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;63
25213;20;Suchanino;F;38
25214;13;Przymorze Wielkie;F;72
25215;1;Siedlce;F;26
25216;7;Wrzeszcz Dolny;F;6
25217;13;Brzeźno;M;74
25218;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;12
25219;1;Orunia Górna - Gdańsk Południe;F;24
25220;18;Chełm;M;34
25222;6;Orunia Górna - Gdańsk Południe;M;31
25223;15;Piecki-Migowo;F;30
25224;26;Przymorze Wielkie;M;56
25225;1;Wrzeszcz Górny;F;26
25226;1;Wzgórze Mickiewicza;F;10
25227;21;Jasień;F;35
25228;26;Jasień;F;35
25229;13;Przymorze Wielkie;M;70
25230;10;Jasień;M;31
25231;18;Orunia Górna - Gdańsk Południe;F;9
25232;8;Przymorze Małe;F;37
25233;10;Piecki-Migowo;M;36
25234;6;Śródmieście;F;45
25235;13;Przymorze Wielkie;M;77
25236;23;Orunia Górna - Gdańsk Południe;F;28
25237;21;Wrzeszcz Dolny;M;37
25238;9;Piecki-Migowo;M;35
25239;24;Stogi;M;37
25240;1;Piecki-Migowo;F;35
25241;4;Przymorze Małe;M;62
25242;11;Ujeścisko-Łostowice;F;36
25243;9;Chełm;F;33
25244;11;Piecki-Migowo;M;34
25245;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;68
25246;1;Siedlce;M;32
25247;10;Zaspa Rozstaje;F;67
25248;11;Jasień;F;30
25249;17;Chełm;M;46
25250;10;Oliwa;F;28
25251;18;Ujeścisko-Łostowice;M;42
25252;10;Wrzeszcz Dolny;F;78
25253;11;Ujeścisko-Łostowice;M;50
25254;1;Wzgórze Mickiewicza;F;12
25255;1;Wzgórze Mickiewicza;M;37
25256;13;Brzeźno;F;48
25257;1;Osowa;M;28
25258;1;Przymorze Wielkie;F;32
25259;26;Chełm;M;41
25260;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;12
25261;1;Chełm;F;30
25262;26;Jasień;F;26
25263;23;Chełm;M;28
25264;1;Wrzeszcz Górny;F;50
25265;18;Orunia Górna - Gdańsk Południe;M;6
25266;26;Wrzeszcz Dolny;F;74
25267;6;Wrzeszcz Górny;M;34
25268;10;Młyniska;M;25
25269;20;Oliwa;F;44
25270;10;Wrzeszcz Dolny;M;36
25271;23;Brętowo;M;53
25272;24;Śródmieście;M;32
25273;13;Przymorze Wielkie;M;33
25274;11;Jasień;F;34
25275;1;Brzeźno;F;66
25276;7;Wrzeszcz Dolny;F;34
25277;18;Siedlce;F;89
25278;1;Przymorze Wielkie;F;32
25279;4;Nowy Port;M;4
25280;10;Zaspa Młyniec;F;44
25281;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
25282;26;Zaspa Młyniec;M;64
25283;1;Przymorze Małe;F;35
25284;6;Osowa;F;37
25285;14;Osowa;M;43
25286;10;Zaspa Rozstaje;F;8
25287;1;Wzgórze Mickiewicza;F;16
25288;6;Śródmieście;F;59
25289;7;Wrzeszcz Dolny;F;35
25290;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;1
25291;18;Chełm;F;44
25292;14;Matarnia;M;19
25293;2;Wrzeszcz Dolny;M;32
25295;27;Brętowo;F;65
25296;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;13
25297;23;Orunia Górna - Gdańsk Południe;M;28
25298;18;Orunia Górna - Gdańsk Południe;F;41
25299;1;Wrzeszcz Górny;M;32
25300;10;Przymorze Wielkie;F;34
25301;10;Zaspa Rozstaje;M;39
25302;11;Ujeścisko-Łostowice;F;43
25303;7;Brzeźno;F;60
25304;18;Ujeścisko-Łostowice;F;32
25305;18;Orunia Górna - Gdańsk Południe;M;58
25306;10;Oliwa;M;21
25307;7;Brzeźno;F;53
25308;6;Śródmieście;F;43
25309;18;Ujeścisko-Łostowice;M;36
25310;10;Zaspa Rozstaje;F;5
25311;2;Wrzeszcz Dolny;M;42
25312;12;Piecki-Migowo;F;34
25313;10;Przymorze Wielkie;F;43
25314;24;Śródmieście;F;0
25315;27;Piecki-Migowo;F;65
25316;18;Ujeścisko-Łostowice;M;43
25317;1;Jasień;F;25
25318;11;Jasień;M;54
25319;1;Przymorze Małe;F;10
25320;1;Aniołki;F;34
25321;22;Ujeścisko-Łostowice;M;31
25322;7;Wrzeszcz Górny;M;27
25323;23;Ujeścisko-Łostowice;F;41
25324;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;13
25325;8;Oliwa;M;32
25326;1;Siedlce;M;39
25327;9;Chełm;M;15
25328;1;Ujeścisko-Łostowice;M;8
25329;18;Ujeścisko-Łostowice;M;44
25330;4;Nowy Port;M;8
25331;12;Piecki-Migowo;F;9
25332;18;Ujeścisko-Łostowice;M;40
25333;17;Orunia Górna - Gdańsk Południe;M;20
25334;6;Ujeścisko-Łostowice;F;31
25335;7;Brzeźno;M;51
25336;14;Kokoszki;M;60
25337;9;Stogi;M;24
25338;9;Przymorze Małe;M;12
25339;20;Ujeścisko-Łostowice;F;35
25340;26;Stogi;F;39
25341;27;Aniołki;M;37
25343;13;Przymorze Wielkie;F;48
25344;13;Przymorze Wielkie;F;50
25345;18;Ujeścisko-Łostowice;F;31
25346;1;Przymorze Małe;M;51
25347;17;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
25348;7;Brętowo;F;30
25349;10;Suchanino;M;19
25350;9;Rudniki;F;57
25351;11;Matarnia;F;80
25352;18;Ujeścisko-Łostowice;F;39
25353;10;Suchanino;F;12
25354;7;Jasień;F;26
25355;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;13
25356;7;Brzeźno;F;53
25357;14;Kokoszki;M;35
25358;1;Wyspa Sobieszewska;M;21
25359;26;Ujeścisko-Łostowice;F;39
25360;7;Wrzeszcz Dolny;F;8
25361;16;Jasień;M;37
25362;1;Przymorze Małe;F;48
25363;10;Przymorze Małe;F;42
25364;6;Wrzeszcz Górny;M;28
25365;10;Zaspa Młyniec;M;42
25366;27;Siedlce;M;36
25367;10;Strzyża;M;33
25368;1;Kokoszki;M;10
25369;27;Ujeścisko-Łostowice;M;34
25370;11;Ujeścisko-Łostowice;M;36
25371;7;Wrzeszcz Dolny;M;36
25372;7;Zaspa Młyniec;M;43
25373;8;Przymorze Małe;F;80
25374;7;Wrzeszcz Dolny;M;60
25375;10;Jasień;F;30
25376;10;Przymorze Wielkie;F;42
25377;10;Zaspa Młyniec;F;14
25378;1;Suchanino;M;51
25379;10;Piecki-Migowo;M;32
25380;26;Osowa;F;24
25381;18;Śródmieście;F;33
25382;27;Wrzeszcz Dolny;F;30
25383;10;Suchanino;F;9
25384;1;Strzyża;F;41
25385;10;Chełm;M;31
25386;13;Wrzeszcz Górny;M;32
25387;11;Jasień;M;34
25388;9;Przymorze Wielkie;M;45
25389;8;Brętowo;M;26
25390;27;Orunia Górna - Gdańsk Południe;F;38
25391;11;Ujeścisko-Łostowice;F;33
25392;1;Przymorze Małe;F;37
25393;18;Chełm;F;76
25394;8;Wrzeszcz Górny;F;4
25395;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;62
25396;6;Śródmieście;M;35
25397;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
25398;6;Wyspa Sobieszewska;M;46
25399;1;Kokoszki;M;11
25400;18;Piecki-Migowo;M;29
25401;21;Piecki-Migowo;F;31
25403;11;Ujeścisko-Łostowice;F;45
25404;18;Jasień;F;40
25405;18;Ujeścisko-Łostowice;F;44
25406;27;Zaspa Rozstaje;M;39
25407;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;13
25408;7;Brzeźno;M;45
25409;27;Śródmieście;F;58
25410;18;Ujeścisko-Łostowice;F;61
25411;1;Strzyża;F;11
25412;1;Przymorze Małe;M;36
25413;10;Suchanino;F;5
25415;10;Przymorze Małe;M;36
25416;24;Piecki-Migowo;F;53
25417;6;Stogi;M;50
25418;12;Piecki-Migowo;F;34
25419;8;Wrzeszcz Górny;M;41
25420;7;Przymorze Wielkie;M;26
25421;1;Orunia Górna - Gdańsk Południe;M;36
25422;10;Oliwa;F;28
25423;5;Ujeścisko-Łostowice;M;35
25424;27;Zaspa Rozstaje;F;40
25425;22;Jasień;M;22
25426;1;Piecki-Migowo;F;37
25427;12;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;47
25428;26;Chełm;F;61
25429;7;Brzeźno;F;79
25430;5;Zaspa Młyniec;F;37
25431;6;Śródmieście;F;0
25432;20;Chełm;F;36
25433;18;Ujeścisko-Łostowice;F;28
25434;7;Brzeźno;F;46
25435;18;Orunia Górna - Gdańsk Południe;M;43
25436;1;Przymorze Małe;F;8
25437;10;Przymorze Małe;M;13
25438;18;Orunia Górna - Gdańsk Południe;M;55
25439;2;Siedlce;F;48
25440;4;Osowa;F;40
25441;11;Strzyża;M;42
25442;1;Oliwa;F;35
25443;1;Przymorze Małe;F;36
25444;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;12
25445;20;Stogi;F;36
25446;1;Piecki-Migowo;F;7
25447;17;Jasień;F;34
25448;18;Orunia Górna - Gdańsk Południe;F;38
25449;21;Piecki-Migowo;F;34
25450;21;Kokoszki;M;34
25451;23;Chełm;F;42
25452;12;Piecki-Migowo;F;10
25453;11;Matarnia;M;64
25454;2;Przymorze Małe;M;28
25455;13;Przymorze Małe;M;31
25456;15;Piecki-Migowo;F;34
25457;11;Ujeścisko-Łostowice;M;31
25458;1;Zaspa Rozstaje;F;31
25459;5;Śródmieście;M;59
25460;2;Siedlce;M;36
25461;8;Oliwa;F;59
25462;5;Zaspa Młyniec;M;2
25463;2;Wrzeszcz Dolny;F;32
25464;1;Oliwa;F;3
25465;12;Piecki-Migowo;M;11
25466;1;Przymorze Wielkie;F;13
25467;13;Osowa;M;38
25468;18;Ujeścisko-Łostowice;M;14
25469;18;Ujeścisko-Łostowice;M;40
25470;6;Śródmieście;M;34
25471;11;Ujeścisko-Łostowice;M;30
25472;20;Stogi;F;4
25473;7;Wrzeszcz Dolny;M;29
25474;1;Osowa;F;40
25475;6;Stogi;F;72
25476;10;Wrzeszcz Górny;F;5
25477;26;Suchanino;M;43
25478;18;Jasień;M;29
25479;17;Jasień;M;3
25480;1;Piecki-Migowo;F;56
25481;1;Orunia Górna - Gdańsk Południe;F;30
25482;10;Przymorze Małe;F;10
25483;18;Ujeścisko-Łostowice;M;32
25484;10;Brętowo;M;47
25485;20;Jasień;F;39
25486;12;Piecki-Migowo;M;7
25487;12;Piecki-Migowo;M;8
25488;18;Chełm;F;42
25489;11;Brętowo;M;36
25490;9;Strzyża;F;37
25491;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;13
25492;24;Przymorze Małe;M;30
25493;26;Piecki-Migowo;M;32
25494;8;Oliwa;M;39
25495;18;Orunia-Św.Wojciech-Lipce;F;40
25496;1;Siedlce;F;46
25497;25;Młyniska;F;39
25498;20;Osowa;M;6
25499;9;Młyniska;M;55
25500;10;Przymorze Małe;M;42
25501;14;Kokoszki;M;46
25502;26;Jasień;M;33
25503;18;Piecki-Migowo;F;31
25504;5;Zaspa Młyniec;F;7
25505;22;Strzyża;M;28
25506;1;Jasień;F;30
25507;19;Orunia Górna - Gdańsk Południe;M;23
25508;10;Osowa;M;39
25509;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;42
25510;24;Zaspa Młyniec;F;44
25511;9;Jasień;M;9
25512;1;Siedlce;F;42
25513;16;Suchanino;M;47
25514;28;Osowa;F;12
25515;10;Przymorze Wielkie;F;79
25516;7;Siedlce;F;21
25517;4;Wrzeszcz Górny;F;31
25518;21;Matarnia;M;25
25519;7;Wrzeszcz Dolny;F;53
25520;1;Jasień;M;33
25521;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;34
25522;9;Kokoszki;M;56
25523;6;Siedlce;M;64
25524;1;Przymorze Małe;M;3
25525;21;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;92
25526;20;Jasień;F;36
25527;4;Piecki-Migowo;M;3
25528;27;Osowa;F;42
25529;8;Zaspa Młyniec;M;38
25530;10;Zaspa Rozstaje;M;70
25531;15;Piecki-Migowo;M;29
25532;22;Wrzeszcz Dolny;F;32
25533;7;Siedlce;F;41
25534;1;Nowy Port;F;30
25535;12;VII Dwór;M;62
25536;27;Chełm;M;27
25537;10;Jasień;M;36
25538;2;Wrzeszcz Górny;F;32
25539;12;Piecki-Migowo;M;5
25540;18;Wzgórze Mickiewicza;F;33
25541;18;Orunia Górna - Gdańsk Południe;M;32
25542;9;Piecki-Migowo;F;23
25543;1;Wrzeszcz Dolny;M;44
25544;6;Piecki-Migowo;M;8
25545;18;Orunia Górna - Gdańsk Południe;M;28
25546;6;Oliwa;F;46
25547;17;Chełm;M;49
25548;12;Piecki-Migowo;M;34
25549;11;Ujeścisko-Łostowice;M;34
25550;18;Ujeścisko-Łostowice;M;47
25551;20;Zaspa Młyniec;F;33
25552;7;Przymorze Wielkie;M;79
25553;20;Jasień;M;8
25554;11;Jasień;M;33
25555;26;Orunia Górna - Gdańsk Południe;F;50
25556;20;Suchanino;F;43
25557;18;Orunia Górna - Gdańsk Południe;M;28
25558;25;Jasień;M;52
25559;4;Jasień;M;34
25560;1;Zaspa Młyniec;F;38
25561;1;Przymorze Małe;F;20
25562;23;Orunia Górna - Gdańsk Południe;F;41
25563;2;Wrzeszcz Górny;F;28
25564;28;Osowa;F;42
25565;21;Osowa;F;39
25566;1;Piecki-Migowo;F;30
25567;24;Zaspa Rozstaje;F;27
25568;27;Piecki-Migowo;M;33
25569;7;Ujeścisko-Łostowice;M;39
25570;17;Orunia-Św.Wojciech-Lipce;F;59
25571;20;Jasień;F;2
25572;20;Zaspa Młyniec;F;3
25573;1;Śródmieście;M;37
25574;1;Zaspa Rozstaje;F;25
25575;27;Chełm;M;32
25576;10;Jasień;M;32
25577;18;Kokoszki;M;31
25578;7;Letnica;M;59
25579;7;Brzeźno;M;42
25580;26;Przymorze Małe;F;24
25581;12;Wzgórze Mickiewicza;F;6
25582;1;Zaspa Młyniec;M;35
25583;15;Wrzeszcz Górny;F;40
25584;1;Przymorze Małe;F;9
25585;7;Wrzeszcz Dolny;M;48
25586;2;Zaspa Młyniec;F;65
25587;6;Przeróbka;F;73
25588;14;Matarnia;M;38
25589;11;Piecki-Migowo;M;44
25590;1;Osowa;F;33
25591;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;43
25592;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;37
25593;25;Śródmieście;M;28
25594;27;Wrzeszcz Górny;M;52
25595;12;Wrzeszcz Dolny;M;28
25596;24;Matarnia;M;34
25597;10;Piecki-Migowo;M;37
25598;2;Zaspa Młyniec;F;42
25599;23;Orunia Górna - Gdańsk Południe;M;2
25600;6;Piecki-Migowo;M;40
25601;1;Oliwa;F;34
25602;1;Przymorze Małe;F;7
25603;23;Ujeścisko-Łostowice;F;30
25604;1;Zaspa Rozstaje;M;10
25605;18;Ujeścisko-Łostowice;M;35
25606;23;Orunia Górna - Gdańsk Południe;F;36
25607;1;Siedlce;M;4
25608;4;Oliwa;M;40
25609;17;Siedlce;F;32
25610;7;Brzeźno;M;57
25611;6;Zaspa Rozstaje;F;67
25612;11;Orunia Górna - Gdańsk Południe;M;33
25613;27;Przymorze Małe;M;24
25614;27;Przeróbka;F;55
25615;18;Jasień;M;28
25616;27;Wrzeszcz Dolny;F;27
25617;1;Wrzeszcz Górny;F;31
25618;6;Zaspa Młyniec;M;66
25619;23;Śródmieście;M;41
25620;21;Jasień;M;28
25621;7;Wrzeszcz Dolny;F;27
25622;21;Ujeścisko-Łostowice;M;7
25623;9;Przeróbka;M;37
25624;23;Orunia Górna - Gdańsk Południe;M;44
25625;1;Siedlce;F;39
25626;10;Brętowo;M;36
25627;21;Strzyża;F;60
25628;18;Matarnia;F;57
25629;8;Ujeścisko-Łostowice;F;68
25630;1;VII Dwór;F;77
25631;1;Przymorze Wielkie;M;50
25632;15;Piecki-Migowo;F;35
25633;19;Piecki-Migowo;F;39
25634;9;Przeróbka;M;63
25635;1;Siedlce;M;6
25636;8;Oliwa;M;32
25637;27;Suchanino;M;35
25638;1;Brętowo;F;34
25639;21;Matarnia;M;3
25640;27;Suchanino;F;68
25641;9;Suchanino;M;32
25642;18;Wzgórze Mickiewicza;F;40
25643;7;Młyniska;M;24
25644;16;Suchanino;F;51
25645;27;Zaspa Młyniec;F;35
25646;10;Wrzeszcz Górny;M;38
25647;6;Śródmieście;M;44
25648;27;Zaspa Młyniec;F;38
25649;1;Piecki-Migowo;F;21
25650;4;Zaspa Młyniec;F;47
25651;10;Wyspa Sobieszewska;F;54
25652;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
25653;1;VII Dwór;M;79
25654;14;Matarnia;M;37
25655;11;Orunia Górna - Gdańsk Południe;M;27
25656;26;Piecki-Migowo;M;31
25657;7;Zaspa Młyniec;M;49
25658;9;Przymorze Małe;F;25
25659;18;Orunia Górna - Gdańsk Południe;F;36
25660;6;Ujeścisko-Łostowice;F;0
25661;1;Brętowo;M;35
25662;7;Zaspa Młyniec;M;45
25663;27;Orunia Górna - Gdańsk Południe;M;57
25664;1;Brzeźno;F;54
25665;17;Orunia-Św.Wojciech-Lipce;M;40
25666;23;Śródmieście;M;5
25667;10;Wyspa Sobieszewska;F;22
25668;18;Ujeścisko-Łostowice;F;38
25669;26;Zaspa Młyniec;F;53
25670;18;Chełm;F;45
25671;18;Orunia Górna - Gdańsk Południe;F;59
25672;4;VII Dwór;M;60
25674;10;Kokoszki;F;34
25675;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
25676;27;Piecki-Migowo;M;37
25677;28;Piecki-Migowo;F;63
25678;26;Siedlce;F;70
25679;6;Śródmieście;M;55
25680;13;Przymorze Wielkie;F;77
25681;18;Ujeścisko-Łostowice;M;43
25682;1;Przymorze Wielkie;F;29
25683;1;Nowy Port;M;11
25684;13;Oliwa;F;61
25685;18;Chełm;F;73
25686;1;Brętowo;F;4
25687;1;Oliwa;F;39
25688;18;Orunia Górna - Gdańsk Południe;M;3
25689;20;Ujeścisko-Łostowice;M;33
25690;7;Wrzeszcz Górny;F;31
25691;6;Wyspa Sobieszewska;F;28
25692;14;Osowa;F;46
25693;11;Jasień;M;39
25694;18;Wrzeszcz Górny;F;84
25695;22;Piecki-Migowo;M;33
25696;18;Chełm;M;75
25697;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
25698;23;Śródmieście;F;3
25699;18;Ujeścisko-Łostowice;F;53
25700;21;Kokoszki;M;49
25701;7;Brzeźno;M;59
25702;22;Orunia Górna - Gdańsk Południe;M;42
25703;2;Brętowo;M;14
25704;1;Ujeścisko-Łostowice;M;52
25706;1;Osowa;M;25
25707;1;Przymorze Wielkie;F;49
25708;15;Wrzeszcz Górny;M;44
25709;7;Jasień;M;37
25710;23;Orunia Górna - Gdańsk Południe;F;32
25711;18;Aniołki;F;30
25712;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;34
25713;1;Brętowo;M;1
25714;22;Piecki-Migowo;M;4
25715;18;Ujeścisko-Łostowice;M;30
25716;21;Chełm;F;42
25717;3;Piecki-Migowo;F;41
25718;1;Siedlce;M;33
25719;1;Letnica;F;69
25720;9;Brętowo;F;47
25721;6;Stogi;M;36
25722;1;Ujeścisko-Łostowice;M;49
25723;21;Kokoszki;F;40
25724;7;Wrzeszcz Dolny;F;30
25725;13;Przymorze Wielkie;M;42
25726;23;Orunia Górna - Gdańsk Południe;F;41
25727;9;Oliwa;M;52
25728;18;Orunia Górna - Gdańsk Południe;F;0
25729;23;Orunia Górna - Gdańsk Południe;F;38
25730;1;Przymorze Małe;F;13
25731;14;Osowa;M;62
25732;9;Jasień;M;26
25733;27;Chełm;F;37
25734;7;Suchanino;M;41
25736;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;32
25738;1;Letnica;F;42
25739;20;Suchanino;M;38
25741;21;Osowa;F;30
25742;22;Piecki-Migowo;M;1
25743;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;35
25744;1;Przymorze Wielkie;M;32
25745;1;Piecki-Migowo;M;25
25746;1;Piecki-Migowo;F;34
25747;18;Jasień;F;31
25748;18;Kokoszki;F;47
25749;7;Suchanino;M;12
25750;6;Chełm;F;62
25751;10;Przymorze Małe;M;31
25752;26;Orunia Górna - Gdańsk Południe;M;26
25753;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;1
25754;27;Młyniska;F;64
25755;7;Brzeźno;M;49
25756;9;Nowy Port;F;52
25757;23;Ujeścisko-Łostowice;M;38
25758;10;Zaspa Młyniec;M;45
25759;9;Oliwa;F;44
25760;23;Zaspa Rozstaje;M;45
25761;7;Siedlce;F;31
25762;24;Siedlce;F;59
25763;1;Śródmieście;F;28
25764;15;Piecki-Migowo;F;32
25765;26;Kokoszki;F;24
25766;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;38
25767;14;Matarnia;F;3
25768;21;Kokoszki;F;30
25769;21;Jasień;M;17
25770;18;Wzgórze Mickiewicza;F;22
25771;18;Ujeścisko-Łostowice;M;38
25772;6;Ujeścisko-Łostowice;M;50
25773;20;Nowy Port;F;42
25774;9;Zaspa Rozstaje;M;17
25775;23;Orunia-Św.Wojciech-Lipce;M;31
25776;18;Jasień;M;73
25777;9;Piecki-Migowo;M;25
25778;1;Wrzeszcz Dolny;M;33
25779;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;1
25780;20;Nowy Port;F;32
25781;7;Matarnia;F;1
25782;12;Piecki-Migowo;M;2
25783;11;Ujeścisko-Łostowice;F;36
25784;23;Orunia Górna - Gdańsk Południe;F;22
25785;26;Jasień;F;53
25786;20;Strzyża;F;61
25787;27;Aniołki;F;21
25788;22;Jasień;M;50
25789;14;Matarnia;F;28
25790;11;Ujeścisko-Łostowice;M;38
25791;1;Oliwa;F;32
25792;7;Brzeźno;F;28
25793;22;Jasień;F;36
25794;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;53
25795;7;Letnica;M;37
25796;21;Stogi;F;30
25797;8;Przymorze Wielkie;F;74
25798;25;Nowy Port;F;48
25799;11;Ujeścisko-Łostowice;F;41
25800;18;Jasień;F;36
25801;1;Wrzeszcz Dolny;F;2
25802;12;Piecki-Migowo;F;7
25803;18;Ujeścisko-Łostowice;M;29
25804;1;Stogi;F;36
25805;18;Orunia Górna - Gdańsk Południe;M;37
25806;20;Strzyża;M;64
25807;27;Siedlce;M;43
25808;1;Zaspa Młyniec;M;31
25809;10;Zaspa Rozstaje;M;56
25810;27;Piecki-Migowo;F;33
25811;18;Chełm;F;11
25812;18;Orunia Górna - Gdańsk Południe;M;43
25813;18;Chełm;F;40
25814;23;Chełm;F;86
25815;28;Brzeźno;F;35
25816;17;Chełm;F;33
25817;16;Nowy Port;F;39
25818;7;Ujeścisko-Łostowice;M;30
25819;23;Ujeścisko-Łostowice;M;39
25820;1;Piecki-Migowo;F;35
25821;12;Piecki-Migowo;M;41
25822;18;Jasień;F;5
25823;18;Siedlce;F;37
25824;1;Nowy Port;F;55
25825;21;Przymorze Wielkie;F;28
25826;21;Przymorze Małe;M;33
25827;10;Letnica;F;38
25828;1;Zaspa Rozstaje;M;25
25829;11;Ujeścisko-Łostowice;M;27
25830;7;Brętowo;M;38
25831;13;Osowa;F;35
25832;7;Suchanino;M;35
25833;18;Ujeścisko-Łostowice;M;39
25834;10;Letnica;M;10
25835;2;Osowa;M;44
25836;6;Olszynka;M;39
25837;18;Chełm;F;48
25838;8;Przymorze Wielkie;F;63
25839;15;Wrzeszcz Górny;F;47
25840;21;Kokoszki;F;63
25841;10;Śródmieście;M;24
25842;17;Nowy Port;F;65
25843;10;Letnica;F;14
25844;28;Strzyża;M;56
25845;1;Nowy Port;F;72
25846;15;Piecki-Migowo;F;29
25847;28;Wrzeszcz Górny;F;31
25848;1;Letnica;F;28
25849;5;Zaspa Młyniec;M;47
25850;10;Wrzeszcz Górny;M;35
25851;26;Orunia-Św.Wojciech-Lipce;F;34
25852;18;Jasień;M;27
25853;21;Osowa;F;21
25854;23;Chełm;F;35
25855;7;Jasień;F;34
25856;18;Chełm;M;3
25857;28;Nowy Port;F;53
25858;27;Brzeźno;F;59
25859;18;Przeróbka;M;35
25860;22;Piecki-Migowo;M;28
25861;1;Nowy Port;M;48
25862;23;Przymorze Małe;M;40
25863;25;Piecki-Migowo;M;38
25864;7;Stogi;M;30
25865;13;Przymorze Wielkie;F;53
25866;18;Ujeścisko-Łostowice;F;30
25867;26;Ujeścisko-Łostowice;F;45
25868;10;Strzyża;M;36
25869;18;Orunia Górna - Gdańsk Południe;M;46
25870;1;Nowy Port;F;6
25871;18;Orunia Górna - Gdańsk Południe;F;43
25872;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;29
25873;20;Zaspa Młyniec;F;10
25874;1;Piecki-Migowo;F;39
25875;6;Wyspa Sobieszewska;M;38
25876;9;Wyspa Sobieszewska;F;60
25877;9;Przymorze Małe;M;1
25878;23;Orunia Górna - Gdańsk Południe;F;39
25879;18;Ujeścisko-Łostowice;F;36
25880;18;Chełm;F;40
25881;8;Strzyża;F;45
25882;27;Wrzeszcz Dolny;M;31
25883;21;Ujeścisko-Łostowice;F;4
25884;7;Przymorze Małe;F;29
25885;18;Chełm;F;40
25886;22;Piecki-Migowo;F;30
25887;27;Siedlce;M;30
25888;1;Przymorze Wielkie;F;36
25889;3;Piecki-Migowo;F;28
25890;20;Nowy Port;M;45
25891;18;Orunia Górna - Gdańsk Południe;F;15
25892;9;Zaspa Młyniec;M;38
25893;18;Jasień;M;35
25894;26;Wrzeszcz Górny;F;42
25895;9;Orunia-Św.Wojciech-Lipce;M;25
25896;10;Piecki-Migowo;F;39
25897;26;Piecki-Migowo;M;38
25898;27;Matarnia;F;45
25899;1;Brzeźno;M;66
25900;11;Ujeścisko-Łostowice;M;41
25901;28;Krakowiec-Górki Zachodnie;F;26
25902;20;Jasień;F;43
25903;18;Wzgórze Mickiewicza;M;63
25904;18;Chełm;M;6
25905;23;Ujeścisko-Łostowice;M;6
25906;20;Nowy Port;F;66
25907;27;Wrzeszcz Dolny;F;32
25908;7;Przymorze Wielkie;M;40
25909;21;Kokoszki;M;13
25910;18;Zaspa Rozstaje;F;37
25912;23;Suchanino;M;35
25913;6;Śródmieście;F;45
25914;2;Jasień;M;29
25915;26;Osowa;F;50
25916;9;Przymorze Wielkie;M;70
25917;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
25918;7;Nowy Port;F;59
25919;3;Piecki-Migowo;M;29
25920;18;Chełm;M;41
25921;6;Aniołki;M;27
25922;6;Orunia Górna - Gdańsk Południe;F;48
25923;10;Jasień;F;24
25924;18;Piecki-Migowo;M;31
25925;18;Piecki-Migowo;M;33
25927;24;Osowa;F;35
25928;7;Aniołki;M;51
25929;18;Orunia Górna - Gdańsk Południe;F;1
25930;15;Wrzeszcz Dolny;M;3
25931;27;Piecki-Migowo;M;37
25932;1;Śródmieście;F;43
25933;18;Ujeścisko-Łostowice;M;9
25934;23;Stogi;M;32
25935;1;Wyspa Sobieszewska;F;27
25936;8;Przymorze Wielkie;M;73
25937;10;Jasień;F;13
25938;8;Oliwa;F;64
25939;18;Ujeścisko-Łostowice;M;28
25940;7;Nowy Port;F;49
25941;1;Stogi;F;43
25942;9;Brzeźno;F;43
25943;2;Nowy Port;M;46
25944;13;Przymorze Wielkie;M;44
25945;10;Jasień;M;44
25946;8;Piecki-Migowo;F;0
25947;18;Jasień;M;34
25948;26;Wrzeszcz Górny;F;67
25949;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
25950;26;Śródmieście;M;36
25951;1;Osowa;M;5
25952;21;Kokoszki;M;28
25953;10;Zaspa Rozstaje;M;26
25954;8;Przymorze Małe;M;29
25955;22;Piecki-Migowo;F;27
25957;9;Nowy Port;M;23
25958;17;Orunia-Św.Wojciech-Lipce;M;26
25959;8;Piecki-Migowo;F;33
25960;23;Orunia-Św.Wojciech-Lipce;M;36
25961;26;Zaspa Młyniec;F;43
25962;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
25963;7;Zaspa Młyniec;M;44
25964;23;Ujeścisko-Łostowice;M;36
25965;7;Przymorze Wielkie;M;47
25966;10;Wrzeszcz Dolny;M;35
25967;1;Kokoszki;F;60
25968;18;Ujeścisko-Łostowice;F;52
25969;10;Oliwa;F;26
25970;24;Brętowo;F;41
25971;4;Zaspa Młyniec;M;46
25972;18;Ujeścisko-Łostowice;M;29
25973;18;Ujeścisko-Łostowice;M;6
25974;18;Orunia Górna - Gdańsk Południe;F;44
25975;1;Wrzeszcz Górny;F;41
25976;1;Wrzeszcz Dolny;F;36
25977;13;Brzeźno;M;44
25978;10;Brzeźno;M;42
25979;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;36
25980;13;Przymorze Wielkie;M;15
25981;2;Nowy Port;M;10
25982;10;Zaspa Młyniec;M;7
25983;18;Chełm;M;55
25984;6;Śródmieście;M;12
25985;11;Ujeścisko-Łostowice;F;49
25986;6;Nowy Port;M;21
25987;22;Kokoszki;F;37
25988;26;Wrzeszcz Dolny;F;69
25989;1;Jasień;M;36
25990;7;Wrzeszcz Dolny;M;65
25991;13;Przymorze Wielkie;F;48
25992;1;Przymorze Małe;M;34
25993;17;Wzgórze Mickiewicza;M;4
25994;7;Zaspa Młyniec;F;32
25995;6;Letnica;F;49
25996;1;Oliwa;M;34
25997;17;Orunia-Św.Wojciech-Lipce;F;6
25998;24;Brętowo;M;45
25999;18;Piecki-Migowo;M;41
26000;6;Piecki-Migowo;M;30
26001;28;Zaspa Rozstaje;F;25
26002;1;Osowa;F;2
26003;10;Zaspa Młyniec;M;5
26004;1;Piecki-Migowo;F;39
26005;14;Osowa;F;39
26006;7;Zaspa Rozstaje;F;71
26007;2;Stogi;M;37
26008;1;Wrzeszcz Górny;M;5
26009;7;Brzeźno;M;34
26010;9;Nowy Port;F;21
26011;27;Jasień;F;48
26012;26;Brzeźno;F;31
26013;12;Jasień;M;42
26014;23;Śródmieście;F;51
26015;1;Śródmieście;M;49
26016;1;Przymorze Wielkie;F;17
26017;26;Oliwa;F;52
26018;23;Matarnia;M;46
26019;21;Kokoszki;M;10
26020;1;Orunia Górna - Gdańsk Południe;M;48
26021;12;Jasień;M;31
26022;9;Letnica;M;39
26023;18;Ujeścisko-Łostowice;M;32
26024;18;Jasień;M;35
26025;1;Oliwa;F;18
26026;7;Strzyża;M;38
26027;23;Wzgórze Mickiewicza;M;37
26028;23;Orunia Górna - Gdańsk Południe;F;31
26029;10;Wrzeszcz Górny;M;66
26030;18;Jasień;M;29
26031;27;Chełm;F;42
26032;11;Jasień;M;33
26033;1;Orunia Górna - Gdańsk Południe;F;41
26034;1;Piecki-Migowo;F;37
26035;6;Osowa;M;29
26036;7;Piecki-Migowo;F;29
26037;18;Przeróbka;F;57
26038;1;Siedlce;F;65
26039;26;Oliwa;F;38
26040;17;Wzgórze Mickiewicza;F;2
26041;11;Orunia Górna - Gdańsk Południe;M;4
26042;23;Piecki-Migowo;M;29
26043;10;Strzyża;F;33
26045;10;Aniołki;M;34
26046;18;Suchanino;F;47
26047;7;Przymorze Małe;F;35
26048;18;Ujeścisko-Łostowice;M;26
26049;20;Chełm;M;36
26050;1;Oliwa;F;76
26051;11;Jasień;M;30
26052;1;Stogi;F;61
26053;27;Przymorze Małe;F;60
26054;18;Jasień;M;38
26055;10;Wrzeszcz Górny;M;6
26056;1;Wrzeszcz Górny;F;39
26057;2;Nowy Port;F;42
26058;1;Zaspa Rozstaje;F;43
26059;11;Orunia Górna - Gdańsk Południe;M;1
26060;10;Wrzeszcz Górny;F;67
26061;7;Nowy Port;F;43
26062;7;Zaspa Rozstaje;M;33
26064;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;24
26065;20;Nowy Port;M;70
26066;18;Ujeścisko-Łostowice;F;44
26067;9;Przymorze Wielkie;F;69
26068;14;Osowa;F;41
26070;1;Orunia Górna - Gdańsk Południe;M;56
26071;21;Jasień;F;42
26072;18;Ujeścisko-Łostowice;F;64
26073;2;Nowy Port;F;61
26074;7;Przymorze Wielkie;F;49
26075;18;Suchanino;M;36
26076;1;Nowy Port;F;36
26077;10;Zaspa Młyniec;M;34
26078;24;Kokoszki;F;37
26079;1;Zaspa Rozstaje;F;46
26080;18;Orunia Górna - Gdańsk Południe;M;35
26081;27;Oliwa;F;66
26083;23;Orunia-Św.Wojciech-Lipce;M;29
26084;17;Orunia-Św.Wojciech-Lipce;M;45
26085;20;Wrzeszcz Górny;F;43
26086;26;Chełm;F;30
26087;14;Matarnia;F;39
26088;1;Ujeścisko-Łostowice;F;30
26089;7;Ujeścisko-Łostowice;M;30
26090;22;Wrzeszcz Górny;F;44
26091;2;Wrzeszcz Dolny;M;34
26092;9;Brętowo;M;41
26093;14;Osowa;M;44
26094;27;Wrzeszcz Górny;M;4
26095;10;Zaspa Rozstaje;F;41
26096;5;Osowa;F;16
26097;1;Nowy Port;F;72
26098;27;Oliwa;M;70
26100;26;VII Dwór;M;36
26101;18;Orunia Górna - Gdańsk Południe;M;9
26102;17;Orunia Górna - Gdańsk Południe;F;43
26103;21;Kokoszki;F;25
26104;9;Młyniska;M;32
26105;25;Przeróbka;M;62
26106;10;Piecki-Migowo;F;35
26107;9;Ujeścisko-Łostowice;M;35
26108;9;Orunia-Św.Wojciech-Lipce;F;30
26109;1;Zaspa Rozstaje;M;7
26110;18;Orunia Górna - Gdańsk Południe;F;6
26111;1;Piecki-Migowo;M;42
26112;1;Kokoszki;F;46
26113;1;Wrzeszcz Górny;F;32
26114;22;Jasień;M;33
26115;28;Nowy Port;F;81
26116;6;Aniołki;M;42
26117;14;Osowa;F;9
26118;6;Nowy Port;F;82
26119;18;Orunia Górna - Gdańsk Południe;F;33
26120;1;Oliwa;F;26
26121;18;Ujeścisko-Łostowice;M;54
26122;7;Wrzeszcz Dolny;M;28
26123;15;Kokoszki;F;15
26124;1;Oliwa;F;54
26125;1;Przymorze Wielkie;F;66
26126;7;VII Dwór;F;2
26127;25;Przeróbka;F;73
26128;18;Wrzeszcz Górny;M;27
26129;7;Aniołki;M;38
26130;17;Wrzeszcz Górny;M;37
26131;1;Zaspa Rozstaje;F;39
26132;26;Orunia Górna - Gdańsk Południe;F;57
26133;1;Chełm;F;24
26134;1;Wrzeszcz Górny;F;31
26135;7;Wrzeszcz Dolny;M;68
26136;26;Nowy Port;F;62
26137;11;Jasień;F;41
26138;14;Osowa;M;6
26139;8;Wrzeszcz Górny;M;66
26140;2;Wrzeszcz Dolny;F;40
26141;7;Wrzeszcz Dolny;M;39
26143;1;Przymorze Wielkie;F;25
26144;27;Przymorze Małe;F;40
26145;18;Ujeścisko-Łostowice;F;40
26146;14;Osowa;M;58
26147;10;Przymorze Małe;M;22
26148;1;Przymorze Małe;M;26
26149;18;Ujeścisko-Łostowice;M;33
26150;1;Strzyża;F;31
26151;9;Nowy Port;F;59
26152;6;Śródmieście;F;26
26153;1;Nowy Port;M;31
26154;17;Wrzeszcz Górny;M;6
26155;21;Ujeścisko-Łostowice;M;35
26156;15;Piecki-Migowo;M;37
26157;27;Suchanino;F;44
26158;26;Wrzeszcz Górny;F;35
26159;20;Kokoszki;F;42
26160;9;Piecki-Migowo;F;32
26161;18;Jasień;F;46
26162;15;Piecki-Migowo;F;71
26163;6;Śródmieście;M;38
26164;9;Wrzeszcz Górny;F;55
26165;7;Wrzeszcz Dolny;F;41
26166;27;Śródmieście;F;52
26167;17;Wrzeszcz Górny;M;4
26168;26;Ujeścisko-Łostowice;M;26
26169;10;Wrzeszcz Górny;F;29
26170;9;Orunia Górna - Gdańsk Południe;M;21
26171;18;Orunia Górna - Gdańsk Południe;F;22
26172;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
26173;2;Letnica;M;41
26174;27;Przymorze Małe;F;40
26175;9;VII Dwór;F;36
26176;7;Wrzeszcz Dolny;F;12
26177;12;Piecki-Migowo;F;31
26178;26;Jasień;M;42
26179;27;Siedlce;M;6
26180;8;Oliwa;M;50
26181;23;Orunia Górna - Gdańsk Południe;M;42
26182;10;Suchanino;M;48
26183;16;Oliwa;M;27
26184;7;Jasień;M;49
26185;12;Piecki-Migowo;M;35
26186;7;Brzeźno;F;48
26187;2;Chełm;M;41
26189;28;Wyspa Sobieszewska;M;69
26190;7;Wrzeszcz Dolny;M;7
26191;20;Piecki-Migowo;F;24
26192;1;Oliwa;M;53
26193;10;VII Dwór;M;49
26195;18;Ujeścisko-Łostowice;F;6
26196;10;Osowa;F;49
26197;9;Strzyża;M;47
26198;15;Osowa;F;38
26199;6;Nowy Port;F;67
26200;1;Piecki-Migowo;M;33
26201;1;Osowa;M;35
26202;1;Przymorze Małe;F;37
26204;14;Osowa;F;26
26205;2;Wrzeszcz Górny;M;23
26206;1;Zaspa Młyniec;M;48
26207;19;Stogi;F;50
26208;27;Przymorze Wielkie;F;76
26209;7;Wrzeszcz Dolny;M;44
26210;1;Suchanino;F;28
26211;6;Suchanino;F;37
26212;15;Osowa;M;36
26213;5;Nowy Port;F;44
26214;8;Oliwa;M;41
26215;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;31
26216;1;Kokoszki;M;45
26217;21;Matarnia;M;43
26219;1;Wrzeszcz Dolny;F;58
26220;16;Brzeźno;M;57
26221;6;Piecki-Migowo;M;0
26222;27;Wrzeszcz Górny;F;24
26223;18;Ujeścisko-Łostowice;M;35
26224;4;Wrzeszcz Górny;M;34
26225;1;Przymorze Małe;M;49
26226;1;Jasień;F;28
26227;1;Orunia-Św.Wojciech-Lipce;F;49
26228;26;Przymorze Wielkie;F;24
26229;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;66
26230;17;Ujeścisko-Łostowice;M;36
26231;23;Orunia Górna - Gdańsk Południe;F;33
26232;1;Przymorze Wielkie;F;34
26233;1;Zaspa Młyniec;M;28
26234;21;Siedlce;F;23
26235;23;Orunia Górna - Gdańsk Południe;M;35
26236;6;Piecki-Migowo;F;7
26237;18;Ujeścisko-Łostowice;F;49
26238;1;Przymorze Małe;F;48
26239;26;Strzyża;F;45
26240;18;Śródmieście;M;47
26241;1;Zaspa Młyniec;F;37
26242;18;Chełm;M;40
26243;8;Oliwa;F;54
26244;10;Wzgórze Mickiewicza;M;39
26245;1;Siedlce;M;34
26246;18;Oliwa;M;56
26247;13;Przymorze Wielkie;F;44
26248;6;Chełm;M;38
26249;1;Nowy Port;F;63
26250;1;Kokoszki;F;49
26251;26;Orunia Górna - Gdańsk Południe;F;47
26252;1;Wrzeszcz Dolny;M;66
26253;20;Chełm;M;40
26254;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;20
26255;10;Zaspa Rozstaje;M;35
26256;6;Piecki-Migowo;F;2
26257;6;Chełm;F;7
26258;10;Wrzeszcz Dolny;M;34
26259;10;Piecki-Migowo;F;32
26260;6;Piecki-Migowo;M;49
26261;21;Osowa;F;6
26262;23;Orunia Górna - Gdańsk Południe;M;67
26263;6;Oliwa;M;53
26264;28;Wyspa Sobieszewska;F;66
26265;27;Wrzeszcz Górny;M;24
26266;1;Orunia Górna - Gdańsk Południe;F;43
26267;6;Olszynka;M;45
26268;23;Orunia Górna - Gdańsk Południe;M;48
26269;9;Wrzeszcz Dolny;F;32
26270;7;Brzeźno;M;48
26271;18;Chełm;F;36
26272;6;Chełm;M;34
26273;20;Zaspa Młyniec;F;44
26274;22;Ujeścisko-Łostowice;M;38
26275;18;Piecki-Migowo;F;44
26276;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
26277;11;Orunia Górna - Gdańsk Południe;F;40
26278;18;Ujeścisko-Łostowice;M;30
26279;27;Siedlce;M;35
26280;20;Nowy Port;F;33
26281;17;Suchanino;F;64
26282;21;Osowa;M;3
26283;14;Kokoszki;F;23
26284;9;Zaspa Młyniec;F;44
26285;7;Zaspa Młyniec;F;46
26286;7;Wrzeszcz Dolny;F;54
26287;22;Ujeścisko-Łostowice;M;44
26288;18;Ujeścisko-Łostowice;M;22
26289;2;Przymorze Wielkie;F;71
26290;2;Zaspa Rozstaje;M;57
26291;23;Chełm;F;26
26292;6;Nowy Port;F;64
26294;20;Stogi;F;65
26295;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;8
26296;6;Strzyża;F;32
26297;6;Osowa;M;22
26298;4;Przymorze Wielkie;M;78
26299;20;Oliwa;F;27
26300;18;Ujeścisko-Łostowice;F;59
26301;8;Kokoszki;M;16
26302;11;Orunia Górna - Gdańsk Południe;F;31
26303;18;Ujeścisko-Łostowice;F;35
26304;16;Wrzeszcz Dolny;M;33
26305;7;Piecki-Migowo;M;38
26306;1;Osowa;F;35
26307;18;Piecki-Migowo;F;16
26308;27;Suchanino;F;41
26309;1;Strzyża;M;39
26310;6;Nowy Port;M;64
26311;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;10
26312;6;Strzyża;M;34
26313;7;Przymorze Małe;M;35
26314;1;Orunia Górna - Gdańsk Południe;M;9
26315;2;Letnica;F;39
26316;10;Siedlce;F;41
26317;1;Piecki-Migowo;F;27
26318;20;Nowy Port;F;69
26319;9;Stogi;M;14
26320;7;Wrzeszcz Dolny;M;57
26321;9;Chełm;F;3
26323;16;Strzyża;F;34
26324;2;Piecki-Migowo;M;27
26325;1;Śródmieście;F;41
26326;12;Stogi;F;71
26327;23;Piecki-Migowo;F;65
26328;10;Wrzeszcz Górny;F;42
26329;2;Kokoszki;M;32
26330;11;Jasień;M;31
26331;13;Piecki-Migowo;F;37
26332;12;Piecki-Migowo;F;43
26333;21;Jasień;F;28
26334;1;Nowy Port;F;71
26335;1;Piecki-Migowo;M;76
26336;15;Piecki-Migowo;F;38
26337;8;Osowa;M;70
26338;18;Ujeścisko-Łostowice;M;3
26339;27;Wrzeszcz Górny;M;56
26340;26;Kokoszki;M;33
26341;26;Nowy Port;F;43
26342;27;Brętowo;F;37
26343;7;Wrzeszcz Dolny;F;54
26344;1;Kokoszki;M;14
26345;1;Piecki-Migowo;M;36
26346;18;Chełm;M;42
26348;10;Zaspa Rozstaje;F;33
26349;10;Piecki-Migowo;M;34
26350;3;Oliwa;F;43
26351;1;Osowa;M;29
26352;1;Stogi;M;51
26353;23;Piecki-Migowo;M;65
26354;18;Ujeścisko-Łostowice;M;1
26355;6;Strzyża;M;46
26356;18;Orunia Górna - Gdańsk Południe;M;39
26357;12;Piecki-Migowo;M;35
26358;9;Brętowo;M;29
26359;28;Stogi;F;49
26360;7;Wrzeszcz Dolny;F;45
26361;1;Piecki-Migowo;F;35
26362;20;Stogi;M;63
26363;18;Jasień;M;49
26364;18;Ujeścisko-Łostowice;F;35
26365;17;VII Dwór;M;26
26366;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;18
26367;1;Młyniska;M;40
26368;18;Ujeścisko-Łostowice;M;3
26369;11;Orunia Górna - Gdańsk Południe;M;34
26370;7;Wzgórze Mickiewicza;M;15
26371;1;Stogi;M;3
26372;8;Śródmieście;F;39
26373;7;Nowy Port;F;68
26375;23;Brętowo;F;40
26377;18;Chełm;F;36
26378;12;Piecki-Migowo;M;4
26379;1;Nowy Port;M;27
26380;10;Zaspa Rozstaje;M;39
26381;1;Stogi;F;1
26382;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;49
26383;19;Wrzeszcz Dolny;F;58
26384;26;Nowy Port;F;28
26385;1;Wrzeszcz Górny;M;36
26386;2;Zaspa Młyniec;F;16
26387;17;Siedlce;F;5
26388;11;Nowy Port;F;84
26389;20;Nowy Port;F;62
26390;9;Stogi;M;18
26391;7;Przymorze Małe;F;38
26392;12;Piecki-Migowo;M;28
26393;9;Przymorze Wielkie;F;16
26394;25;Orunia-Św.Wojciech-Lipce;F;76
26395;9;VII Dwór;F;47
26396;2;Przymorze Małe;F;16
26397;1;Jasień;M;33
26398;1;Letnica;M;11
26399;20;Stogi;F;60
26400;6;Piecki-Migowo;M;41
26401;2;Zaspa Młyniec;M;17
26402;18;Jasień;M;13
26403;27;Śródmieście;M;36
26404;1;Letnica;M;33
26405;21;Śródmieście;F;37
26406;12;Piecki-Migowo;M;0
26407;7;Przymorze Małe;M;6
26408;25;Orunia-Św.Wojciech-Lipce;M;83
26409;7;Wrzeszcz Dolny;F;54
26410;1;Letnica;F;32
26411;17;Siedlce;F;3
26412;18;Orunia Górna - Gdańsk Południe;F;39
26413;9;Oliwa;M;15
26415;18;Jasień;F;8
26416;6;Piecki-Migowo;M;29
26417;1;Suchanino;F;42
26418;1;Przymorze Wielkie;F;18
26419;2;Stogi;M;53
26420;22;Jasień;M;38
26421;5;Chełm;F;42
26422;7;Przymorze Małe;F;2
26423;18;Ujeścisko-Łostowice;F;36
26424;26;Zaspa Młyniec;M;61
26425;8;Oliwa;F;53
26426;7;Jasień;M;18
26427;18;Kokoszki;F;37
26428;6;Piecki-Migowo;M;40
26429;7;Piecki-Migowo;F;50
26430;18;Orunia Górna - Gdańsk Południe;M;6
26431;25;Nowy Port;M;17
26432;10;Przymorze Wielkie;M;38
26434;1;Przymorze Wielkie;F;29
26435;1;Ujeścisko-Łostowice;M;42
26436;1;Ujeścisko-Łostowice;F;33
26437;2;Wrzeszcz Górny;M;40
26438;18;Ujeścisko-Łostowice;M;30
26439;1;Orunia Górna - Gdańsk Południe;F;16
26440;2;Wrzeszcz Dolny;F;30
26441;15;Piecki-Migowo;M;41
26442;1;Śródmieście;M;36
26443;10;Zaspa Rozstaje;F;51
26444;2;Zaspa Młyniec;M;46
26445;1;Nowy Port;F;61
26446;9;Wrzeszcz Górny;M;13
26447;2;Nowy Port;F;53
26449;15;Piecki-Migowo;M;33
26450;17;Orunia-Św.Wojciech-Lipce;F;35
26451;18;Orunia Górna - Gdańsk Południe;M;3
26452;23;Orunia Górna - Gdańsk Południe;M;54
26453;27;Jasień;M;15
26454;1;Aniołki;F;39
26455;1;Przeróbka;M;34
26456;24;Piecki-Migowo;M;55
26457;7;Przymorze Wielkie;M;23
26458;6;Nowy Port;F;66
26459;21;Osowa;F;40
26460;1;Letnica;F;43
26461;18;Jasień;F;34
26462;22;Wrzeszcz Górny;M;30
26463;9;Piecki-Migowo;F;39
26464;27;Stogi;F;50
26465;18;Ujeścisko-Łostowice;M;32
26466;18;Orunia Górna - Gdańsk Południe;M;1
26467;3;Letnica;M;19
26468;27;Siedlce;M;41
26469;2;Zaspa Młyniec;F;15
26470;14;Osowa;M;29
26471;18;Ujeścisko-Łostowice;F;38
26472;26;Wrzeszcz Dolny;F;27
26473;2;Osowa;M;51
26474;27;Śródmieście;M;48
26475;9;Zaspa Rozstaje;F;22
26476;17;Orunia-Św.Wojciech-Lipce;M;7
26477;2;Przymorze Wielkie;M;36
26478;1;Oliwa;M;29
26479;2;Nowy Port;F;59
26480;26;Oliwa;F;20
26481;10;Śródmieście;M;65
26482;18;Orunia Górna - Gdańsk Południe;F;32
26483;7;Piecki-Migowo;F;30
26484;1;Osowa;F;40
26485;4;Chełm;M;29
26486;20;Przymorze Wielkie;F;42
26487;5;Ujeścisko-Łostowice;M;45
26488;25;Piecki-Migowo;F;50
26489;1;Ujeścisko-Łostowice;F;36
26490;2;Stogi;F;51
26491;9;Piecki-Migowo;F;35
26492;1;Jasień;M;34
26493;20;Nowy Port;F;32
26494;21;Osowa;F;3
26495;18;Ujeścisko-Łostowice;M;25
26496;7;Zaspa Młyniec;F;39
26497;9;Chełm;M;24
26498;17;Orunia-Św.Wojciech-Lipce;F;3
26499;28;Przymorze Wielkie;M;40
26500;20;Przymorze Wielkie;F;73
26501;1;Ujeścisko-Łostowice;M;33
26502;24;Strzyża;F;29
26504;11;Ujeścisko-Łostowice;M;53
26505;24;Wrzeszcz Dolny;F;57
26506;21;Ujeścisko-Łostowice;F;44
26507;11;Siedlce;F;75
26509;13;Przymorze Małe;F;27
26510;1;Śródmieście;F;31
26511;13;Nowy Port;M;62
26512;5;Ujeścisko-Łostowice;M;7
26513;10;Brętowo;F;29
26514;1;Matarnia;F;36
26515;23;Ujeścisko-Łostowice;M;5
26516;27;Zaspa Młyniec;M;39
26517;16;Zaspa Rozstaje;M;41
26518;7;Zaspa Rozstaje;M;54
26519;1;Chełm;F;34
26520;10;Osowa;M;10
26521;8;Wrzeszcz Górny;M;37
26522;7;Wrzeszcz Dolny;F;37
26523;2;Wrzeszcz Dolny;F;62
26524;12;Piecki-Migowo;M;40
26525;14;Osowa;M;50
26526;6;Strzyża;M;40
26527;6;Nowy Port;F;34
26528;7;Brzeźno;M;37
26529;26;Jasień;F;38
26531;10;Ujeścisko-Łostowice;F;36
26532;23;Ujeścisko-Łostowice;M;27
26533;7;Śródmieście;M;21
26534;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
26535;26;Chełm;F;36
26536;18;Piecki-Migowo;M;45
26538;14;Osowa;F;39
26539;7;Przymorze Wielkie;M;89
26540;1;Nowy Port;M;32
26541;11;Jasień;M;30
26542;18;Orunia Górna - Gdańsk Południe;M;65
26543;18;Chełm;M;44
26544;11;Siedlce;M;80
26545;18;Ujeścisko-Łostowice;F;34
26546;21;Śródmieście;M;26
26547;7;Zaspa Rozstaje;F;26
26548;8;Wrzeszcz Górny;M;34
26549;18;Kokoszki;M;36
26550;21;Przymorze Małe;M;26
26551;1;Wrzeszcz Górny;F;30
26552;26;Wrzeszcz Dolny;F;24
26553;18;Orunia Górna - Gdańsk Południe;M;32
26554;18;Ujeścisko-Łostowice;M;29
26555;2;Wrzeszcz Dolny;M;34
26556;6;Suchanino;M;46
26557;1;Stogi;F;32
26560;11;Chełm;M;42
26561;27;Zaspa Młyniec;M;3
26562;1;Piecki-Migowo;M;39
26563;26;Przymorze Wielkie;F;31
26564;2;Nowy Port;M;56
26565;1;Oliwa;F;57
26566;1;Chełm;F;20
26567;27;Zaspa Młyniec;F;40
26568;11;Jasień;F;29
26569;17;Orunia Górna - Gdańsk Południe;M;37
26570;8;Przymorze Małe;F;0
26571;27;Strzyża;F;36
26572;1;VII Dwór;F;27
26573;23;Ujeścisko-Łostowice;F;9
26574;7;Orunia Górna - Gdańsk Południe;M;52
26575;1;Matarnia;F;45
26576;10;Wrzeszcz Dolny;M;35
26577;27;Orunia-Św.Wojciech-Lipce;M;51
26578;2;Stogi;F;60
26579;18;Ujeścisko-Łostowice;M;34
26580;7;Nowy Port;M;60
26581;7;Zaspa Rozstaje;F;27
26582;10;Brętowo;F;47
26583;11;Ujeścisko-Łostowice;F;51
26584;14;Matarnia;M;27
26585;20;Ujeścisko-Łostowice;M;35
26586;18;Orunia Górna - Gdańsk Południe;F;65
26587;7;Ujeścisko-Łostowice;F;39
26588;23;Ujeścisko-Łostowice;M;32
26589;20;Oliwa;F;34
26590;19;Chełm;F;41
26591;27;Oliwa;M;57
26592;27;Jasień;M;27
26593;20;Strzyża;F;31
26594;23;Ujeścisko-Łostowice;M;60
26595;9;Chełm;F;14
26596;12;Ujeścisko-Łostowice;M;29
26597;10;Wrzeszcz Górny;F;43
26598;1;Śródmieście;F;27
26599;4;Brętowo;M;49
26601;2;Stogi;M;63
26602;7;Ujeścisko-Łostowice;F;40
26603;2;Nowy Port;M;61
26604;6;Nowy Port;F;34
26605;23;Ujeścisko-Łostowice;M;11
26606;20;Piecki-Migowo;M;51
26608;1;Jasień;F;26
26609;18;Ujeścisko-Łostowice;M;35
26610;6;Nowy Port;F;41
26611;10;Zaspa Rozstaje;M;38
26613;1;Ujeścisko-Łostowice;F;32
26614;7;Zaspa Rozstaje;F;34
26615;7;Wrzeszcz Górny;M;37
26616;10;Przymorze Małe;M;42
26617;8;Oliwa;M;39
26618;10;Wrzeszcz Górny;F;10
26619;18;Chełm;F;42
26620;14;Osowa;M;39
26621;2;Stogi;F;30
26622;1;Wrzeszcz Dolny;M;12
26623;11;Orunia Górna - Gdańsk Południe;M;38
26624;13;Zaspa Rozstaje;M;47
26625;11;Suchanino;M;42
26626;1;Śródmieście;M;28
26627;26;Chełm;M;34
26628;23;Strzyża;M;36
26629;10;Wrzeszcz Dolny;F;46
26630;14;Matarnia;M;47
26631;7;Brzeźno;M;56
26633;1;Wrzeszcz Górny;F;47
26634;8;Jasień;M;37
26635;21;Jasień;M;30
26636;26;Oliwa;F;57
26637;23;Orunia Górna - Gdańsk Południe;F;1
26638;11;Orunia Górna - Gdańsk Południe;F;23
26639;21;Jasień;M;36
26640;1;Wrzeszcz Dolny;F;34
26641;1;Oliwa;M;30
26642;8;Orunia-Św.Wojciech-Lipce;F;23
26643;18;Ujeścisko-Łostowice;F;45
26644;20;Jasień;F;36
26645;7;Brzeźno;M;25
26646;7;Wrzeszcz Dolny;F;42
26647;2;Brzeźno;F;34
26648;2;Letnica;F;33
26649;10;Wrzeszcz Górny;M;9
26650;6;Śródmieście;M;28
26652;18;Ujeścisko-Łostowice;M;28
26653;9;Siedlce;M;22
26654;7;Brzeźno;F;37
26655;28;Śródmieście;M;43
26656;7;Wrzeszcz Górny;M;38
26657;2;Siedlce;F;87
26658;7;Brzeźno;M;33
26659;1;Zaspa Młyniec;F;71
26660;14;Matarnia;F;46
26661;18;Ujeścisko-Łostowice;F;7
26663;28;Siedlce;F;47
26664;17;Orunia Górna - Gdańsk Południe;M;26
26665;2;Nowy Port;F;62
26666;26;Wrzeszcz Dolny;F;10
26667;7;Zaspa Rozstaje;M;71
26669;1;Wrzeszcz Górny;F;11
26670;6;Stogi;M;74
26671;7;Strzyża;M;22
26672;18;Ujeścisko-Łostowice;F;12
26673;1;Orunia-Św.Wojciech-Lipce;F;30
26674;9;Piecki-Migowo;M;28
26675;10;Piecki-Migowo;M;39
26676;26;Zaspa Rozstaje;F;30
26677;10;Wrzeszcz Dolny;M;7
26678;14;Matarnia;M;13
26679;6;Chełm;F;35
26680;1;Piecki-Migowo;F;33
26681;27;Letnica;M;50
26682;1;Osowa;M;53
26683;1;Chełm;F;32
26684;18;Wrzeszcz Dolny;F;30
26685;20;Nowy Port;F;60
26686;22;Chełm;F;32
26687;15;Piecki-Migowo;F;35
26688;23;Orunia Górna - Gdańsk Południe;F;0
26689;23;Osowa;M;39
26690;7;Zaspa Rozstaje;F;26
26691;27;Oliwa;M;37
26692;26;Wrzeszcz Dolny;F;40
26693;18;Chełm;M;39
26694;18;Chełm;M;38
26695;7;Zaspa Rozstaje;F;68
26696;7;Wrzeszcz Górny;M;35
26697;17;Przymorze Wielkie;M;52
26698;21;Wzgórze Mickiewicza;M;86
26699;28;Zaspa Rozstaje;M;33
26700;24;Stogi;M;34
26701;21;Jasień;F;28
26702;14;Matarnia;F;17
26703;1;Śródmieście;M;31
26704;12;Piecki-Migowo;M;27
26705;7;Młyniska;M;69
26706;9;Oliwa;M;35
26707;20;Piecki-Migowo;F;27
26708;6;Stogi;F;70
26709;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;38
26710;24;Brętowo;M;47
26711;27;Brzeźno;M;27
26712;10;Zaspa Rozstaje;F;33
26713;8;Suchanino;M;20
26714;2;Wrzeszcz Dolny;M;55
26715;7;Zaspa Rozstaje;M;2
26716;8;Piecki-Migowo;M;26
26717;15;Piecki-Migowo;F;27
26719;15;Piecki-Migowo;F;65
26720;7;Śródmieście;M;57
26721;7;Wrzeszcz Dolny;M;39
26722;10;Przymorze Wielkie;F;50
26723;11;Jasień;M;51
26724;10;Zaspa Młyniec;M;26
26725;1;Chełm;F;28
26726;1;Oliwa;F;47
26727;1;Osowa;M;39
26728;11;Ujeścisko-Łostowice;F;37
26730;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
26731;15;Suchanino;M;47
26732;11;Jasień;M;28
26733;1;Wzgórze Mickiewicza;F;49
26735;2;Nowy Port;M;42
26736;15;Przymorze Małe;F;18
26737;7;Wrzeszcz Dolny;F;28
26738;28;Przymorze Wielkie;M;40
26739;26;Młyniska;F;68
26740;11;Jasień;M;35
26741;24;Przymorze Wielkie;F;31
26742;1;Wrzeszcz Górny;M;33
26743;27;Siedlce;F;50
26744;9;Zaspa Młyniec;M;20
26745;1;Letnica;F;43
26746;1;Przymorze Wielkie;M;51
26748;1;Letnica;F;36
26749;1;Matarnia;F;7
26750;18;Orunia Górna - Gdańsk Południe;M;33
26751;27;Zaspa Młyniec;M;71
26752;18;Nowy Port;F;57
26753;1;Chełm;M;72
26754;1;Nowy Port;F;52
26756;1;Letnica;F;16
26757;27;Aniołki;M;75
26758;5;Piecki-Migowo;M;72
26759;14;Osowa;F;47
26761;18;Piecki-Migowo;F;15
26762;20;Wrzeszcz Górny;F;40
26763;10;Siedlce;F;39
26764;17;Nowy Port;M;38
26765;1;Letnica;M;14
26766;12;Piecki-Migowo;F;30
26767;1;Oliwa;M;33
26768;24;Brętowo;F;5
26769;7;Przeróbka;F;26
26770;7;Przymorze Małe;M;53
26771;1;Nowy Port;M;24
26772;1;Letnica;M;4
26773;27;Kokoszki;M;30
26774;6;Siedlce;F;28
26775;11;Wrzeszcz Górny;M;39
26776;6;Zaspa Młyniec;M;67
26777;26;Piecki-Migowo;F;37
26778;26;Nowy Port;M;42
26779;1;Jasień;F;40
26780;9;Letnica;F;42
26781;1;Nowy Port;F;29
26782;1;Nowy Port;F;72
26783;21;Kokoszki;M;32
26784;18;Chełm;F;29
26786;10;Chełm;M;28
26787;24;Przymorze Małe;M;6
26788;20;Nowy Port;M;75
26789;8;Oliwa;M;67
26790;25;Piecki-Migowo;F;32
26791;3;Wrzeszcz Górny;F;74
26792;23;Orunia-Św.Wojciech-Lipce;M;36
26793;26;Brzeźno;M;54
26794;1;Przymorze Wielkie;M;62
26795;18;Chełm;F;44
26796;24;Kokoszki;M;38
26797;15;Piecki-Migowo;M;18
26798;27;Aniołki;F;69
26799;15;Wrzeszcz Górny;F;8
26800;7;Brzeźno;M;30
26801;1;Nowy Port;F;59
26802;8;Wrzeszcz Górny;F;43
26803;10;Stogi;M;29
26804;24;Brętowo;M;2
26805;26;Wrzeszcz Górny;F;43
26806;1;Wrzeszcz Górny;F;35
26807;21;Kokoszki;M;48
26808;2;Wrzeszcz Dolny;M;34
26809;10;Matarnia;F;26
26810;23;Orunia Górna - Gdańsk Południe;F;24
26811;24;Przymorze Małe;F;2
26812;1;Nowy Port;F;34
26813;7;Zaspa Rozstaje;F;44
26814;6;Śródmieście;F;54
26815;7;Piecki-Migowo;M;35
26816;1;Nowy Port;F;62
26817;18;Chełm;M;28
26818;8;Oliwa;M;65
26819;26;Ujeścisko-Łostowice;F;59
26820;6;Zaspa Młyniec;F;37
26821;1;Nowy Port;F;21
26822;7;Wrzeszcz Dolny;M;35
26823;18;Nowy Port;F;42
26824;26;Nowy Port;M;40
26825;26;Piecki-Migowo;M;33
26826;24;Strzyża;M;31
26827;21;Matarnia;F;32
26828;10;Brętowo;M;45
26829;1;Zaspa Rozstaje;M;25
26830;21;Osowa;F;35
26831;18;Wrzeszcz Dolny;M;33
26832;7;Zaspa Rozstaje;M;44
26833;8;Wrzeszcz Górny;F;11
26834;24;Przymorze Małe;F;35
26835;7;Wrzeszcz Górny;F;74
26836;1;Wrzeszcz Górny;F;11
26837;2;Nowy Port;F;53
26838;5;Wrzeszcz Górny;M;40
26839;11;Ujeścisko-Łostowice;F;38
26840;1;Przymorze Małe;F;24
26841;2;Nowy Port;M;58
26842;27;Aniołki;F;42
26843;7;Brzeźno;F;25
26844;27;Przymorze Wielkie;F;39
26845;9;Strzyża;F;29
26846;1;Wrzeszcz Górny;M;48
26847;7;Zaspa Rozstaje;M;18
26848;6;Wrzeszcz Górny;M;76
26849;1;Piecki-Migowo;F;44
26850;11;Chełm;F;35
26851;28;Brzeźno;F;35
26852;8;Oliwa;M;63
26853;7;Piecki-Migowo;M;48
26854;9;Piecki-Migowo;F;48
26855;7;Wrzeszcz Dolny;F;25
26856;7;Zaspa Młyniec;F;41
26857;26;Matarnia;F;34
26858;8;Oliwa;F;62
26859;1;Letnica;M;51
26860;18;Piecki-Migowo;M;27
26861;7;Chełm;M;45
26862;1;Letnica;F;8
26863;2;Piecki-Migowo;M;44
26864;4;Brzeźno;F;60
26865;9;Śródmieście;M;49
26866;1;Piecki-Migowo;F;33
26867;11;Chełm;F;37
26868;7;Zaspa Młyniec;M;76
26869;16;Nowy Port;F;36
26870;1;Chełm;F;69
26871;1;Brętowo;M;37
26872;21;Matarnia;F;44
26874;7;Zaspa Rozstaje;M;13
26875;4;Chełm;F;67
26876;20;Nowy Port;F;39
26877;8;Wrzeszcz Górny;F;63
26878;10;Jasień;M;29
26879;7;Brzeźno;F;1
26880;1;Stogi;F;26
26881;13;Nowy Port;F;32
26882;18;Orunia Górna - Gdańsk Południe;F;56
26883;18;Chełm;F;46
26884;1;Nowy Port;F;14
26885;26;Orunia-Św.Wojciech-Lipce;F;62
26886;7;Wrzeszcz Górny;F;38
26887;1;Wrzeszcz Górny;F;8
26888;1;Ujeścisko-Łostowice;F;39
26889;1;Śródmieście;F;28
26890;10;Zaspa Rozstaje;M;34
26891;6;Olszynka;M;43
26892;6;Piecki-Migowo;M;14
26893;9;Piecki-Migowo;F;13
26894;28;Brzeźno;M;3
26895;14;Osowa;M;42
26896;13;Nowy Port;F;4
26897;10;Przymorze Małe;M;27
26898;23;Śródmieście;M;42
26899;6;Śródmieście;F;23
26900;18;Jasień;F;34
26901;11;Chełm;F;33
26902;1;Stogi;M;64
26903;26;Oliwa;F;74
26904;1;Strzyża;F;35
26905;22;Jasień;M;26
26906;6;Olszynka;F;66
26907;6;Śródmieście;F;62
26908;21;Ujeścisko-Łostowice;M;46
26909;1;Piecki-Migowo;M;41
26910;6;Piecki-Migowo;F;7
26911;1;Wrzeszcz Górny;F;33
26912;10;Osowa;M;37
26913;7;Wrzeszcz Górny;F;8
26914;7;Nowy Port;F;54
26915;18;VII Dwór;F;47
26916;9;Piecki-Migowo;F;10
26917;1;Rudniki;F;34
26918;2;Nowy Port;M;74
26919;1;Stogi;F;63
26920;15;Wrzeszcz Górny;F;16
26921;18;Jasień;M;34
26922;27;Suchanino;M;10
26923;9;Jasień;F;48
26924;27;Wrzeszcz Górny;M;52
26925;28;Brzeźno;M;0
26926;9;Aniołki;M;41
26927;27;Suchanino;M;45
26928;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;57
26929;18;Jasień;M;38
26930;7;Wrzeszcz Górny;F;30
26931;27;Wrzeszcz Górny;M;33
26932;7;Chełm;M;45
26933;1;Piecki-Migowo;F;13
26934;7;Nowy Port;M;36
26935;18;Chełm;M;34
26936;6;Olszynka;F;65
26937;7;Aniołki;M;15
26938;1;Ujeścisko-Łostowice;M;33
26939;25;Śródmieście;F;68
26940;7;Letnica;M;64
26941;9;Piecki-Migowo;F;15
26942;10;Przymorze Wielkie;M;36
26943;14;Osowa;F;38
26944;6;Olszynka;M;58
26945;5;Osowa;F;34
26946;15;Suchanino;F;13
26947;1;Wrzeszcz Górny;M;25
26948;10;Przymorze Wielkie;F;50
26949;21;Siedlce;F;26
26950;10;Przymorze Małe;M;28
26951;2;Matarnia;F;32
26952;10;Zaspa Młyniec;M;43
26953;9;Strzyża;M;32
26954;22;Piecki-Migowo;F;32
26955;1;Stogi;F;39
26956;14;Osowa;M;36
26957;22;Ujeścisko-Łostowice;F;50
26958;18;Ujeścisko-Łostowice;M;33
26959;23;Chełm;F;43
26960;28;Brzeźno;M;34
26961;9;Strzyża;F;33
26962;1;Wrzeszcz Górny;F;12
26963;5;Piecki-Migowo;M;83
26964;26;Ujeścisko-Łostowice;F;13
26965;21;Osowa;F;32
26966;18;Ujeścisko-Łostowice;F;44
26967;1;Piecki-Migowo;F;13
26968;21;Ujeścisko-Łostowice;F;46
26969;9;Rudniki;F;36
26970;5;Strzyża;F;41
26971;9;Suchanino;F;56
26972;10;Suchanino;M;17
26973;10;Brętowo;F;39
26974;28;Śródmieście;F;21
26975;14;Osowa;F;18
26976;1;Kokoszki;F;54
26977;1;Nowy Port;F;33
26978;8;Oliwa;F;37
26979;6;Olszynka;F;31
26980;1;Piecki-Migowo;F;9
26981;20;Chełm;M;9
26982;21;Jasień;M;14
26983;9;Suchanino;M;24
26984;26;Piecki-Migowo;F;29
26985;1;Piecki-Migowo;M;38
26986;13;Przymorze Małe;M;21
26987;11;Orunia Górna - Gdańsk Południe;M;61
26988;9;Wrzeszcz Dolny;F;30
26989;1;Wrzeszcz Dolny;F;28
26990;6;Olszynka;M;49
26991;27;Zaspa Młyniec;M;40
26992;18;Orunia Górna - Gdańsk Południe;F;57
26993;21;Jasień;M;37
26994;6;Aniołki;F;34
26995;1;Nowy Port;F;28
26996;1;Przymorze Wielkie;M;47
26998;21;Matarnia;M;33
26999;1;Suchanino;F;5
27000;24;Wrzeszcz Dolny;F;35
27001;3;Piecki-Migowo;M;32
27002;1;Suchanino;F;52
27003;1;Wrzeszcz Górny;F;53
27004;1;Nowy Port;F;44
27005;18;Ujeścisko-Łostowice;F;43
27006;14;Kokoszki;M;38
27007;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;64
27008;27;Suchanino;M;42
27009;12;Piecki-Migowo;M;28
27010;7;Wrzeszcz Górny;M;42
27011;5;Chełm;M;3
27012;1;Oliwa;M;58
27013;15;Suchanino;F;3
27014;21;Ujeścisko-Łostowice;M;20
27015;9;Nowy Port;M;34
27016;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
27017;16;Orunia Górna - Gdańsk Południe;F;27
27018;9;Orunia Górna - Gdańsk Południe;F;37
27019;9;Przymorze Wielkie;M;45
27020;26;Oliwa;F;77
27021;6;Olszynka;M;46
27022;10;Suchanino;M;36
27023;17;Śródmieście;M;27
27024;6;Wrzeszcz Dolny;F;39
27025;7;Nowy Port;F;57
27026;10;Jasień;F;58
27027;18;Chełm;M;33
27028;14;Osowa;F;31
27029;1;Suchanino;F;73
27030;11;Piecki-Migowo;F;37
27031;13;VII Dwór;M;16
27032;22;Jasień;M;29
27033;9;Nowy Port;F;24
27034;6;Olszynka;F;53
27035;1;Strzyża;F;14
27036;18;Ujeścisko-Łostowice;F;69
27037;7;Chełm;F;63
27038;18;Chełm;F;39
27039;1;Suchanino;M;49
27040;1;Śródmieście;F;34
27041;10;Chełm;M;37
27042;1;Wrzeszcz Dolny;F;51
27043;23;Jasień;F;61
27044;11;Wrzeszcz Górny;M;32
27045;6;VII Dwór;M;41
27046;9;Zaspa Młyniec;F;69
27047;2;Orunia Górna - Gdańsk Południe;M;57
27048;27;Strzyża;F;42
27049;28;Wrzeszcz Górny;F;7
27050;9;Brętowo;F;67
27051;8;Piecki-Migowo;F;38
27052;1;Piecki-Migowo;F;29
27053;10;Piecki-Migowo;F;34
27054;1;Suchanino;M;40
27055;10;Suchanino;M;6
27056;6;Śródmieście;F;34
27057;7;Suchanino;M;36
27058;27;Wrzeszcz Górny;M;47
27059;6;Olszynka;M;17
27060;5;Piecki-Migowo;F;70
27061;27;Suchanino;M;40
27062;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;46
27063;10;Suchanino;M;8
27064;26;Wrzeszcz Dolny;F;75
27065;18;Ujeścisko-Łostowice;F;40
27066;26;Oliwa;F;51
27067;1;Brętowo;M;68
27068;12;Piecki-Migowo;F;30
27069;9;Przymorze Małe;M;33
27070;9;Brętowo;M;26
27071;1;Wrzeszcz Górny;M;1
27072;28;Wrzeszcz Górny;M;46
27073;9;Zaspa Młyniec;M;70
27074;1;Suchanino;M;30
27075;10;Suchanino;F;36
27076;23;Orunia-Św.Wojciech-Lipce;M;21
27077;9;Wrzeszcz Górny;M;64
27078;21;Piecki-Migowo;F;68
27079;1;Śródmieście;F;2
27080;6;Śródmieście;M;37
27081;18;Ujeścisko-Łostowice;M;48
27082;13;Przymorze Małe;M;48
27083;17;Śródmieście;F;2
27084;9;Piecki-Migowo;M;30
27085;21;Kokoszki;M;49
27086;5;Wrzeszcz Górny;F;35
27087;9;Brętowo;M;64
27088;26;Suchanino;F;58
27089;1;Przymorze Małe;M;42
27090;1;Piecki-Migowo;F;27
27091;2;Letnica;F;32
27092;2;Brzeźno;F;36
27093;18;Chełm;M;43
27094;23;Orunia-Św.Wojciech-Lipce;M;58
27096;1;Suchanino;F;37
27097;23;Orunia Górna - Gdańsk Południe;M;42
27098;26;Przymorze Małe;F;36
27099;1;Jasień;F;34
27100;5;Wrzeszcz Górny;M;6
27101;2;Brzeźno;M;8
27102;18;Ujeścisko-Łostowice;M;34
27104;23;Orunia-Św.Wojciech-Lipce;F;59
27105;1;Przymorze Małe;F;41
27106;23;Chełm;M;35
27107;18;Ujeścisko-Łostowice;F;17
27108;1;Zaspa Młyniec;F;77
27109;1;Nowy Port;F;62
27110;1;Brzeźno;F;49
27111;1;Suchanino;F;18
27112;11;Ujeścisko-Łostowice;M;28
27113;1;Suchanino;M;4
27114;27;Orunia-Św.Wojciech-Lipce;M;31
27115;5;Wrzeszcz Górny;F;3
27116;11;Jasień;F;34
27117;10;Przymorze Wielkie;M;37
27118;17;Śródmieście;F;42
27119;14;Piecki-Migowo;M;39
27120;1;Piecki-Migowo;M;28
27121;1;Zaspa Młyniec;M;83
27122;1;Matarnia;F;34
27123;7;Wrzeszcz Dolny;M;37
27124;27;Suchanino;M;2
27125;16;Piecki-Migowo;F;39
27127;21;Jasień;M;28
27128;11;Ujeścisko-Łostowice;M;40
27129;4;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;39
27130;10;Olszynka;M;27
27131;28;Osowa;M;34
27132;1;Oliwa;F;40
27133;1;Brętowo;F;65
27135;18;Przymorze Wielkie;M;26
27136;18;Jasień;F;62
27137;23;Orunia Górna - Gdańsk Południe;F;39
27138;9;Wrzeszcz Dolny;M;45
27139;23;Chełm;F;34
27140;26;Brzeźno;F;63
27141;27;Przymorze Wielkie;F;72
27142;21;Jasień;F;31
27143;25;Krakowiec-Górki Zachodnie;F;65
27144;15;Piecki-Migowo;M;38
27145;1;Piecki-Migowo;M;31
27146;9;Wrzeszcz Górny;M;31
27147;1;Przymorze Małe;F;21
27148;24;Suchanino;M;35
27149;22;Piecki-Migowo;M;5
27150;1;Brętowo;M;68
27151;26;Oliwa;F;16
27152;23;Orunia-Św.Wojciech-Lipce;F;33
27153;15;Piecki-Migowo;F;58
27155;18;Orunia Górna - Gdańsk Południe;F;43
27156;7;Wrzeszcz Dolny;F;30
27157;1;Brętowo;M;67
27158;7;Orunia Górna - Gdańsk Południe;M;34
27159;1;Jasień;F;35
27160;26;Orunia-Św.Wojciech-Lipce;F;59
27161;2;Nowy Port;M;52
27162;18;Ujeścisko-Łostowice;M;36
27163;22;Piecki-Migowo;M;8
27164;27;Zaspa Młyniec;F;64
27165;16;Piecki-Migowo;M;5
27166;1;Wrzeszcz Dolny;F;11
27167;15;Ujeścisko-Łostowice;M;34
27168;1;Zaspa Rozstaje;F;41
27169;14;Osowa;M;57
27170;2;Wrzeszcz Dolny;M;43
27171;23;Chełm;F;39
27172;25;Wrzeszcz Dolny;M;30
27173;23;Chełm;F;4
27175;7;Nowy Port;M;37
27176;4;Chełm;M;57
27177;1;Brętowo;F;69
27178;14;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;68
27179;8;Chełm;F;43
27180;8;Przymorze Małe;F;53
27181;2;Oliwa;M;30
27182;23;Orunia Górna - Gdańsk Południe;F;7
27183;1;Ujeścisko-Łostowice;M;40
27184;18;Chełm;M;36
27185;18;Orunia Górna - Gdańsk Południe;F;34
27186;21;Jasień;F;0
27187;9;Stogi;F;20
27188;18;Orunia Górna - Gdańsk Południe;M;46
27189;26;Nowy Port;F;42
27190;15;Wrzeszcz Górny;F;45
27191;7;Nowy Port;F;38
27192;18;Jasień;M;62
27193;27;Przymorze Małe;F;41
27194;18;Chełm;F;50
27195;1;Brętowo;M;44
27196;1;Piecki-Migowo;M;29
27197;28;Brzeźno;F;30
27198;6;Olszynka;M;8
27199;1;VII Dwór;F;37
27200;23;Chełm;F;0
27201;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;74
27202;1;Chełm;F;47
27203;16;Piecki-Migowo;F;10
27204;7;Nowy Port;F;37
27205;26;Orunia-Św.Wojciech-Lipce;M;59
27206;1;Strzyża;M;57
27207;6;Orunia-Św.Wojciech-Lipce;F;44
27208;7;Piecki-Migowo;M;39
27209;1;Brętowo;M;20
27210;21;Ujeścisko-Łostowice;M;42
27211;14;Osowa;F;56
27212;7;Ujeścisko-Łostowice;F;43
27213;1;Przeróbka;M;33
27214;7;Wrzeszcz Dolny;F;54
27215;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;65
27216;18;Orunia Górna - Gdańsk Południe;F;29
27217;1;Brętowo;F;68
27218;2;Nowy Port;F;48
27219;10;Wrzeszcz Górny;M;9
27220;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;65
27221;6;Jasień;F;59
27222;1;Przymorze Małe;F;40
27223;18;Chełm;M;47
27224;6;Stogi;F;72
27225;27;Siedlce;M;22
27226;7;Brzeźno;M;61
27227;11;Piecki-Migowo;M;34
27228;1;Brętowo;M;71
27229;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;68
27230;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;68
27231;27;Przymorze Małe;F;24
27232;23;Orunia-Św.Wojciech-Lipce;F;29
27233;1;Przymorze Wielkie;M;30
27234;11;Piecki-Migowo;F;36
27235;1;Chełm;M;10
27236;9;Piecki-Migowo;M;31
27237;23;Chełm;M;67
27238;18;Orunia Górna - Gdańsk Południe;M;10
27239;2;Zaspa Rozstaje;M;39
27240;19;Orunia Górna - Gdańsk Południe;M;51
27241;13;Przymorze Wielkie;F;41
27242;6;Stogi;M;79
27243;12;Piecki-Migowo;M;37
27244;23;Śródmieście;F;66
27245;1;Brętowo;M;56
27246;11;Piecki-Migowo;M;9
27247;27;Piecki-Migowo;F;35
27248;26;Nowy Port;M;55
27249;1;Chełm;F;43
27250;11;Kokoszki;F;67
27251;18;Orunia Górna - Gdańsk Południe;M;37
27252;11;Piecki-Migowo;F;7
27253;6;Przymorze Wielkie;F;85
27254;1;Chełm;M;22
27255;23;Orunia Górna - Gdańsk Południe;M;40
27256;11;Piecki-Migowo;M;40
27257;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;71
27258;28;Orunia Górna - Gdańsk Południe;F;42
27259;10;Zaspa Rozstaje;F;36
27260;11;Ujeścisko-Łostowice;M;39
27261;23;Olszynka;M;54
27262;6;Nowy Port;M;7
27264;1;Chełm;M;55
27265;11;Piecki-Migowo;M;39
27266;13;Przymorze Wielkie;F;84
27267;2;Przymorze Wielkie;F;43
27268;1;Chełm;F;14
27269;2;Ujeścisko-Łostowice;M;70
27270;10;Brzeźno;F;46
27271;1;Osowa;F;42
27272;23;Chełm;F;37
27273;12;Siedlce;F;43
27274;1;Osowa;F;42
27275;11;Jasień;F;31
27276;11;Wrzeszcz Górny;F;39
27277;26;Orunia Górna - Gdańsk Południe;F;15
27278;11;Ujeścisko-Łostowice;M;33
27279;27;Aniołki;M;45
27280;27;Przymorze Wielkie;F;41
27281;2;Wrzeszcz Dolny;M;34
27282;1;Śródmieście;M;75
27283;20;Śródmieście;F;68
27284;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
27285;10;Piecki-Migowo;M;39
27286;23;Orunia Górna - Gdańsk Południe;F;28
27287;23;Chełm;F;42
27289;7;Przymorze Wielkie;M;41
27290;22;Piecki-Migowo;M;37
27291;7;Strzyża;M;52
27292;1;Stogi;F;31
27293;6;Śródmieście;F;41
27294;1;Piecki-Migowo;M;28
27295;2;Orunia Górna - Gdańsk Południe;F;67
27296;27;Letnica;F;46
27297;10;Piecki-Migowo;F;36
27298;26;Orunia Górna - Gdańsk Południe;F;46
27299;9;Śródmieście;M;31
27300;11;Stogi;F;60
27301;9;Nowy Port;M;33
27302;27;Siedlce;F;60
27303;12;Siedlce;F;5
27304;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
27305;17;Orunia-Św.Wojciech-Lipce;F;22
27306;5;Wrzeszcz Górny;F;6
27307;10;Wrzeszcz Górny;F;37
27308;11;Orunia Górna - Gdańsk Południe;F;36
27309;7;Przymorze Małe;M;36
27310;7;Piecki-Migowo;F;29
27311;5;Nowy Port;M;36
27312;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;75
27313;1;Śródmieście;M;45
27314;14;Matarnia;M;25
27315;18;Orunia-Św.Wojciech-Lipce;F;38
27316;10;Wrzeszcz Górny;F;8
27317;8;Wrzeszcz Górny;F;8
27318;26;Jasień;M;41
27319;11;Ujeścisko-Łostowice;M;42
27320;5;Nowy Port;M;9
27321;23;Chełm;F;26
27323;8;Oliwa;M;79
27324;10;Piecki-Migowo;M;6
27325;10;Chełm;F;9
27326;12;Siedlce;M;5
27327;18;Chełm;M;35
27328;18;Suchanino;F;55
27329;9;Przymorze Wielkie;M;46
27330;6;Stogi;M;48
27331;18;Orunia Górna - Gdańsk Południe;F;10
27332;12;Piecki-Migowo;F;37
27333;9;Piecki-Migowo;M;25
27334;1;Śródmieście;F;68
27335;21;Jasień;M;34
27336;8;Oliwa;F;78
27337;23;Orunia Górna - Gdańsk Południe;M;3
27338;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;88
27339;2;Letnica;F;15
27340;1;Orunia Górna - Gdańsk Południe;M;16
27341;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;74
27342;7;Piecki-Migowo;F;34
27343;2;Śródmieście;M;59
27344;10;Wrzeszcz Górny;M;6
27345;17;Orunia-Św.Wojciech-Lipce;F;64
27346;27;Przymorze Wielkie;F;67
27347;10;Piecki-Migowo;F;6
27348;1;Piecki-Migowo;M;43
27349;11;Ujeścisko-Łostowice;F;35
27350;23;Ujeścisko-Łostowice;F;31
27351;28;Chełm;M;30
27352;10;Piecki-Migowo;F;33
27353;1;Osowa;M;42
27354;19;Orunia Górna - Gdańsk Południe;F;54
27355;10;Jasień;M;35
27356;28;Nowy Port;F;47
27357;11;Stogi;F;8
27358;20;Brętowo;F;31
27359;21;Jasień;M;46
27360;7;Zaspa Młyniec;M;37
27362;21;Orunia Górna - Gdańsk Południe;M;50
27363;27;Wrzeszcz Górny;M;35
27364;11;Ujeścisko-Łostowice;F;9
27365;7;Wrzeszcz Dolny;F;53
27366;18;Orunia Górna - Gdańsk Południe;M;32
27367;17;Orunia-Św.Wojciech-Lipce;M;70
27368;26;Przymorze Małe;F;22
27370;5;Ujeścisko-Łostowice;F;35
27371;21;Ujeścisko-Łostowice;M;0
27372;8;Strzyża;M;50
27373;10;Piecki-Migowo;M;37
27374;7;Wrzeszcz Dolny;F;57
27375;1;Śródmieście;M;71
27376;7;Wzgórze Mickiewicza;F;31
27377;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;75
27378;1;Śródmieście;M;11
27379;21;Jasień;F;49
27380;26;Suchanino;M;12
27381;6;Zaspa Rozstaje;F;43
27382;18;Chełm;F;0
27383;23;Ujeścisko-Łostowice;M;66
27384;11;Ujeścisko-Łostowice;M;16
27386;7;Wrzeszcz Dolny;M;60
27387;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
27388;18;Ujeścisko-Łostowice;F;41
27389;23;Ujeścisko-Łostowice;M;13
27390;5;Ujeścisko-Łostowice;M;38
27391;2;Letnica;F;17
27392;7;Brzeźno;M;48
27393;18;Chełm;F;38
27394;2;Ujeścisko-Łostowice;M;36
27395;9;Śródmieście;M;16
27396;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
27397;27;Oliwa;F;61
27398;20;Osowa;M;38
27399;10;Oliwa;F;41
27400;18;Piecki-Migowo;M;56
27401;8;Strzyża;F;50
27402;6;Aniołki;M;36
27403;27;Ujeścisko-Łostowice;M;49
27404;11;Ujeścisko-Łostowice;F;41
27405;14;Orunia-Św.Wojciech-Lipce;F;80
27406;1;Osowa;F;10
27407;7;Wzgórze Mickiewicza;M;37
27408;23;Ujeścisko-Łostowice;M;43
27409;7;Osowa;F;30
27411;2;Zaspa Rozstaje;M;39
27412;16;Piecki-Migowo;F;41
27413;21;Jasień;M;15
27414;1;Oliwa;F;9
27415;1;Jasień;F;33
27416;24;Osowa;F;28
27417;23;Chełm;M;41
27418;5;Ujeścisko-Łostowice;F;9
27419;23;Orunia Górna - Gdańsk Południe;F;1
27420;18;Piecki-Migowo;M;27
27421;2;Młyniska;M;70
27422;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
27423;20;Brętowo;M;4
27424;17;Suchanino;M;41
27425;9;Śródmieście;F;9
27426;9;Orunia Górna - Gdańsk Południe;M;37
27427;7;Siedlce;M;58
27428;17;Ujeścisko-Łostowice;F;58
27429;2;Zaspa Młyniec;M;37
27431;1;Oliwa;F;11
27432;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;86
27433;18;Piecki-Migowo;F;31
27434;5;Ujeścisko-Łostowice;F;13
27435;2;Wrzeszcz Górny;F;47
27436;6;Piecki-Migowo;F;64
27437;20;Wyspa Sobieszewska;F;65
27438;2;Osowa;M;12
27439;7;Nowy Port;M;70
27440;6;Piecki-Migowo;M;68
27441;10;Zaspa Rozstaje;F;38
27442;18;Ujeścisko-Łostowice;M;38
27443;2;Nowy Port;M;54
27444;17;Suchanino;F;43
27445;23;Ujeścisko-Łostowice;M;15
27446;27;Przymorze Wielkie;F;42
27447;2;Przymorze Wielkie;F;42
27448;10;Wzgórze Mickiewicza;F;49
27449;9;Śródmieście;M;46
27451;18;Chełm;F;37
27452;16;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;41
27453;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;46
27455;18;Chełm;M;44
27456;9;Wrzeszcz Dolny;M;26
27457;5;Ujeścisko-Łostowice;F;7
27458;11;Ujeścisko-Łostowice;F;30
27459;10;Strzyża;M;45
27460;1;Suchanino;F;34
27461;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;81
27462;24;Brzeźno;M;44
27463;11;Chełm;F;4
27464;16;Zaspa Rozstaje;M;9
27465;7;Młyniska;F;71
27466;8;Oliwa;F;0
27467;7;Nowy Port;F;71
27468;1;Ujeścisko-Łostowice;F;40
27469;26;Ujeścisko-Łostowice;F;23
27470;8;Oliwa;F;53
27471;18;Orunia Górna - Gdańsk Południe;M;22
27472;23;Chełm;F;32
27473;20;Wyspa Sobieszewska;M;70
27474;27;Stogi;F;55
27475;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;53
27476;1;Jasień;F;34
27477;22;Chełm;F;9
27478;1;Kokoszki;F;85
27479;8;Zaspa Młyniec;M;49
27480;26;Orunia Górna - Gdańsk Południe;M;9
27481;9;Śródmieście;F;73
27482;5;Ujeścisko-Łostowice;F;50
27483;10;Wrzeszcz Dolny;M;33
27484;1;Kokoszki;F;59
27485;22;Ujeścisko-Łostowice;M;31
27486;18;Chełm;F;37
27487;19;Jasień;M;36
27488;26;Oliwa;F;46
27489;11;Ujeścisko-Łostowice;F;3
27490;18;Jasień;M;22
27491;1;Przymorze Małe;F;49
27492;1;Przeróbka;F;43
27493;18;Ujeścisko-Łostowice;M;51
27494;20;Wyspa Sobieszewska;M;19
27495;24;Śródmieście;F;35
27496;1;Suchanino;F;32
27497;15;Piecki-Migowo;M;38
27498;6;Aniołki;F;54
27499;7;Wrzeszcz Dolny;M;29
27500;1;Siedlce;F;18
27501;1;Siedlce;F;30
27502;21;Jasień;M;30
27503;1;Zaspa Rozstaje;M;7
27504;9;Piecki-Migowo;M;3
27505;27;Zaspa Młyniec;M;59
27506;1;Chełm;F;42
27507;1;Przymorze Małe;F;28
27508;17;Matarnia;M;64
27509;14;Osowa;F;35
27510;10;Oliwa;F;77
27511;18;Ujeścisko-Łostowice;F;47
27513;28;Nowy Port;F;44
27514;7;Piecki-Migowo;M;33
27515;5;Ujeścisko-Łostowice;M;53
27516;18;Ujeścisko-Łostowice;M;35
27517;2;Wrzeszcz Górny;M;47
27518;21;Ujeścisko-Łostowice;F;30
27520;12;Piecki-Migowo;F;45
27521;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;54
27522;24;Brzeźno;M;4
27523;8;Oliwa;M;40
27524;26;Stogi;M;45
27525;27;Suchanino;F;75
27526;10;Strzyża;M;9
27527;1;Ujeścisko-Łostowice;F;41
27528;23;Orunia Górna - Gdańsk Południe;M;39
27529;1;Siedlce;F;46
27530;23;Chełm;F;15
27531;23;Chełm;F;66
27532;18;Ujeścisko-Łostowice;M;12
27533;23;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;31
27534;7;Śródmieście;M;22
27535;18;Ujeścisko-Łostowice;F;35
27536;1;Oliwa;F;27
27537;1;Rudniki;F;53
27538;6;Stogi;M;54
27539;26;Stogi;M;23
27540;17;Chełm;F;2
27542;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;72
27543;8;Matarnia;M;37
27544;7;Zaspa Rozstaje;F;37
27545;5;Chełm;F;69
27546;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;73
27547;9;Przymorze Wielkie;M;37
27548;5;Orunia Górna - Gdańsk Południe;F;43
27549;11;Piecki-Migowo;M;31
27550;6;Wzgórze Mickiewicza;F;40
27551;1;Strzyża;F;41
27552;21;Kokoszki;F;37
27553;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;11
27554;27;Śródmieście;F;44
27555;9;Przymorze Wielkie;M;36
27556;24;Brzeźno;F;4
27557;7;Wrzeszcz Dolny;F;81
27558;7;Wrzeszcz Dolny;M;26
27559;10;Brętowo;F;41
27560;20;Przymorze Wielkie;M;11
27561;7;Matarnia;F;48
27562;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
27563;6;Siedlce;F;46
27564;26;Orunia-Św.Wojciech-Lipce;F;42
27565;7;Zaspa Rozstaje;M;36
27566;9;Przymorze Wielkie;F;32
27567;1;Nowy Port;F;17
27568;23;Chełm;M;70
27570;23;Chełm;F;5
27571;27;Śródmieście;M;42
27572;13;Przymorze Wielkie;F;44
27573;24;Brzeźno;M;11
27574;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;47
27575;24;Brzeźno;F;40
27576;6;Wzgórze Mickiewicza;M;12
27577;5;Chełm;M;72
27578;1;Zaspa Młyniec;M;41
27579;18;Chełm;F;38
27580;6;Olszynka;M;43
27581;12;Piecki-Migowo;F;43
27582;8;Jasień;M;10
27583;22;Piecki-Migowo;M;35
27584;10;Wrzeszcz Górny;M;29
27585;7;Wrzeszcz Dolny;M;38
27586;18;Ujeścisko-Łostowice;M;34
27587;26;Orunia-Św.Wojciech-Lipce;M;42
27588;26;Wrzeszcz Dolny;F;16
27589;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;49
27590;18;Ujeścisko-Łostowice;F;37
27591;8;Przymorze Małe;M;31
27592;1;Siedlce;F;72
27593;22;Orunia Górna - Gdańsk Południe;M;66
27594;1;Strzyża;M;6
27595;27;Śródmieście;M;9
27596;10;Przymorze Wielkie;F;40
27597;23;Chełm;M;43
27598;1;Wrzeszcz Dolny;F;25
27599;27;Suchanino;F;61
27600;11;Jasień;M;31
27601;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;27
27602;21;Jasień;F;28
27603;2;Jasień;M;35
27604;11;Ujeścisko-Łostowice;F;39
27605;21;Chełm;F;61
27606;22;Jasień;M;32
27607;18;Chełm;M;28
27608;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;45
27609;1;Zaspa Młyniec;M;7
27610;24;Orunia-Św.Wojciech-Lipce;M;43
27611;18;Orunia Górna - Gdańsk Południe;F;63
27612;10;Wrzeszcz Górny;F;37
27613;11;Wrzeszcz Górny;M;77
27614;26;Orunia-Św.Wojciech-Lipce;M;10
27615;21;Kokoszki;M;39
27616;14;Jasień;F;31
27617;10;Wrzeszcz Dolny;M;63
27618;9;Śródmieście;M;31
27619;9;Chełm;M;35
27620;9;Suchanino;M;40
27621;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;19
27622;18;Jasień;M;6
27623;1;Strzyża;F;3
27624;27;Śródmieście;M;16
27625;28;Kokoszki;F;44
27626;26;Orunia-Św.Wojciech-Lipce;F;44
27627;8;Matarnia;M;6
27628;18;Ujeścisko-Łostowice;M;38
27629;26;Śródmieście;F;46
27630;6;Siedlce;F;43
27631;27;Kokoszki;F;35
27632;7;Piecki-Migowo;F;45
27633;18;Ujeścisko-Łostowice;M;35
27634;1;Śródmieście;F;40
27635;27;Oliwa;M;64
27636;6;Olszynka;F;44
27637;25;Przymorze Wielkie;M;46
27638;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;74
27639;11;Wrzeszcz Górny;F;76
27640;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;87
27641;1;Siedlce;M;77
27642;7;Matarnia;M;10
27643;27;Wrzeszcz Górny;M;31
27644;26;Orunia Górna - Gdańsk Południe;F;29
27645;2;Strzyża;F;88
27646;18;Ujeścisko-Łostowice;M;40
27647;18;Ujeścisko-Łostowice;F;44
27648;13;Przymorze Wielkie;F;38
27649;20;Nowy Port;F;39
27650;11;Ujeścisko-Łostowice;F;42
27651;13;Zaspa Młyniec;F;29
27652;18;Stogi;F;54
27653;1;Ujeścisko-Łostowice;M;17
27654;2;Wrzeszcz Dolny;F;59
27655;1;Olszynka;F;30
27656;10;Przymorze Wielkie;M;41
27657;21;Kokoszki;M;5
27658;1;Przymorze Wielkie;M;39
27659;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;92
27660;9;Przymorze Wielkie;M;11
27661;21;Osowa;F;69
27663;18;Ujeścisko-Łostowice;F;31
27664;7;Ujeścisko-Łostowice;F;8
27665;6;Śródmieście;M;29
27666;21;Jasień;M;37
27667;10;Wrzeszcz Dolny;F;61
27668;2;Siedlce;M;91
27669;12;Piecki-Migowo;F;38
27670;7;Brętowo;M;54
27671;7;Brzeźno;M;29
27672;2;Suchanino;F;38
27673;14;Osowa;M;46
27674;18;Orunia Górna - Gdańsk Południe;M;35
27675;2;Wrzeszcz Górny;F;32
27676;23;Orunia Górna - Gdańsk Południe;M;59
27677;14;Osowa;M;38
27678;27;Orunia Górna - Gdańsk Południe;M;40
27679;7;Piecki-Migowo;M;8
27681;18;Ujeścisko-Łostowice;F;40
27682;26;Jasień;F;54
27683;1;Siedlce;M;43
27684;21;Kokoszki;M;4
27685;20;Śródmieście;F;34
27686;13;Przymorze Wielkie;M;8
27687;1;Oliwa;F;62
27688;1;Ujeścisko-Łostowice;F;6
27689;6;Orunia-Św.Wojciech-Lipce;M;45
27690;9;Przymorze Wielkie;F;4
27691;6;Stogi;M;54
27692;27;Kokoszki;F;5
27693;1;Przymorze Wielkie;F;40
27694;7;Ujeścisko-Łostowice;M;3
27695;2;Suchanino;F;18
27696;1;Wrzeszcz Górny;F;36
27697;11;Ujeścisko-Łostowice;M;43
27698;7;Piecki-Migowo;M;15
27699;22;Chełm;F;33
27700;27;Piecki-Migowo;F;73
27701;18;Wzgórze Mickiewicza;M;55
27702;2;Wrzeszcz Dolny;F;89
27703;12;Piecki-Migowo;F;7
27705;18;Ujeścisko-Łostowice;M;37
27706;6;Chełm;F;46
27707;17;Ujeścisko-Łostowice;F;35
27708;10;Zaspa Rozstaje;M;19
27709;23;Chełm;M;31
27710;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;9
27711;21;Kokoszki;M;12
27712;1;Strzyża;F;26
27713;24;Brzeźno;M;51
27714;7;Wrzeszcz Górny;F;47
27715;1;Śródmieście;F;66
27716;11;Jasień;F;1
27717;1;Brętowo;F;27
27718;7;Piecki-Migowo;M;46
27719;5;Wyspa Sobieszewska;M;94
27720;7;Nowy Port;M;32
27721;2;Suchanino;M;7
27722;10;Chełm;F;34
27723;2;Piecki-Migowo;M;67
27724;23;Siedlce;F;39
27725;1;Brętowo;F;25
27726;14;Osowa;F;13
27727;10;Brętowo;F;45
27728;7;Nowy Port;F;30
27729;7;Orunia Górna - Gdańsk Południe;M;64
27730;17;Chełm;F;72
27731;1;Jasień;F;40
27732;8;Oliwa;F;32
27734;11;Ujeścisko-Łostowice;M;3
27735;1;Przymorze Małe;M;27
27736;9;Siedlce;F;20
27737;22;Chełm;F;6
27739;1;Ujeścisko-Łostowice;M;7
27740;21;Zaspa Młyniec;M;56
27741;1;Wrzeszcz Górny;M;31
27742;11;Kokoszki;M;40
27743;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;35
27744;7;Jasień;F;17
27745;21;Kokoszki;M;43
27746;19;Orunia Górna - Gdańsk Południe;M;43
27747;11;Ujeścisko-Łostowice;M;39
27749;11;Ujeścisko-Łostowice;M;4
27750;17;Chełm;M;72
27751;21;Kokoszki;M;40
27752;7;Brzeźno;F;50
27753;1;Jasień;M;34
27754;26;Przymorze Wielkie;F;5
27755;23;Siedlce;M;68
27756;10;Brętowo;M;46
27757;1;Śródmieście;M;76
27758;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;37
27759;8;Brętowo;M;23
27760;17;Chełm;F;36
27761;10;Przymorze Wielkie;M;77
27762;1;Oliwa;F;35
27763;21;Kokoszki;M;3
27764;23;Piecki-Migowo;M;30
27765;1;Suchanino;M;56
27766;10;Brętowo;M;14
27767;22;Piecki-Migowo;F;34
27768;26;Ujeścisko-Łostowice;M;4
27769;1;Stogi;F;43
27771;9;Przymorze Wielkie;M;19
27772;2;Wrzeszcz Dolny;F;32
27773;18;Orunia Górna - Gdańsk Południe;F;40
27774;21;Kokoszki;F;7
27775;9;Ujeścisko-Łostowice;F;38
27776;6;Chełm;M;6
27777;9;Chełm;M;32
27778;10;Brętowo;M;48
27779;22;Chełm;M;33
27780;23;Siedlce;F;69
27781;24;Przymorze Małe;F;40
27782;1;Piecki-Migowo;M;10
27783;21;Kokoszki;F;10
27784;7;Piecki-Migowo;F;70
27785;11;Jasień;F;39
27786;1;Nowy Port;M;43
27787;7;Matarnia;F;45
27788;6;Chełm;M;47
27789;1;Wrzeszcz Górny;F;15
27790;25;Stogi;M;46
27791;26;Zaspa Młyniec;F;27
27792;18;Chełm;F;37
27793;18;Chełm;F;45
27794;6;Śródmieście;M;46
27795;27;Chełm;F;21
27796;2;Piecki-Migowo;M;68
27797;1;Kokoszki;F;2
27798;21;Orunia Górna - Gdańsk Południe;F;30
27799;10;Brętowo;F;74
27800;9;Przymorze Wielkie;M;13
27801;9;Ujeścisko-Łostowice;F;7
27802;11;Jasień;F;33
27803;18;Orunia Górna - Gdańsk Południe;M;39
27804;1;Śródmieście;M;55
27805;18;Ujeścisko-Łostowice;M;38
27806;14;Osowa;F;52
27807;27;Wrzeszcz Górny;M;42
27808;23;Chełm;F;33
27809;1;Wrzeszcz Dolny;F;43
27810;18;Chełm;F;35
27811;2;Wrzeszcz Dolny;M;0
27812;13;Piecki-Migowo;F;34
27813;10;Brętowo;M;10
27814;17;Orunia-Św.Wojciech-Lipce;F;50
27815;23;Orunia Górna - Gdańsk Południe;F;0
27816;21;Jasień;M;35
27817;10;Brętowo;F;37
27818;1;Wrzeszcz Górny;M;39
27819;21;Piecki-Migowo;F;42
27820;10;Kokoszki;M;17
27821;21;Zaspa Młyniec;F;16
27822;9;Ujeścisko-Łostowice;M;3
27823;7;Piecki-Migowo;M;1
27824;23;Chełm;M;10
27825;26;Przymorze Małe;F;56
27826;1;Chełm;F;6
27827;3;Zaspa Młyniec;M;53
27828;20;Ujeścisko-Łostowice;F;21
27829;9;Zaspa Młyniec;F;68
27830;14;Matarnia;F;35
27831;18;Piecki-Migowo;M;34
27832;21;Kokoszki;F;50
27833;2;Wrzeszcz Dolny;M;35
27834;20;Chełm;M;35
27835;9;Chełm;M;27
27836;22;Zaspa Młyniec;F;20
27837;11;Chełm;F;40
27838;13;Piecki-Migowo;M;34
27839;7;Śródmieście;F;36
27840;11;Wrzeszcz Górny;M;92
27841;9;Zaspa Młyniec;F;44
27842;21;Zaspa Młyniec;F;49
27843;10;Ujeścisko-Łostowice;F;49
27844;1;Młyniska;F;30
27845;1;Jasień;F;0
27846;1;Wrzeszcz Dolny;F;28
27847;26;Wrzeszcz Dolny;F;64
27848;1;Przymorze Małe;F;50
27849;23;Orunia Górna - Gdańsk Południe;F;16
27850;2;Wrzeszcz Dolny;F;30
27851;9;Piecki-Migowo;F;34
27852;20;Oliwa;M;60
27853;9;Kokoszki;F;68
27854;27;Przymorze Małe;F;53
27855;21;Kokoszki;F;10
27856;1;Piecki-Migowo;M;3
27857;26;Przymorze Małe;M;35
27858;9;Suchanino;M;72
27859;9;Chełm;M;34
27860;10;Chełm;M;14
27861;1;Wrzeszcz Dolny;F;54
27862;1;Zaspa Młyniec;F;41
27864;9;Piecki-Migowo;M;4
27865;21;Zaspa Młyniec;F;19
27866;7;Wrzeszcz Górny;M;40
27867;2;Wrzeszcz Dolny;M;35
27868;26;Piecki-Migowo;F;58
27869;7;Zaspa Młyniec;F;33
27870;26;Orunia Górna - Gdańsk Południe;F;29
27871;26;Przymorze Wielkie;M;58
27873;21;Jasień;F;31
27874;23;Osowa;F;15
27875;9;Piecki-Migowo;M;2
27876;1;Orunia Górna - Gdańsk Południe;F;12
27877;27;Ujeścisko-Łostowice;F;47
27878;22;Chełm;M;40
27879;18;Piecki-Migowo;F;35
27881;6;Kokoszki;F;47
27882;9;Suchanino;F;18
27883;7;Zaspa Młyniec;M;0
27884;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;80
27885;13;Zaspa Młyniec;F;36
27886;28;Stogi;F;53
27887;26;Wrzeszcz Górny;M;38
27888;7;Brzeźno;F;43
27889;27;Suchanino;M;74
27890;5;Chełm;F;4
27891;21;Kokoszki;F;39
27892;20;Przymorze Wielkie;F;13
27893;2;Przymorze Wielkie;F;31
27895;9;Przymorze Małe;F;59
27896;26;Orunia Górna - Gdańsk Południe;M;31
27898;26;Olszynka;F;44
27899;21;Piecki-Migowo;M;6
27900;10;Wrzeszcz Górny;M;32
27901;11;Wrzeszcz Dolny;F;61
27902;1;Chełm;M;10
27903;18;Jasień;F;30
27904;18;Ujeścisko-Łostowice;F;35
27905;6;Osowa;F;34
27906;2;Kokoszki;F;15
27907;26;Wrzeszcz Dolny;M;64
27908;26;Aniołki;F;51
27909;7;Zaspa Młyniec;M;2
27910;1;Matarnia;F;45
27911;26;Wrzeszcz Górny;F;36
27912;7;Brzeźno;M;11
27913;8;Oliwa;M;44
27914;12;Wrzeszcz Górny;F;43
27915;18;Ujeścisko-Łostowice;M;37
27916;9;Suchanino;F;48
27917;2;Ujeścisko-Łostowice;F;41
27918;10;Orunia Górna - Gdańsk Południe;M;28
27919;13;Przymorze Wielkie;M;31
27921;23;Ujeścisko-Łostowice;M;38
27922;2;Brętowo;F;14
27923;26;Olszynka;M;21
27924;9;Jasień;M;31
27925;6;Śródmieście;M;32
27926;23;Chełm;M;31
27927;21;Kokoszki;F;6
27928;1;Wyspa Sobieszewska;F;32
27929;18;Orunia Górna - Gdańsk Południe;F;44
27930;6;Piecki-Migowo;F;29
27931;2;Wrzeszcz Dolny;F;44
27932;22;Piecki-Migowo;F;32
27933;7;Brzeźno;F;8
27934;2;Przymorze Wielkie;M;78
27935;7;Zaspa Rozstaje;M;35
27936;7;Przymorze Wielkie;M;49
27938;1;Chełm;M;61
27939;8;Przymorze Małe;M;60
27940;26;Przymorze Wielkie;M;30
27941;25;Przymorze Wielkie;F;40
27942;1;Piecki-Migowo;M;67
27943;20;Oliwa;F;36
27944;1;Orunia Górna - Gdańsk Południe;F;31
27946;5;Wrzeszcz Dolny;F;41
27947;6;Piecki-Migowo;M;28
27948;20;Chełm;F;13
27950;10;Zaspa Rozstaje;M;39
27951;1;Siedlce;F;42
27952;6;Przymorze Wielkie;F;38
27953;10;Przymorze Wielkie;F;10
27954;9;Siedlce;F;28
27955;11;Piecki-Migowo;F;4
27956;14;Osowa;M;37
27957;4;Oliwa;F;63
27958;8;Przymorze Małe;M;91
27959;2;Wrzeszcz Dolny;F;33
27960;23;Orunia Górna - Gdańsk Południe;F;56
27961;7;Brzeźno;F;66
27962;10;Piecki-Migowo;M;30
27963;1;Przymorze Małe;F;15
27964;1;Siedlce;M;42
27965;10;Przymorze Małe;F;47
27966;10;Kokoszki;M;8
27967;1;Chełm;F;61
27968;18;Ujeścisko-Łostowice;F;50
27969;26;Przymorze Wielkie;M;35
27970;6;Chełm;F;44
27971;1;Zaspa Rozstaje;F;68
27972;1;Piecki-Migowo;F;47
27973;18;Ujeścisko-Łostowice;M;12
27974;18;Ujeścisko-Łostowice;F;29
27975;27;Ujeścisko-Łostowice;F;66
27976;23;Orunia Górna - Gdańsk Południe;M;33
27977;1;Śródmieście;F;12
27978;23;Ujeścisko-Łostowice;M;46
27979;11;Piecki-Migowo;F;61
27981;18;Orunia Górna - Gdańsk Południe;F;31
27982;20;Oliwa;M;63
27983;5;Ujeścisko-Łostowice;F;48
27984;1;Brętowo;F;19
27985;27;Zaspa Młyniec;F;78
27986;28;Oliwa;F;67
27987;12;Piecki-Migowo;F;59
27988;3;Przymorze Małe;M;12
27989;1;Siedlce;F;19
27990;7;Brzeźno;M;70
27991;11;Ujeścisko-Łostowice;M;50
27992;24;Zaspa Rozstaje;M;41
27993;26;Osowa;F;31
27994;6;Wrzeszcz Górny;F;42
27995;5;Wrzeszcz Dolny;F;65
27996;10;Przymorze Wielkie;F;6
27998;1;Piecki-Migowo;F;42
27999;7;Wrzeszcz Dolny;M;34
28000;4;Chełm;F;37
28001;23;Orunia-Św.Wojciech-Lipce;M;13
28002;2;Wrzeszcz Dolny;M;46
28003;14;Kokoszki;F;47
28004;18;Orunia Górna - Gdańsk Południe;M;53
28005;15;Siedlce;F;20
28006;23;Chełm;F;35
28007;6;Przymorze Wielkie;F;76
28008;18;Chełm;F;40
28009;11;Piecki-Migowo;M;1
28010;21;Kokoszki;M;38
28011;9;Przymorze Wielkie;M;30
28012;5;Ujeścisko-Łostowice;M;13
28013;20;Piecki-Migowo;M;9
28014;18;Orunia Górna - Gdańsk Południe;M;30
28015;17;Orunia Górna - Gdańsk Południe;F;3
28016;1;Stogi;F;18
28018;11;Matarnia;F;70
28019;20;Wrzeszcz Górny;M;11
28020;11;Jasień;F;33
28021;1;Kokoszki;F;11
28022;1;Piecki-Migowo;M;45
28023;7;Siedlce;M;38
28024;23;Ujeścisko-Łostowice;F;30
28025;6;Olszynka;M;60
28026;13;Zaspa Młyniec;M;44
28027;6;Wrzeszcz Górny;M;5
28029;10;Chełm;F;64
28030;1;Osowa;F;56
28031;14;Kokoszki;M;29
28032;1;Brzeźno;F;44
28033;28;Brętowo;F;45
28034;11;Jasień;F;2
28035;1;Piecki-Migowo;F;70
28036;1;Śródmieście;F;66
28037;27;Aniołki;F;35
28038;2;Wrzeszcz Dolny;F;8
28039;27;Śródmieście;F;92
28040;9;Aniołki;F;63
28041;11;Jasień;F;1
28042;8;Śródmieście;F;32
28043;7;Przymorze Małe;M;43
28044;7;Zaspa Młyniec;M;42
28045;1;Stogi;F;64
28047;6;Wrzeszcz Górny;F;10
28048;1;Siedlce;F;12
28049;18;Orunia Górna - Gdańsk Południe;M;0
28050;6;Olszynka;M;61
28051;27;Jasień;F;10
28052;13;Przymorze Małe;M;46
28053;13;Oliwa;M;71
28054;21;Kokoszki;M;38
28055;6;Orunia-Św.Wojciech-Lipce;F;7
28056;1;Piecki-Migowo;M;43
28057;11;Jasień;F;31
28058;25;Wyspa Sobieszewska;F;40
28059;28;Brętowo;F;53
28060;6;Śródmieście;F;55
28061;26;Piecki-Migowo;F;32
28062;7;Wrzeszcz Dolny;M;32
28063;7;Zaspa Rozstaje;M;58
28064;2;Wrzeszcz Dolny;F;8
28065;6;Orunia-Św.Wojciech-Lipce;M;3
28066;20;Wrzeszcz Górny;M;36
28067;8;Oliwa;M;38
28068;18;Orunia Górna - Gdańsk Południe;F;37
28069;1;Osowa;M;62
28070;1;Kokoszki;M;47
28071;21;Kokoszki;F;38
28072;7;Przymorze Małe;M;45
28073;20;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
28074;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;49
28075;26;Stogi;F;50
28076;6;Olszynka;M;58
28077;21;Osowa;M;45
28078;18;Piecki-Migowo;M;33
28079;28;Brętowo;M;57
28080;12;Oliwa;F;36
28081;6;Stogi;M;32
28082;10;Wrzeszcz Górny;F;39
28083;18;Ujeścisko-Łostowice;M;49
28084;6;Śródmieście;F;55
28085;8;Przymorze Małe;F;58
28086;2;Wyspa Sobieszewska;M;15
28087;27;Śródmieście;F;64
28088;7;Aniołki;F;40
28089;23;Orunia Górna - Gdańsk Południe;M;2
28090;3;Przymorze Wielkie;M;40
28091;7;Przymorze Małe;F;43
28092;17;Chełm;F;64
28093;11;Ujeścisko-Łostowice;M;12
28094;9;Piecki-Migowo;M;28
28095;6;Olszynka;F;25
28096;9;Piecki-Migowo;F;26
28097;7;Siedlce;F;30
28098;21;Osowa;M;32
28099;28;Brętowo;M;27
28100;6;Śródmieście;M;55
28101;20;Wrzeszcz Górny;M;5
28102;20;Wrzeszcz Górny;F;29
28103;9;Wrzeszcz Dolny;F;37
28104;1;Siedlce;F;32
28105;27;Ujeścisko-Łostowice;M;37
28106;23;Chełm;M;67
28107;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;70
28108;24;Orunia Górna - Gdańsk Południe;F;26
28109;6;Piecki-Migowo;M;5
28110;18;Chełm;F;33
28111;21;Jasień;M;55
28112;6;Olszynka;F;60
28113;20;Wyspa Sobieszewska;M;72
28114;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;61
28115;22;Śródmieście;M;28
28116;1;Kokoszki;M;25
28117;28;Brętowo;F;31
28119;17;Chełm;M;68
28120;8;Przymorze Małe;F;90
28121;1;Stogi;F;22
28123;27;Zaspa Rozstaje;F;64
28124;1;Stogi;M;35
28125;18;Chełm;F;32
28126;1;Wrzeszcz Górny;M;7
28127;28;Siedlce;F;23
28128;23;Chełm;M;47
28129;10;Zaspa Młyniec;M;46
28130;21;Osowa;F;45
28131;1;Strzyża;F;42
28132;20;Wrzeszcz Górny;F;2
28133;6;Olszynka;M;20
28134;21;Oliwa;M;34
28135;7;Przymorze Małe;M;16
28136;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;52
28137;7;Wzgórze Mickiewicza;M;35
28138;6;Piecki-Migowo;M;3
28139;6;Matarnia;F;65
28140;2;Przymorze Wielkie;F;33
28141;18;Suchanino;M;73
28142;7;Ujeścisko-Łostowice;F;31
28143;1;Śródmieście;F;43
28144;21;Osowa;F;35
28145;1;Aniołki;F;18
28146;7;Brzeźno;M;23
28147;23;Ujeścisko-Łostowice;M;11
28148;4;Suchanino;M;45
28149;27;Brętowo;M;40
28150;8;Oliwa;F;50
28151;15;Przymorze Wielkie;F;27
28152;21;Osowa;F;40
28153;28;Siedlce;F;51
28154;27;Chełm;F;13
28155;17;Wrzeszcz Górny;M;39
28156;6;Olszynka;M;41
28157;20;Brętowo;F;41
28158;2;Wrzeszcz Górny;F;0
28159;14;Jasień;M;36
28160;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;71
28162;6;Olszynka;F;28
28163;6;Wrzeszcz Górny;M;44
28164;17;Orunia-Św.Wojciech-Lipce;M;32
28165;7;Śródmieście;M;92
28166;21;Oliwa;F;38
28167;1;Jasień;M;30
28168;10;Śródmieście;F;39
28169;7;Siedlce;M;29
28170;1;Orunia Górna - Gdańsk Południe;M;29
28171;7;Przymorze Małe;M;15
28172;6;Olszynka;F;30
28173;1;Śródmieście;F;37
28174;6;Piecki-Migowo;F;30
28175;13;Zaspa Młyniec;F;46
28176;21;Matarnia;M;68
28177;2;Chełm;F;12
28178;1;Orunia-Św.Wojciech-Lipce;F;28
28179;6;Śródmieście;M;27
28180;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;26
28181;18;Suchanino;F;74
28182;10;Zaspa Rozstaje;M;21
28183;7;Przymorze Wielkie;F;46
28184;23;Orunia Górna - Gdańsk Południe;F;33
28185;6;Olszynka;F;45
28186;7;Brzeźno;F;42
28187;1;Przymorze Wielkie;F;22
28188;16;Orunia-Św.Wojciech-Lipce;F;34
28189;21;Osowa;M;41
28190;7;Siedlce;F;61
28191;21;Osowa;M;5
28192;12;Piecki-Migowo;F;71
28193;16;Przymorze Małe;F;33
28194;12;Piecki-Migowo;F;70
28195;11;Kokoszki;F;34
28196;1;Osowa;F;39
28197;24;Stogi;F;30
28198;5;Śródmieście;F;35
28199;6;Olszynka;F;25
28200;6;Jasień;M;28
28201;21;Kokoszki;F;31
28202;7;Brzeźno;F;55
28203;1;Nowy Port;M;47
28204;12;Piecki-Migowo;M;70
28205;7;Przymorze Wielkie;M;11
28207;20;Nowy Port;M;42
28208;10;Śródmieście;F;67
28209;6;Olszynka;M;14
28210;1;Oliwa;F;41
28211;23;Orunia Górna - Gdańsk Południe;M;33
28212;14;Matarnia;M;38
28213;10;Oliwa;F;27
28214;23;Orunia Górna - Gdańsk Południe;M;37
28215;20;Matarnia;F;40
28216;21;Osowa;M;10
28217;18;Ujeścisko-Łostowice;F;42
28218;6;Suchanino;M;32
28219;18;Ujeścisko-Łostowice;F;48
28220;9;Piecki-Migowo;F;36
28221;1;Nowy Port;F;47
28222;17;Orunia-Św.Wojciech-Lipce;F;38
28223;7;Brzeźno;F;55
28224;22;Ujeścisko-Łostowice;M;24
28225;17;Olszynka;F;57
28226;1;Oliwa;F;66
28227;9;Chełm;F;38
28228;12;Piecki-Migowo;M;71
28229;23;Zaspa Młyniec;M;67
28230;1;Orunia-Św.Wojciech-Lipce;F;34
28231;6;Olszynka;M;10
28232;7;Brzeźno;F;42
28233;7;Brzeźno;M;15
28234;7;Zaspa Rozstaje;F;14
28235;1;Nowy Port;F;17
28236;6;Śródmieście;F;27
28237;18;Orunia Górna - Gdańsk Południe;M;44
28238;27;Oliwa;F;34
28239;6;Śródmieście;F;76
28240;11;Jasień;F;37
28241;9;Siedlce;M;45
28242;1;Ujeścisko-Łostowice;F;28
28243;18;Ujeścisko-Łostowice;F;23
28244;21;Jasień;M;31
28245;10;VII Dwór;M;61
28246;2;Stogi;M;44
28247;24;Nowy Port;M;29
28248;5;Śródmieście;F;7
28249;11;Jasień;F;31
28250;7;Brzeźno;F;66
28251;6;Olszynka;F;39
28252;23;Ujeścisko-Łostowice;M;17
28253;10;Śródmieście;M;10
28254;7;Wrzeszcz Dolny;F;15
28255;23;Orunia Górna - Gdańsk Południe;F;0
28256;7;Brzeźno;F;74
28257;21;Śródmieście;M;58
28258;13;Zaspa Rozstaje;F;6
28259;6;Olszynka;M;57
28260;27;Przymorze Wielkie;M;36
28261;27;Osowa;F;48
28262;7;Brzeźno;M;73
28263;4;Młyniska;F;37
28264;23;Ujeścisko-Łostowice;M;40
28265;9;Brętowo;M;34
28266;10;Piecki-Migowo;M;32
28267;23;Ujeścisko-Łostowice;M;12
28268;5;Śródmieście;M;34
28269;18;Wzgórze Mickiewicza;F;44
28270;25;Stogi;M;63
28271;27;Aniołki;F;41
28272;2;Chełm;M;42
28273;17;Wyspa Sobieszewska;M;42
28274;8;Oliwa;M;64
28275;10;Jasień;M;36
28276;9;Piecki-Migowo;F;57
28277;23;Zaspa Młyniec;F;66
28278;1;Wrzeszcz Górny;F;10
28279;6;Wrzeszcz Górny;M;44
28280;13;Zaspa Rozstaje;F;12
28281;25;Siedlce;M;20
28282;7;Stogi;F;21
28283;6;Olszynka;M;42
28284;18;Ujeścisko-Łostowice;M;34
28285;11;Jasień;M;56
28286;17;Ujeścisko-Łostowice;F;35
28287;21;Śródmieście;F;58
28288;23;Ujeścisko-Łostowice;F;40
28289;23;Ujeścisko-Łostowice;M;9
28290;27;Aniołki;F;69
28291;5;Śródmieście;M;5
28292;26;Chełm;F;11
28293;18;Wzgórze Mickiewicza;M;44
28294;24;Orunia Górna - Gdańsk Południe;M;53
28295;18;Jasień;F;0
28296;7;Stogi;F;51
28297;7;Przymorze Wielkie;M;49
28298;21;Matarnia;F;39
28299;7;Zaspa Rozstaje;F;30
28300;9;Piecki-Migowo;M;17
28301;11;Jasień;F;54
28302;13;Zaspa Rozstaje;F;66
28303;18;Ujeścisko-Łostowice;F;44
28304;6;Stogi;F;30
28305;27;Aniołki;M;44
28306;17;Wyspa Sobieszewska;F;21
28307;1;Wrzeszcz Dolny;F;22
28308;7;Brzeźno;M;62
28309;9;Matarnia;F;34
28310;9;Siedlce;F;28
28311;12;Piecki-Migowo;M;16
28312;14;Matarnia;M;60
28313;21;Śródmieście;F;27
28314;7;Stogi;M;18
28315;10;Śródmieście;F;3
28316;7;Piecki-Migowo;F;39
28317;21;Matarnia;M;39
28318;18;Orunia Górna - Gdańsk Południe;M;32
28319;7;Zaspa Rozstaje;M;50
28320;7;Jasień;F;31
28321;18;Ujeścisko-Łostowice;M;65
28322;18;Chełm;M;75
28323;17;Wyspa Sobieszewska;F;21
28324;7;Przymorze Wielkie;M;13
28325;11;Jasień;M;0
28326;18;Piecki-Migowo;M;25
28327;22;Piecki-Migowo;M;36
28328;2;Przymorze Wielkie;M;46
28329;14;Osowa;F;35
28330;18;Ujeścisko-Łostowice;M;46
28331;9;Matarnia;M;35
28332;7;Zaspa Rozstaje;F;40
28333;20;Oliwa;F;33
28334;17;Stogi;M;53
28335;1;Nowy Port;F;69
28336;23;Chełm;F;71
28337;17;Wyspa Sobieszewska;F;43
28338;1;Osowa;F;37
28339;13;Zaspa Rozstaje;M;70
28340;1;Piecki-Migowo;M;47
28341;7;Jasień;F;1
28342;23;Orunia Górna - Gdańsk Południe;M;34
28343;7;Przymorze Wielkie;M;21
28344;10;Siedlce;F;50
28345;23;Orunia Górna - Gdańsk Południe;F;39
28346;11;Jasień;M;30
28347;1;Orunia Górna - Gdańsk Południe;F;9
28348;10;Suchanino;F;66
28349;1;Osowa;F;60
28350;1;Chełm;M;12
28351;18;Chełm;F;40
28352;12;Piecki-Migowo;M;41
28353;23;Ujeścisko-Łostowice;F;38
28354;18;Ujeścisko-Łostowice;F;44
28355;7;Nowy Port;F;67
28356;18;Jasień;F;30
28357;7;Brzeźno;F;45
28358;27;Brzeźno;F;13
28359;9;Piecki-Migowo;M;25
28360;21;Matarnia;M;5
28361;27;Aniołki;M;5
28362;18;Ujeścisko-Łostowice;F;34
28363;22;Piecki-Migowo;F;5
28364;1;Oliwa;M;85
28365;10;Zaspa Młyniec;M;32
28366;18;Ujeścisko-Łostowice;M;9
28367;10;Wrzeszcz Dolny;M;72
28368;1;Ujeścisko-Łostowice;M;9
28369;18;Ujeścisko-Łostowice;M;3
28370;9;Śródmieście;M;43
28371;7;Śródmieście;F;29
28372;10;Suchanino;M;10
28373;26;Przymorze Małe;M;35
28375;14;Osowa;F;45
28376;18;Ujeścisko-Łostowice;F;14
28377;26;Siedlce;F;36
28378;24;Jasień;F;29
28379;21;Matarnia;F;13
28380;10;Zaspa Rozstaje;M;8
28381;10;Kokoszki;M;31
28382;7;Chełm;M;37
28383;1;Orunia Górna - Gdańsk Południe;F;7
28384;1;Orunia Górna - Gdańsk Południe;F;25
28385;14;Osowa;F;45
28386;4;Wrzeszcz Dolny;M;27
28387;11;Jasień;M;35
28388;1;Matarnia;F;55
28389;27;VII Dwór;F;66
28390;7;Brzeźno;M;47
28391;1;Wrzeszcz Dolny;F;68
28392;22;Piecki-Migowo;M;2
28393;18;Ujeścisko-Łostowice;M;0
28394;9;Piecki-Migowo;F;25
28395;21;Wrzeszcz Dolny;F;42
28396;24;Stogi;F;59
28397;1;Piecki-Migowo;F;30
28398;1;Jasień;F;36
28399;18;Jasień;M;2
28400;1;Osowa;F;58
28401;10;Siedlce;F;38
28402;18;Ujeścisko-Łostowice;M;44
28403;18;Piecki-Migowo;F;3
28404;27;Orunia-Św.Wojciech-Lipce;M;53
28405;10;Suchanino;M;41
28406;14;Osowa;M;68
28407;10;Oliwa;F;40
28408;23;Orunia-Św.Wojciech-Lipce;M;28
28409;1;Aniołki;F;32
28410;1;Brętowo;M;63
28411;2;Wrzeszcz Dolny;F;37
28412;18;Orunia Górna - Gdańsk Południe;F;1
28413;7;Brzeźno;F;49
28414;10;Piecki-Migowo;M;25
28415;7;Piecki-Migowo;F;28
28416;22;Chełm;M;42
28417;7;Piecki-Migowo;M;0
28418;21;Wrzeszcz Dolny;M;43
28419;18;Orunia Górna - Gdańsk Południe;M;39
28420;23;Orunia Górna - Gdańsk Południe;F;43
28421;18;Orunia Górna - Gdańsk Południe;F;33
28422;13;Brzeźno;F;0
28423;1;Orunia-Św.Wojciech-Lipce;F;23
28424;3;Wrzeszcz Dolny;F;55
28425;18;Stogi;M;55
28426;6;Siedlce;M;33
28427;21;Ujeścisko-Łostowice;F;12
28428;10;Orunia Górna - Gdańsk Południe;F;35
28430;23;Ujeścisko-Łostowice;M;45
28431;1;Strzyża;F;36
28432;22;Jasień;M;37
28433;7;Wrzeszcz Dolny;F;55
28434;26;Przymorze Małe;F;44
28435;25;Siedlce;M;4
28436;20;Nowy Port;F;35
28437;1;Osowa;M;59
28438;18;Ujeścisko-Łostowice;F;5
28439;1;Ujeścisko-Łostowice;F;7
28440;21;Osowa;F;39
28441;1;Matarnia;M;58
28442;20;Ujeścisko-Łostowice;F;55
28443;7;Brzeźno;M;32
28445;7;Piecki-Migowo;M;29
28446;18;Orunia Górna - Gdańsk Południe;M;35
28447;27;VII Dwór;F;82
28448;10;Oliwa;M;8
28449;1;Wrzeszcz Górny;F;37
28450;1;Jasień;F;31
28451;1;Ujeścisko-Łostowice;F;34
28452;3;Matarnia;M;53
28453;9;Wrzeszcz Górny;M;15
28454;18;Orunia Górna - Gdańsk Południe;F;33
28455;7;Piecki-Migowo;F;30
28456;11;Ujeścisko-Łostowice;M;41
28457;6;Śródmieście;M;37
28458;21;Wrzeszcz Dolny;M;69
28459;17;Orunia Górna - Gdańsk Południe;F;7
28460;11;Ujeścisko-Łostowice;F;60
28461;1;Ujeścisko-Łostowice;M;39
28462;18;Ujeścisko-Łostowice;M;40
28463;22;Piecki-Migowo;F;30
28464;16;Przymorze Wielkie;F;4
28466;6;Śródmieście;M;25
28467;23;Chełm;F;39
28468;14;Kokoszki;M;48
28469;26;Brętowo;F;63
28470;1;Wrzeszcz Górny;M;9
28471;26;Chełm;F;44
28472;1;Matarnia;F;25
28473;17;Chełm;F;44
28474;21;Osowa;F;42
28475;18;Stogi;F;53
28476;7;Wrzeszcz Dolny;M;60
28477;12;Śródmieście;M;64
28478;10;Jasień;M;34
28479;22;Jasień;F;34
28480;17;Orunia-Św.Wojciech-Lipce;F;28
28481;8;Oliwa;M;53
28482;10;Oliwa;F;11
28483;23;Matarnia;M;34
28485;23;Orunia Górna - Gdańsk Południe;M;42
28486;6;Olszynka;F;15
28487;18;Ujeścisko-Łostowice;F;66
28488;12;Piecki-Migowo;M;41
28489;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;75
28490;4;Aniołki;M;46
28491;10;Wrzeszcz Dolny;M;36
28492;14;Osowa;M;18
28493;18;Orunia Górna - Gdańsk Południe;M;20
28494;2;Matarnia;M;5
28495;10;Przymorze Wielkie;M;36
28496;14;Kokoszki;F;42
28497;1;Przymorze Wielkie;M;15
28498;9;Przymorze Wielkie;M;52
28499;10;Oliwa;M;40
28500;18;Jasień;M;31
28501;11;Jasień;F;27
28502;9;Brętowo;F;19
28503;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;54
28504;21;Jasień;M;46
28505;10;Jasień;M;7
28506;23;Ujeścisko-Łostowice;F;37
28507;10;Zaspa Młyniec;F;5
28508;6;Piecki-Migowo;F;47
28509;2;Matarnia;M;0
28510;6;Olszynka;F;13
28511;3;Piecki-Migowo;F;46
28512;10;Brzeźno;M;43
28513;1;Zaspa Młyniec;F;63
28514;6;Olszynka;F;55
28515;1;Przymorze Małe;F;28
28516;9;Piecki-Migowo;M;45
28517;16;Przymorze Wielkie;M;0
28518;16;Jasień;M;14
28519;26;Chełm;F;43
28520;10;Jasień;F;3
28521;11;Suchanino;F;12
28522;5;Piecki-Migowo;F;39
28523;10;Oliwa;F;12
28524;6;Wzgórze Mickiewicza;M;38
28525;11;Jasień;F;33
28526;14;Kokoszki;M;44
28527;12;Piecki-Migowo;M;65
28528;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;69
28529;18;Piecki-Migowo;M;29
28530;10;Ujeścisko-Łostowice;M;36
28531;20;Wyspa Sobieszewska;M;43
28532;18;Ujeścisko-Łostowice;M;42
28533;2;Matarnia;F;36
28534;11;Jasień;M;29
28535;23;Orunia Górna - Gdańsk Południe;M;2
28536;26;Piecki-Migowo;F;46
28537;6;Olszynka;M;9
28538;8;Oliwa;M;41
28539;26;Piecki-Migowo;F;52
28540;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;45
28541;18;Wzgórze Mickiewicza;M;66
28542;23;Stogi;M;30
28543;12;Piecki-Migowo;F;7
28544;9;Śródmieście;M;12
28545;23;Orunia Górna - Gdańsk Południe;M;35
28546;14;Kokoszki;F;28
28547;18;Siedlce;M;39
28548;20;Jasień;F;41
28549;21;Osowa;F;64
28550;18;Orunia Górna - Gdańsk Południe;M;9
28551;8;Osowa;M;42
28552;9;Nowy Port;M;26
28553;1;Jasień;M;31
28554;17;Chełm;M;50
28555;6;Wrzeszcz Górny;F;4
28556;4;Zaspa Młyniec;M;40
28557;27;Jasień;F;31
28558;20;Wyspa Sobieszewska;F;10
28559;8;Oliwa;F;8
28560;7;Brzeźno;F;25
28561;6;Śródmieście;F;37
28562;6;Wrzeszcz Górny;M;43
28563;26;Jasień;F;26
28564;11;Suchanino;F;42
28565;18;Piecki-Migowo;M;1
28566;20;Kokoszki;M;30
28567;26;Siedlce;F;66
28568;18;Wzgórze Mickiewicza;F;64
28569;12;Matarnia;F;68
28570;6;Olszynka;F;39
28571;1;Wrzeszcz Górny;F;66
28572;7;Wrzeszcz Dolny;F;35
28573;6;Śródmieście;M;33
28574;11;Suchanino;F;10
28576;6;Wyspa Sobieszewska;M;40
28577;6;Wrzeszcz Górny;F;41
28578;27;Oliwa;F;56
28579;20;Wyspa Sobieszewska;F;40
28580;17;Chełm;M;51
28581;23;Chełm;F;30
28582;18;Orunia Górna - Gdańsk Południe;F;48
28583;23;Orunia-Św.Wojciech-Lipce;M;56
28584;6;Piecki-Migowo;M;34
28585;12;Piecki-Migowo;F;41
28586;23;Wrzeszcz Dolny;F;59
28587;26;Wrzeszcz Dolny;M;44
28588;20;Kokoszki;F;6
28589;6;Śródmieście;M;1
28590;6;Olszynka;M;68
28591;17;Nowy Port;M;34
28592;26;Zaspa Rozstaje;F;49
28593;10;Zaspa Rozstaje;M;35
28594;1;Zaspa Młyniec;F;15
28595;7;Wrzeszcz Dolny;F;48
28596;22;Ujeścisko-Łostowice;M;10
28597;14;Kokoszki;M;0
28598;11;Wyspa Sobieszewska;M;33
28599;27;Strzyża;F;50
28600;1;Zaspa Rozstaje;F;43
28601;12;Piecki-Migowo;M;34
28602;18;Jasień;M;33
28603;18;Krakowiec-Górki Zachodnie;M;47
28604;6;Olszynka;F;65
28605;27;Kokoszki;F;59
28606;26;Chełm;F;42
28607;1;Ujeścisko-Łostowice;M;29
28608;27;Brzeźno;F;46
28609;13;Przymorze Wielkie;M;38
28610;24;Suchanino;M;42
28611;10;Wrzeszcz Górny;M;37
28612;9;Chełm;F;68
28613;18;Chełm;F;38
28614;4;Zaspa Młyniec;M;9
28615;2;Strzyża;M;50
28616;17;Chełm;F;26
28617;7;Wrzeszcz Dolny;F;13
28618;22;Wyspa Sobieszewska;F;28
28619;6;Śródmieście;M;21
28620;1;Jasień;M;33
28621;10;Zaspa Młyniec;F;56
28622;5;Jasień;F;35
28623;1;Strzyża;M;33
28624;26;Siedlce;F;65
28625;6;Śródmieście;F;67
28626;10;Przymorze Wielkie;M;44
28627;26;Wrzeszcz Górny;F;15
28628;4;Zaspa Młyniec;F;40
28629;11;Piecki-Migowo;M;38
28630;23;Orunia Górna - Gdańsk Południe;M;4
28631;21;Osowa;M;75
28632;23;Orunia Górna - Gdańsk Południe;F;31
28633;21;Osowa;M;72
28634;6;Śródmieście;M;59
28635;20;Chełm;F;18
28636;10;Zaspa Młyniec;F;35
28637;12;Piecki-Migowo;F;35
28638;26;Piecki-Migowo;F;57
28639;11;Jasień;F;33
28640;18;Siedlce;F;31
28641;13;Przymorze Małe;M;25
28642;1;Orunia Górna - Gdańsk Południe;F;8
28643;9;Śródmieście;M;19
28644;23;Wrzeszcz Dolny;M;60
28645;18;Piecki-Migowo;F;36
28646;1;Wrzeszcz Górny;F;28
28647;18;Ujeścisko-Łostowice;M;34
28648;26;Przymorze Wielkie;M;46
28649;6;Orunia Górna - Gdańsk Południe;F;41
28650;23;Orunia Górna - Gdańsk Południe;M;6
28651;1;Zaspa Rozstaje;M;31
28652;27;Ujeścisko-Łostowice;M;44
28653;18;Orunia Górna - Gdańsk Południe;M;45
28654;7;Wrzeszcz Dolny;M;75
28655;18;Ujeścisko-Łostowice;M;62
28656;10;Zaspa Młyniec;F;26
28657;10;Rudniki;F;28
28658;28;Wrzeszcz Dolny;F;28
28659;1;Chełm;F;17
28660;18;Ujeścisko-Łostowice;F;49
28661;18;Jasień;F;33
28662;6;Śródmieście;F;71
28663;19;Chełm;F;44
28664;5;Ujeścisko-Łostowice;F;37
28665;5;Siedlce;F;88
28666;1;Piecki-Migowo;F;39
28667;20;Suchanino;F;33
28668;18;Piecki-Migowo;M;11
28669;27;Śródmieście;F;53
28670;13;Przymorze Wielkie;F;37
28671;10;Siedlce;M;29
28672;1;Ujeścisko-Łostowice;F;44
28673;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;54
28674;23;Chełm;F;8
28675;23;Orunia Górna - Gdańsk Południe;F;43
28677;12;Piecki-Migowo;M;3
28678;18;Piecki-Migowo;M;39
28679;15;Piecki-Migowo;F;32
28680;20;Oliwa;F;48
28681;5;Ujeścisko-Łostowice;M;41
28682;1;Przymorze Wielkie;F;11
28683;10;Zaspa Rozstaje;M;71
28684;1;Orunia-Św.Wojciech-Lipce;M;11
28685;17;Orunia Górna - Gdańsk Południe;F;29
28686;8;Brzeźno;F;85
28687;1;Wrzeszcz Dolny;M;45
28688;28;Matarnia;F;26
28689;6;Orunia Górna - Gdańsk Południe;M;12
28690;2;Wrzeszcz Dolny;M;60
28691;1;Kokoszki;F;36
28692;4;Chełm;M;68
28693;1;Nowy Port;M;30
28694;4;Suchanino;F;72
28695;21;Osowa;F;71
28696;12;Piecki-Migowo;F;0
28697;2;Wrzeszcz Dolny;M;61
28698;1;Nowy Port;F;27
28699;9;Ujeścisko-Łostowice;M;25
28700;1;Chełm;M;42
28701;18;Ujeścisko-Łostowice;M;33
28702;8;Przymorze Wielkie;M;40
28704;27;Piecki-Migowo;F;33
28705;2;Strzyża;M;53
28706;6;Olszynka;F;41
28707;1;Przymorze Wielkie;M;14
28708;1;Przymorze Wielkie;F;41
28709;20;Orunia Górna - Gdańsk Południe;M;20
28710;10;Zaspa Młyniec;M;55
28711;6;Piecki-Migowo;M;4
28712;2;Piecki-Migowo;F;29
28713;5;Osowa;F;37
28714;23;Chełm;F;6
28715;1;Ujeścisko-Łostowice;M;44
28716;21;Osowa;M;48
28717;27;Piecki-Migowo;M;41
28719;9;Osowa;F;21
28720;21;Kokoszki;M;38
28721;18;Wrzeszcz Górny;M;36
28722;23;Wrzeszcz Dolny;M;29
28723;10;Zaspa Rozstaje;F;67
28724;8;Nowy Port;F;35
28725;2;Piecki-Migowo;F;0
28726;6;Piecki-Migowo;F;6
28727;2;Strzyża;M;45
28728;13;Przymorze Wielkie;M;19
28729;2;Przymorze Małe;M;42
28730;7;Przymorze Wielkie;M;47
28731;7;Wrzeszcz Górny;M;47
28732;18;Piecki-Migowo;F;25
28733;10;Strzyża;F;50
28734;26;Brzeźno;F;37
28735;24;Osowa;M;1
28736;10;Przymorze Wielkie;F;39
28737;11;Aniołki;M;31
28738;21;Osowa;M;63
28739;23;Chełm;M;5
28740;7;Strzyża;F;37
28741;2;Strzyża;M;50
28742;18;Ujeścisko-Łostowice;F;31
28743;1;Osowa;F;61
28744;10;Siedlce;M;38
28745;20;Wyspa Sobieszewska;M;46
28746;27;Jasień;M;29
28747;21;Jasień;M;33
28748;9;Osowa;F;49
28749;15;Piecki-Migowo;F;38
28750;23;Ujeścisko-Łostowice;M;33
28751;23;Chełm;M;35
28752;17;Jasień;F;35
28753;18;Orunia Górna - Gdańsk Południe;F;31
28754;14;Osowa;M;48
28755;9;Wrzeszcz Górny;M;16
28756;26;Śródmieście;M;62
28757;7;Wrzeszcz Górny;M;43
28758;28;Piecki-Migowo;F;31
28759;14;Osowa;M;38
28760;11;Zaspa Młyniec;F;41
28761;19;Orunia Górna - Gdańsk Południe;F;40
28762;11;Aniołki;M;4
28763;18;Ujeścisko-Łostowice;M;37
28764;18;Chełm;M;69
28765;20;Wyspa Sobieszewska;F;67
28766;11;Piecki-Migowo;F;38
28767;10;Brętowo;F;8
28768;26;Oliwa;F;64
28769;18;Wzgórze Mickiewicza;M;25
28770;13;Przymorze Wielkie;F;34
28771;1;Nowy Port;F;8
28772;15;Ujeścisko-Łostowice;M;3
28773;1;Strzyża;F;19
28774;1;Zaspa Rozstaje;M;31
28775;10;Przymorze Wielkie;F;34
28776;23;Orunia Górna - Gdańsk Południe;F;34
28777;7;Piecki-Migowo;M;31
28778;7;Zaspa Rozstaje;M;45
28779;18;Chełm;F;68
28780;18;Ujeścisko-Łostowice;M;61
28781;11;Aniołki;M;1
28782;10;Wrzeszcz Górny;M;40
28783;2;Przymorze Wielkie;M;9
28784;1;Osowa;M;19
28785;20;Piecki-Migowo;F;46
28786;9;Osowa;M;47
28787;20;Jasień;F;32
28788;26;Oliwa;F;91
28790;18;Chełm;M;46
28791;2;Strzyża;F;13
28792;11;Piecki-Migowo;M;45
28793;2;Nowy Port;M;39
28795;1;Orunia-Św.Wojciech-Lipce;F;31
28796;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
28797;23;Siedlce;F;13
28798;14;Kokoszki;F;45
28799;11;Ujeścisko-Łostowice;M;35
28800;23;Ujeścisko-Łostowice;F;31
28801;10;Zaspa Rozstaje;F;32
28802;5;Wrzeszcz Górny;F;6
28803;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;45
28804;8;Zaspa Młyniec;M;13
28805;7;Przymorze Wielkie;F;35
28806;13;Oliwa;M;36
28807;20;Jasień;M;4
28808;13;Przymorze Wielkie;M;3
28809;7;Brzeźno;M;60
28810;21;Osowa;F;36
28811;7;Zaspa Młyniec;M;10
28812;11;Piecki-Migowo;M;8
28813;5;Wrzeszcz Górny;M;37
28814;18;Chełm;M;35
28815;18;Orunia Górna - Gdańsk Południe;M;33
28816;14;Osowa;F;36
28817;10;Brętowo;F;39
28818;8;Przymorze Wielkie;F;26
28819;2;Piecki-Migowo;M;31
28820;27;Siedlce;M;47
28821;24;Strzyża;F;10
28822;10;Brzeźno;F;36
28823;27;Osowa;M;40
28824;1;Jasień;F;44
28825;15;Piecki-Migowo;F;34
28826;1;Strzyża;F;20
28827;1;Wrzeszcz Dolny;M;41
28828;11;Piecki-Migowo;M;11
28829;2;Piecki-Migowo;F;1
28830;4;Wrzeszcz Górny;M;27
28831;27;Matarnia;M;36
28832;6;Suchanino;F;49
28833;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;52
28834;14;Osowa;F;28
28835;1;Orunia-Św.Wojciech-Lipce;F;42
28836;1;Ujeścisko-Łostowice;F;32
28837;15;Piecki-Migowo;F;39
28838;1;Piecki-Migowo;F;30
28839;4;Suchanino;M;58
28840;1;Stogi;M;35
28841;5;Orunia-Św.Wojciech-Lipce;F;38
28842;27;Siedlce;M;9
28843;20;Śródmieście;M;41
28844;1;Letnica;F;39
28845;26;Strzyża;F;32
28846;18;Chełm;F;23
28847;15;Piecki-Migowo;F;8
28848;15;Piecki-Migowo;M;45
28849;1;Strzyża;F;50
28850;1;Zaspa Młyniec;M;42
28851;7;Piecki-Migowo;F;28
28852;10;Brzeźno;M;1
28853;26;Strzyża;F;28
28855;8;Oliwa;F;39
28856;20;Oliwa;F;27
28857;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;62
28858;15;Piecki-Migowo;M;39
28859;12;Piecki-Migowo;M;34
28860;22;Jasień;F;31
28862;9;Piecki-Migowo;F;63
28863;12;Piecki-Migowo;F;78
28864;27;Siedlce;F;9
28865;15;Piecki-Migowo;F;5
28866;18;Chełm;F;19
28867;11;Piecki-Migowo;F;45
28868;11;Piecki-Migowo;F;2
28869;11;VII Dwór;F;71
28870;26;Chełm;F;29
28871;18;Chełm;F;37
28872;21;Osowa;F;28
28873;7;Piecki-Migowo;M;5
28874;18;Ujeścisko-Łostowice;M;33
28875;7;Przymorze Małe;M;27
28876;12;Piecki-Migowo;M;42
28877;11;Chełm;F;24
28878;15;Piecki-Migowo;F;7
28879;7;Zaspa Rozstaje;F;30
28880;20;Wrzeszcz Dolny;F;16
28882;6;Jasień;M;41
28883;11;Jasień;F;37
28884;23;Orunia Górna - Gdańsk Południe;F;36
28885;7;Piecki-Migowo;F;0
28886;18;Orunia Górna - Gdańsk Południe;F;37
28887;14;Kokoszki;F;39
28888;17;Jasień;M;33
28889;7;Brzeźno;M;24
28890;24;Strzyża;F;45
28891;10;Przymorze Małe;M;37
28892;23;Nowy Port;M;29
28893;18;Ujeścisko-Łostowice;F;47
28894;17;Stogi;M;41
28895;14;Osowa;F;30
28896;9;Ujeścisko-Łostowice;M;46
28897;17;Jasień;F;28
28898;23;Orunia-Św.Wojciech-Lipce;F;63
28899;2;Zaspa Rozstaje;M;10
28900;1;Strzyża;M;31
28901;14;Kokoszki;M;41
28902;1;Piecki-Migowo;M;29
28903;7;Chełm;F;41
28904;24;Osowa;F;29
28905;18;Ujeścisko-Łostowice;M;48
28906;26;Strzyża;F;61
28907;10;Przymorze Małe;F;33
28908;23;Siedlce;F;51
28909;18;Chełm;F;40
28910;7;Zaspa Młyniec;M;32
28911;6;Piecki-Migowo;M;41
28912;18;Wrzeszcz Górny;F;43
28913;21;Kokoszki;F;35
28914;7;Zaspa Młyniec;F;35
28915;28;Przymorze Małe;F;59
28916;18;Jasień;M;39
28917;14;Matarnia;F;65
28918;7;Brzeźno;F;25
28919;1;Ujeścisko-Łostowice;F;35
28920;5;Siedlce;F;21
28921;23;Ujeścisko-Łostowice;M;34
28922;18;Ujeścisko-Łostowice;F;32
28923;26;Chełm;F;31
28924;10;Wrzeszcz Górny;F;37
28925;21;Osowa;M;36
28926;10;Wrzeszcz Górny;M;13
28927;18;Chełm;F;67
28928;18;Ujeścisko-Łostowice;M;49
28929;6;Piecki-Migowo;F;28
28930;7;Zaspa Młyniec;M;2
28931;1;Wrzeszcz Górny;M;35
28934;27;Ujeścisko-Łostowice;F;32
28935;14;Matarnia;M;38
28936;10;Wrzeszcz Górny;F;7
28937;1;Brętowo;F;67
28938;27;Piecki-Migowo;M;38
28939;1;Piecki-Migowo;F;27
28940;8;Wrzeszcz Górny;M;42
28941;23;Orunia Górna - Gdańsk Południe;F;51
28942;21;Kokoszki;M;36
28943;27;Ujeścisko-Łostowice;M;32
28944;10;Jasień;M;35
28945;10;Wrzeszcz Górny;M;5
28946;26;Brętowo;F;37
28947;24;Nowy Port;M;41
28948;7;Zaspa Młyniec;F;1
28949;14;Matarnia;F;29
28950;26;Siedlce;F;27
28951;10;Wrzeszcz Górny;F;3
28952;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;32
28953;21;Jasień;M;36
28954;14;Osowa;M;39
28955;3;Wrzeszcz Górny;F;34
28956;19;Orunia Górna - Gdańsk Południe;F;21
28957;10;Osowa;M;67
28958;27;Strzyża;M;68
28959;1;Orunia-Św.Wojciech-Lipce;M;18
28960;10;Wrzeszcz Górny;M;37
28961;1;Brętowo;M;71
28962;18;Wyspa Sobieszewska;M;56
28963;14;Osowa;F;51
28964;1;Piecki-Migowo;F;30
28965;26;Brzeźno;F;57
28966;18;Orunia Górna - Gdańsk Południe;F;33
28967;1;Zaspa Rozstaje;F;25
28968;1;Chełm;F;13
28969;7;Osowa;M;25
28970;2;Zaspa Rozstaje;F;7
28971;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;36
28972;10;Wrzeszcz Górny;F;97
28973;20;Zaspa Młyniec;M;34
28974;14;Osowa;M;55
28975;18;Ujeścisko-Łostowice;M;48
28976;1;Krakowiec-Górki Zachodnie;F;25
28977;1;Nowy Port;F;61
28978;28;Osowa;F;29
28979;20;Zaspa Młyniec;F;36
28980;18;Suchanino;M;41
28981;26;Piecki-Migowo;M;53
28982;1;Stogi;F;26
28983;12;Piecki-Migowo;F;37
28984;6;Śródmieście;F;42
28985;11;Jasień;F;47
28986;20;Zaspa Młyniec;M;6
28987;14;Ujeścisko-Łostowice;F;27
28989;27;Strzyża;M;79
28990;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;4
28991;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;49
28992;7;Piecki-Migowo;M;37
28993;7;Przymorze Wielkie;M;14
28994;26;Przymorze Małe;F;36
28995;27;Jasień;M;42
28996;23;Ujeścisko-Łostowice;F;29
28997;20;Zaspa Młyniec;F;3
28998;18;Orunia Górna - Gdańsk Południe;F;1
28999;24;Piecki-Migowo;M;5
29000;12;Piecki-Migowo;F;4
29001;10;Piecki-Migowo;M;6
29003;15;VII Dwór;M;58
29004;7;Wrzeszcz Dolny;M;31
29005;6;Piecki-Migowo;F;4
29006;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;33
29007;12;Piecki-Migowo;F;70
29008;26;Brętowo;F;35
29009;6;Piecki-Migowo;F;37
29010;18;Orunia Górna - Gdańsk Południe;F;3
29011;15;Osowa;F;39
29012;12;Piecki-Migowo;F;2
29013;17;Ujeścisko-Łostowice;M;7
29014;22;Jasień;M;34
29015;14;Osowa;F;51
29016;9;Wrzeszcz Górny;M;28
29017;9;Ujeścisko-Łostowice;M;45
29018;11;Ujeścisko-Łostowice;M;43
29019;2;Suchanino;F;30
29020;9;Siedlce;M;40
29021;17;Ujeścisko-Łostowice;F;0
29022;28;Przymorze Wielkie;F;40
29023;12;Piecki-Migowo;M;33
29024;7;Brzeźno;M;34
29025;22;Jasień;F;39
29026;14;Kokoszki;F;30
29027;17;Ujeścisko-Łostowice;M;36
29028;7;Brzeźno;F;35
29029;7;Przymorze Wielkie;F;25
29030;23;Wzgórze Mickiewicza;F;39
29031;10;Oliwa;F;38
29032;13;Przymorze Wielkie;F;20
29033;11;Ujeścisko-Łostowice;F;35
29034;7;Przymorze Wielkie;M;30
29035;17;Wzgórze Mickiewicza;F;3
29036;26;Wrzeszcz Górny;M;61
29037;10;Wzgórze Mickiewicza;F;9
29038;16;Zaspa Młyniec;M;54
29039;1;Wrzeszcz Górny;F;31
29040;27;Jasień;M;42
29041;1;Przymorze Małe;F;35
29042;27;Wrzeszcz Górny;M;42
29043;10;Wzgórze Mickiewicza;F;9
29044;12;Wrzeszcz Górny;F;34
29045;9;Wrzeszcz Dolny;M;41
29046;18;Jasień;M;31
29047;7;Stogi;F;23
29048;10;Siedlce;F;39
29049;1;Wrzeszcz Górny;F;9
29050;17;Ujeścisko-Łostowice;F;27
29051;10;Wzgórze Mickiewicza;M;39
29052;9;Strzyża;M;45
29053;28;Piecki-Migowo;M;35
29054;10;Wrzeszcz Dolny;M;32
29055;10;Oliwa;M;44
29056;1;Oliwa;F;51
29057;1;Siedlce;F;18
29058;10;Oliwa;M;63
29059;1;Osowa;F;20
29060;6;Siedlce;M;38
29061;9;Matarnia;F;17
29062;28;Osowa;F;30
29063;9;Wrzeszcz Dolny;M;3
29064;21;Osowa;F;30
29065;6;Śródmieście;M;32
29066;5;Wrzeszcz Dolny;M;1
29067;5;Wrzeszcz Górny;M;37
29068;16;Chełm;M;25
29069;26;Przymorze Małe;F;43
29070;1;Wzgórze Mickiewicza;F;68
29071;18;Osowa;M;20
29072;10;Przymorze Małe;F;33
29073;18;Orunia Górna - Gdańsk Południe;F;49
29074;10;Przymorze Wielkie;M;60
29075;27;Orunia-Św.Wojciech-Lipce;M;48
29076;18;Ujeścisko-Łostowice;M;35
29077;7;Śródmieście;M;28
29078;10;Piecki-Migowo;F;26
29079;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;62
29080;18;Piecki-Migowo;M;35
29081;21;Jasień;F;44
29082;18;Orunia Górna - Gdańsk Południe;M;4
29083;9;Przymorze Wielkie;M;35
29084;11;Piecki-Migowo;F;35
29085;13;Zaspa Młyniec;F;36
29086;9;Piecki-Migowo;F;55
29087;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;43
29088;10;Strzyża;M;19
29089;7;Ujeścisko-Łostowice;M;24
29090;9;Przymorze Wielkie;F;4
29091;6;Piecki-Migowo;M;30
29092;18;Kokoszki;M;30
29093;28;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;24
29094;9;Przymorze Wielkie;F;3
29095;10;Brzeźno;M;39
29096;10;Nowy Port;F;35
29097;6;Śródmieście;M;35
29098;7;Piecki-Migowo;M;33
29099;22;Jasień;M;31
29100;2;Wrzeszcz Górny;M;18
29101;25;Przeróbka;F;46
29102;2;Przymorze Wielkie;F;37
29103;2;Jasień;M;30
29104;26;Wrzeszcz Dolny;M;44
29105;11;Jasień;F;34
29106;27;Przymorze Wielkie;M;40
29107;24;Orunia Górna - Gdańsk Południe;M;31
29108;2;Siedlce;M;37
29109;6;Śródmieście;F;36
29110;4;Piecki-Migowo;M;33
29111;20;Piecki-Migowo;F;27
29112;6;Śródmieście;F;1
29113;7;Wrzeszcz Dolny;M;58
29114;7;Wrzeszcz Dolny;M;60
29115;6;Śródmieście;F;1
29116;14;Matarnia;F;46
29117;1;Nowy Port;F;26
29118;20;Śródmieście;F;44
29119;20;Jasień;M;28
29120;7;Zaspa Młyniec;F;30
29121;1;Chełm;F;34
29122;18;Orunia Górna - Gdańsk Południe;F;36
29123;9;Śródmieście;F;29
29124;27;Śródmieście;F;25
29125;21;Orunia Górna - Gdańsk Południe;M;28
29126;19;Orunia Górna - Gdańsk Południe;F;62
29127;14;Osowa;M;42
29128;14;Osowa;F;34
29129;14;Osowa;M;79
29130;14;Osowa;F;2
29131;14;Osowa;F;5
29132;14;Osowa;M;4
29133;27;Przymorze Wielkie;F;58
29134;14;Osowa;F;78
29135;18;Orunia Górna - Gdańsk Południe;F;20
29136;18;Ujeścisko-Łostowice;M;41
29137;2;Wrzeszcz Dolny;M;29
29138;18;Ujeścisko-Łostowice;M;32
29139;16;Wzgórze Mickiewicza;M;33
29140;10;Przymorze Małe;M;32
29141;1;Jasień;F;28
29142;1;Osowa;F;53
29144;1;Brzeźno;F;29
29145;6;Kokoszki;M;40
29146;7;Przymorze Małe;M;52
29147;11;Orunia Górna - Gdańsk Południe;F;25
29148;1;Piecki-Migowo;F;37
29149;23;Orunia Górna - Gdańsk Południe;M;28
29150;23;Orunia Górna - Gdańsk Południe;F;1
29151;1;Piecki-Migowo;F;5
29152;17;Orunia Górna - Gdańsk Południe;F;45
29153;18;Ujeścisko-Łostowice;M;47
29154;7;Zaspa Rozstaje;F;20
29155;1;Brętowo;F;25
29156;1;Oliwa;M;35
29157;7;Wyspa Sobieszewska;M;30
29158;7;Brzeźno;M;67
29159;13;Zaspa Rozstaje;F;42
29160;18;Chełm;F;39
29161;20;Ujeścisko-Łostowice;F;72
29162;6;Piecki-Migowo;M;38
29163;10;Ujeścisko-Łostowice;M;47
29164;18;Chełm;M;38
29165;10;Aniołki;M;38
29166;18;Orunia Górna - Gdańsk Południe;F;40
29167;18;Chełm;M;60
29168;7;Przymorze Wielkie;M;38
29169;18;Chełm;M;10
29170;14;Osowa;F;40
29171;9;Chełm;F;50
29172;12;Piecki-Migowo;M;34
29173;12;Piecki-Migowo;F;32
29174;10;Wrzeszcz Dolny;M;62
29175;9;Przymorze Wielkie;F;27
29176;17;Orunia Górna - Gdańsk Południe;F;28
29177;1;Wrzeszcz Górny;M;60
29178;15;Suchanino;M;43
29179;18;Piecki-Migowo;M;36
29180;7;Wrzeszcz Górny;M;44
29181;1;Piecki-Migowo;F;36
29182;18;Osowa;F;35
29183;2;Wrzeszcz Dolny;M;31
29184;8;Matarnia;F;39
29185;10;Wrzeszcz Górny;M;30
29186;27;Wrzeszcz Górny;M;25
29187;15;Suchanino;M;15
29188;9;Piecki-Migowo;F;46
29189;7;Orunia Górna - Gdańsk Południe;M;38
29190;10;Jasień;F;32
29191;7;Orunia Górna - Gdańsk Południe;F;37
29192;15;Suchanino;F;39
29193;6;Piecki-Migowo;M;40
29194;26;Śródmieście;F;30
29195;23;Jasień;F;38
29196;12;Piecki-Migowo;F;30
29197;1;Osowa;M;41
29198;21;Kokoszki;M;41
29199;24;Przymorze Małe;F;40
29200;11;Jasień;F;30
29201;1;Orunia-Św.Wojciech-Lipce;M;37
29202;1;Stogi;F;31
29204;7;Wrzeszcz Dolny;M;63
29205;22;Piecki-Migowo;M;36
29206;1;Przymorze Małe;M;39
29207;22;Jasień;F;35
29208;2;Piecki-Migowo;F;35
29209;22;Piecki-Migowo;F;5
29210;1;Chełm;F;46
29211;10;Wrzeszcz Górny;M;31
29212;22;Piecki-Migowo;M;2
29213;6;Przeróbka;F;63
29214;11;Jasień;F;51
29215;24;Chełm;F;44
29216;22;Piecki-Migowo;F;34
29217;26;Siedlce;M;64
29218;15;Piecki-Migowo;F;33
29219;6;Brętowo;M;47
29220;22;Matarnia;M;31
29221;10;Stogi;F;32
29222;21;Jasień;F;32
29223;22;Piecki-Migowo;M;14
29224;7;Wrzeszcz Dolny;F;56
29225;24;Chełm;M;48
29226;7;Wrzeszcz Górny;F;30
29227;7;Chełm;M;29
29228;11;Jasień;M;60
29229;19;Chełm;M;34
29230;9;Piecki-Migowo;M;65
29231;26;Wrzeszcz Górny;M;25
29232;18;Orunia Górna - Gdańsk Południe;M;44
29233;14;Kokoszki;M;35
29234;2;Wrzeszcz Dolny;M;30
29235;23;Orunia Górna - Gdańsk Południe;F;40
29236;27;Piecki-Migowo;F;38
29237;27;Piecki-Migowo;M;35
29238;25;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;68
29239;8;Siedlce;M;42
29240;18;Ujeścisko-Łostowice;F;0
29241;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;27
29242;18;Ujeścisko-Łostowice;M;47
29244;2;Przymorze Małe;F;32
29245;21;Jasień;F;32
29246;25;Jasień;M;30
29247;17;Orunia Górna - Gdańsk Południe;F;50
29248;24;Śródmieście;F;33
29249;7;Jasień;M;43
29250;26;Jasień;M;33
29251;7;Wrzeszcz Dolny;M;48
29253;19;Orunia Górna - Gdańsk Południe;M;41
29254;17;Orunia-Św.Wojciech-Lipce;M;19
29255;9;Przymorze Wielkie;M;35
29256;7;Zaspa Młyniec;M;52
29257;1;Piecki-Migowo;F;48
29258;8;Oliwa;F;48
29259;18;Ujeścisko-Łostowice;M;42
29260;18;Ujeścisko-Łostowice;M;37
29261;23;Orunia-Św.Wojciech-Lipce;M;37
29262;18;Suchanino;F;44
29263;18;Ujeścisko-Łostowice;M;42
29265;24;Śródmieście;F;3
29266;1;Orunia Górna - Gdańsk Południe;F;32
29267;23;Orunia Górna - Gdańsk Południe;M;12
29268;6;Olszynka;M;28
29269;21;Chełm;F;43
29270;8;Strzyża;F;32
29271;24;Piecki-Migowo;M;39
29272;10;Przymorze Wielkie;F;35
29273;10;Suchanino;F;13
29274;18;Ujeścisko-Łostowice;F;37
29275;9;Ujeścisko-Łostowice;F;42
29276;14;Osowa;F;23
29277;26;Siedlce;F;52
29278;14;Osowa;M;37
29279;14;Osowa;M;55
29280;24;Piecki-Migowo;M;7
29281;2;Piecki-Migowo;M;37
29282;21;Jasień;F;45
29283;6;Jasień;M;41
29284;28;Ujeścisko-Łostowice;F;28
29285;9;Ujeścisko-Łostowice;F;70
29286;24;Piecki-Migowo;F;5
29287;10;Zaspa Młyniec;M;36
29288;9;Suchanino;M;19
29289;28;Jasień;M;48
29290;9;Piecki-Migowo;M;42
29291;9;VII Dwór;F;50
29292;21;Przymorze Wielkie;F;31
29293;15;Suchanino;M;35
29294;7;Śródmieście;M;22
29295;23;Orunia Górna - Gdańsk Południe;F;11
29296;26;Wrzeszcz Górny;M;43
29297;9;VII Dwór;M;50
29298;11;Piecki-Migowo;M;46
29299;18;Chełm;F;31
29300;9;Oliwa;F;59
29301;21;Osowa;M;42
29302;18;Orunia Górna - Gdańsk Południe;M;40
29303;7;Wrzeszcz Dolny;F;38
29304;26;Wrzeszcz Dolny;M;25
29305;8;Osowa;M;48
29306;24;Piecki-Migowo;F;7
29307;10;Przymorze Wielkie;M;53
29308;18;Chełm;M;30
29309;16;Piecki-Migowo;F;42
29310;20;Piecki-Migowo;F;35
29311;18;Chełm;M;41
29312;1;Stogi;F;32
29313;21;Osowa;F;29
29314;24;Piecki-Migowo;F;7
29315;22;Jasień;M;41
29316;12;Piecki-Migowo;F;63
29317;27;Śródmieście;F;37
29318;24;Piecki-Migowo;F;9
29319;18;Chełm;M;41
29320;23;Orunia Górna - Gdańsk Południe;M;44
29321;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;16
29322;1;Jasień;F;24
29323;10;Brzeźno;M;45
29324;16;Piecki-Migowo;M;8
29326;1;Przymorze Małe;F;23
29327;11;Jasień;F;2
29328;24;Brętowo;M;65
29329;18;Ujeścisko-Łostowice;M;36
29330;18;Orunia Górna - Gdańsk Południe;M;38
29331;1;Kokoszki;M;30
29332;7;Wrzeszcz Dolny;F;37
29333;17;Chełm;F;38
29334;11;Zaspa Młyniec;M;29
29335;18;Chełm;M;9
29336;27;Przymorze Wielkie;M;39
29337;1;Piecki-Migowo;M;13
29338;1;Stogi;F;37
29339;20;Piecki-Migowo;M;37
29340;20;Kokoszki;F;35
29341;18;Ujeścisko-Łostowice;F;36
29342;18;Orunia Górna - Gdańsk Południe;F;32
29343;1;Rudniki;M;27
29344;23;Orunia Górna - Gdańsk Południe;F;0
29345;8;Oliwa;F;32
29346;21;Kokoszki;F;44
29347;18;Chełm;F;60
29348;26;Wrzeszcz Dolny;F;41
29349;18;Ujeścisko-Łostowice;F;12
29351;14;Osowa;F;46
29352;6;Wrzeszcz Górny;F;44
29353;13;Przymorze Małe;M;42
29354;18;Ujeścisko-Łostowice;M;37
29355;8;Oliwa;F;36
29356;3;Śródmieście;F;25
29357;20;Wyspa Sobieszewska;F;40
29358;2;Wrzeszcz Dolny;F;37
29359;1;Wrzeszcz Górny;F;42
29360;3;Wrzeszcz Górny;F;37
29361;20;Piecki-Migowo;F;11
29362;18;Ujeścisko-Łostowice;F;9
29363;26;Przymorze Wielkie;F;29
29364;27;Chełm;M;44
29365;11;Jasień;F;28
29366;11;Jasień;M;30
29367;12;Piecki-Migowo;M;50
29368;10;Chełm;M;10
29369;10;Zaspa Rozstaje;F;6
29370;17;Orunia Górna - Gdańsk Południe;M;45
29371;6;Śródmieście;F;43
29372;20;Piecki-Migowo;F;8
29373;10;Oliwa;M;35
29374;24;Brętowo;F;63
29375;15;Wrzeszcz Górny;M;8
29377;24;Oliwa;M;47
29378;1;Wrzeszcz Górny;F;40
29379;6;Śródmieście;M;46
29380;23;Orunia Górna - Gdańsk Południe;M;20
29381;27;Siedlce;M;65
29382;20;Piecki-Migowo;F;2
29383;10;Oliwa;M;5
29384;9;Stogi;M;17
29385;5;Zaspa Młyniec;M;41
29386;18;Ujeścisko-Łostowice;M;29
29387;26;Jasień;F;46
29388;6;Śródmieście;F;7
29389;15;Wrzeszcz Górny;M;40
29390;10;Brętowo;F;42
29391;1;Oliwa;M;48
29392;10;Oliwa;F;35
29393;15;Wrzeszcz Górny;F;37
29394;4;Jasień;F;38
29395;1;Zaspa Młyniec;M;43
29396;11;Jasień;M;23
29397;18;Ujeścisko-Łostowice;M;44
29398;1;Orunia Górna - Gdańsk Południe;F;28
29399;1;Brętowo;M;30
29400;7;Piecki-Migowo;F;32
29401;11;Kokoszki;M;43
29402;7;Śródmieście;M;46
29403;6;Aniołki;F;24
29404;10;Oliwa;M;3
29405;7;Brętowo;F;71
29406;1;Piecki-Migowo;F;48
29407;14;Osowa;F;36
29408;20;Nowy Port;M;25
29409;17;Orunia-Św.Wojciech-Lipce;M;57
29410;8;Piecki-Migowo;F;60
29411;6;Osowa;F;33
29412;11;Kokoszki;M;15
29413;14;Matarnia;M;70
29414;13;Brzeźno;F;44
29415;1;Matarnia;F;65
29416;17;Orunia-Św.Wojciech-Lipce;F;29
29417;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;74
29418;25;Przymorze Małe;F;26
29419;6;Osowa;M;34
29420;17;Orunia-Św.Wojciech-Lipce;M;44
29421;22;Nowy Port;M;31
29422;18;Ujeścisko-Łostowice;F;33
29423;18;Ujeścisko-Łostowice;M;43
29424;11;Kokoszki;M;13
29425;1;Osowa;F;28
29427;8;Aniołki;F;23
29428;7;Wrzeszcz Dolny;M;28
29429;7;Suchanino;M;31
29430;1;Oliwa;M;11
29431;9;Wrzeszcz Górny;F;32
29432;2;Wrzeszcz Dolny;M;33
29433;2;Wrzeszcz Dolny;M;30
29434;18;Chełm;F;41
29435;6;Osowa;M;5
29436;27;Wrzeszcz Górny;F;10
29437;27;Jasień;F;48
29438;18;Wyspa Sobieszewska;M;43
29439;18;Ujeścisko-Łostowice;F;16
29440;11;Kokoszki;M;9
29441;1;Strzyża;F;33
29442;23;Orunia Górna - Gdańsk Południe;F;30
29443;14;Matarnia;F;71
29444;21;Jasień;M;36
29445;18;Wrzeszcz Górny;F;31
29446;18;Ujeścisko-Łostowice;F;41
29447;9;Wrzeszcz Górny;M;2
29448;11;Stogi;F;32
29449;10;Zaspa Młyniec;M;36
29450;16;Zaspa Młyniec;M;35
29451;1;Oliwa;M;50
29452;23;Chełm;M;46
29453;12;Piecki-Migowo;F;30
29454;21;Jasień;F;37
29455;10;Młyniska;F;28
29456;6;Wrzeszcz Górny;F;37
29457;18;Ujeścisko-Łostowice;F;43
29458;9;Wrzeszcz Górny;F;0
29459;10;Zaspa Młyniec;F;6
29460;28;Przeróbka;F;33
29461;18;Wrzeszcz Górny;M;3
29462;26;Brętowo;F;39
29463;1;Oliwa;M;15
29464;27;Stogi;M;32
29465;9;Jasień;F;33
29466;21;Ujeścisko-Łostowice;M;42
29467;1;Siedlce;F;46
29468;10;VII Dwór;M;37
29469;14;Kokoszki;M;57
29470;12;Piecki-Migowo;M;38
29471;18;Wrzeszcz Górny;M;32
29473;9;Śródmieście;F;43
29474;7;Strzyża;F;34
29475;22;Jasień;F;32
29476;22;Piecki-Migowo;F;30
29477;18;Chełm;M;9
29478;27;Siedlce;F;51
29480;2;Wrzeszcz Dolny;F;30
29481;28;Śródmieście;F;56
29482;18;Chełm;M;43
29483;23;Orunia-Św.Wojciech-Lipce;M;30
29484;22;Jasień;F;7
29485;6;Olszynka;F;45
29486;7;Wrzeszcz Dolny;M;29
29487;23;Brzeźno;M;59
29488;10;Piecki-Migowo;M;41
29489;7;Wrzeszcz Górny;F;4
29490;23;Chełm;F;47
29491;1;Jasień;M;33
29492;10;Piecki-Migowo;M;9
29493;18;Chełm;M;34
29494;22;Jasień;F;3
29495;27;Osowa;F;56
29496;1;Śródmieście;F;25
29497;23;Orunia Górna - Gdańsk Południe;M;34
29498;7;Wrzeszcz Dolny;M;59
29499;22;Chełm;F;62
29500;1;Orunia-Św.Wojciech-Lipce;M;32
29501;27;Siedlce;M;60
29502;10;Przymorze Małe;M;51
29503;22;Jasień;M;37
29504;15;Piecki-Migowo;F;34
29505;11;Jasień;M;33
29506;10;Wrzeszcz Górny;M;0
29507;17;Orunia Górna - Gdańsk Południe;M;54
29508;10;Osowa;F;40
29509;18;Orunia Górna - Gdańsk Południe;F;5
29510;10;Przymorze Małe;M;26
29511;13;Przymorze Małe;M;30
29512;18;Chełm;F;43
29513;23;Orunia Górna - Gdańsk Południe;F;31
29514;6;Śródmieście;M;5
29515;9;Ujeścisko-Łostowice;M;53
29516;10;Piecki-Migowo;M;6
29517;27;Siedlce;M;11
29518;20;Piecki-Migowo;F;8
29519;23;Chełm;M;63
29520;27;Chełm;M;43
29521;9;Chełm;M;26
29522;7;Przeróbka;M;23
29523;1;Przymorze Małe;F;17
29524;7;Ujeścisko-Łostowice;F;40
29525;7;Wrzeszcz Dolny;F;40
29526;28;Brętowo;F;38
29527;1;Śródmieście;M;59
29528;10;Piecki-Migowo;F;8
29529;1;Brętowo;F;72
29530;23;Chełm;F;6
29531;6;Stogi;F;40
29532;1;Zaspa Rozstaje;F;31
29533;23;Orunia Górna - Gdańsk Południe;M;39
29534;9;Ujeścisko-Łostowice;F;53
29535;10;Wrzeszcz Górny;F;47
29536;23;Orunia Górna - Gdańsk Południe;M;4
29537;13;Przymorze Wielkie;M;52
29538;15;Wrzeszcz Górny;F;2
29539;20;Piecki-Migowo;F;44
29540;18;Ujeścisko-Łostowice;M;37
29541;1;Chełm;M;0
29542;25;Siedlce;F;40
29543;9;Chełm;M;9
29544;23;Orunia Górna - Gdańsk Południe;F;39
29545;8;Wrzeszcz Górny;M;36
29546;9;Zaspa Młyniec;F;27
29547;26;Wrzeszcz Dolny;F;31
29548;20;Nowy Port;F;15
29549;1;Brętowo;F;29
29550;10;Piecki-Migowo;F;12
29551;1;Piecki-Migowo;M;15
29552;1;Śródmieście;F;28
29553;18;Ujeścisko-Łostowice;M;44
29554;1;Aniołki;F;25
29555;18;Orunia Górna - Gdańsk Południe;M;2
29556;12;Piecki-Migowo;F;41
29557;10;Stogi;F;10
29558;1;Piecki-Migowo;F;45
29559;23;Orunia Górna - Gdańsk Południe;F;10
29561;9;Przymorze Wielkie;F;24
29562;18;Ujeścisko-Łostowice;M;39
29563;7;Nowy Port;M;32
29564;10;Piecki-Migowo;F;8
29565;27;Siedlce;M;46
29566;1;Wrzeszcz Dolny;F;35
29567;23;Orunia Górna - Gdańsk Południe;M;36
29568;20;Wrzeszcz Dolny;F;43
29569;17;Piecki-Migowo;M;37
29570;20;Suchanino;F;31
29571;1;Ujeścisko-Łostowice;F;76
29572;17;Ujeścisko-Łostowice;M;11
29573;19;Orunia Górna - Gdańsk Południe;F;26
29574;27;Wrzeszcz Górny;F;45
29575;1;Stogi;F;14
29576;26;Wrzeszcz Dolny;F;71
29577;18;Ujeścisko-Łostowice;M;35
29578;18;Jasień;M;35
29579;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;43
29580;7;Wrzeszcz Dolny;M;3
29581;16;Ujeścisko-Łostowice;F;34
29582;17;Chełm;F;62
29583;23;Orunia Górna - Gdańsk Południe;M;33
29584;4;Suchanino;M;37
29585;26;Wrzeszcz Dolny;M;10
29586;4;Siedlce;M;30
29587;23;Chełm;F;37
29588;24;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
29589;18;Wzgórze Mickiewicza;M;35
29590;1;Zaspa Młyniec;M;41
29591;6;Nowy Port;F;78
29592;17;Ujeścisko-Łostowice;F;10
29593;6;Śródmieście;F;27
29594;15;Piecki-Migowo;F;45
29595;18;Orunia Górna - Gdańsk Południe;F;43
29596;15;Wrzeszcz Górny;M;44
29597;7;Wrzeszcz Górny;F;29
29598;1;Śródmieście;F;35
29599;1;Wrzeszcz Górny;M;35
29600;5;Stogi;F;78
29601;10;Osowa;F;12
29602;9;Wrzeszcz Górny;M;60
29603;2;Suchanino;F;30
29604;27;Oliwa;F;72
29605;6;Wrzeszcz Dolny;F;21
29606;7;Wrzeszcz Dolny;F;5
29607;18;Strzyża;F;17
29609;1;Wrzeszcz Dolny;M;31
29610;20;Suchanino;F;37
29611;15;Brętowo;F;19
29612;1;Osowa;M;12
29613;2;Wrzeszcz Dolny;F;43
29614;20;Wrzeszcz Dolny;M;46
29615;18;Chełm;M;32
29616;4;Przeróbka;M;29
29617;1;Orunia Górna - Gdańsk Południe;F;27
29618;7;Brzeźno;F;50
29619;1;Brętowo;M;47
29620;26;Nowy Port;F;31
29621;10;Piecki-Migowo;M;40
29622;1;Piecki-Migowo;M;27
29623;7;Piecki-Migowo;M;45
29624;6;Piecki-Migowo;M;43
29625;18;Chełm;F;29
29626;18;Chełm;F;40
29627;2;Brzeźno;M;34
29628;1;Matarnia;F;46
29629;4;Przymorze Wielkie;M;44
29630;1;Strzyża;M;62
29631;9;Strzyża;M;33
29632;1;Oliwa;M;58
29633;7;Śródmieście;M;38
29634;18;Suchanino;F;74
29635;27;Przymorze Wielkie;F;52
29636;1;Orunia Górna - Gdańsk Południe;F;60
29637;6;Olszynka;M;1
29638;27;Piecki-Migowo;F;43
29639;1;Zaspa Młyniec;F;36
29640;18;Jasień;F;29
29641;1;Śródmieście;M;5
29642;18;Ujeścisko-Łostowice;M;35
29643;15;Wrzeszcz Górny;M;5
29644;9;Stogi;F;65
29645;26;Nowy Port;M;5
29646;18;Orunia Górna - Gdańsk Południe;F;14
29647;4;Orunia Górna - Gdańsk Południe;M;14
29648;1;Stogi;F;48
29649;7;Wrzeszcz Dolny;F;44
29650;10;Orunia Górna - Gdańsk Południe;M;13
29651;7;Nowy Port;M;27
29652;21;Ujeścisko-Łostowice;F;24
29653;18;Suchanino;F;7
29654;26;Orunia Górna - Gdańsk Południe;M;42
29655;6;Olszynka;F;64
29656;12;Matarnia;M;37
29657;1;Kokoszki;F;47
29658;1;Zaspa Młyniec;F;19
29659;9;Stogi;M;67
29660;18;Chełm;F;61
29661;1;Piecki-Migowo;F;55
29662;27;Przymorze Wielkie;M;55
29663;18;Orunia Górna - Gdańsk Południe;M;48
29664;1;Orunia Górna - Gdańsk Południe;M;29
29665;12;Piecki-Migowo;F;37
29667;18;Orunia Górna - Gdańsk Południe;M;44
29668;9;Wrzeszcz Górny;F;34
29669;27;Suchanino;F;50
29670;18;Chełm;F;38
29671;1;Śródmieście;F;2
29672;10;Piecki-Migowo;M;35
29673;23;Wrzeszcz Dolny;F;29
29674;5;Stogi;M;53
29675;7;Nowy Port;F;25
29677;26;Chełm;F;49
29678;1;Wrzeszcz Dolny;M;47
29679;11;Piecki-Migowo;F;60
29680;18;Jasień;M;26
29681;10;Siedlce;F;42
29682;10;Piecki-Migowo;F;36
29683;12;Piecki-Migowo;F;4
29684;13;Przymorze Wielkie;F;34
29685;6;Chełm;F;4
29686;1;Osowa;F;24
29687;18;Ujeścisko-Łostowice;F;32
29688;10;Piecki-Migowo;F;8
29689;18;Chełm;M;37
29690;6;Stogi;M;33
29691;6;Olszynka;F;39
29692;11;Piecki-Migowo;F;62
29693;10;Piecki-Migowo;M;6
29694;27;Wrzeszcz Górny;F;42
29695;21;Osowa;M;26
29696;1;Suchanino;F;1
29697;25;Piecki-Migowo;M;70
29698;7;Aniołki;M;44
29699;22;Jasień;M;28
29700;7;Wrzeszcz Dolny;F;30
29701;18;Stogi;M;42
29702;6;Olszynka;F;34
29703;6;Olszynka;M;14
29704;12;Piecki-Migowo;M;43
29705;5;Wrzeszcz Górny;F;66
29706;7;Suchanino;M;35
29707;18;Ujeścisko-Łostowice;M;14
29708;11;Jasień;F;28
29709;15;Piecki-Migowo;F;34
29710;6;Chełm;F;35
29711;10;Siedlce;F;9
29712;2;Ujeścisko-Łostowice;M;11
29713;15;Piecki-Migowo;M;75
29714;6;Orunia Górna - Gdańsk Południe;F;34
29715;5;Wrzeszcz Dolny;F;59
29716;11;Ujeścisko-Łostowice;M;40
29717;11;Ujeścisko-Łostowice;M;28
29718;6;Olszynka;F;61
29719;17;Orunia-Św.Wojciech-Lipce;M;14
29720;21;Osowa;F;39
29721;9;Siedlce;F;28
29722;19;Orunia Górna - Gdańsk Południe;M;33
29723;6;Ujeścisko-Łostowice;M;65
29724;21;Wyspa Sobieszewska;F;51
29725;1;Suchanino;F;3
29726;10;Ujeścisko-Łostowice;M;9
29727;18;Orunia Górna - Gdańsk Południe;F;39
29728;10;Zaspa Rozstaje;F;68
29729;26;Osowa;F;7
29730;23;Ujeścisko-Łostowice;M;41
29731;18;Ujeścisko-Łostowice;M;7
29732;7;Wrzeszcz Dolny;M;65
29733;18;Ujeścisko-Łostowice;F;38
29734;27;Wrzeszcz Górny;M;30
29735;18;Ujeścisko-Łostowice;F;35
29736;6;Olszynka;M;7
29737;20;Nowy Port;M;71
29739;26;Wrzeszcz Górny;F;27
29740;10;Przymorze Małe;M;47
29741;10;Ujeścisko-Łostowice;F;42
29742;9;Wrzeszcz Dolny;F;21
29743;13;Aniołki;F;53
29744;14;Matarnia;M;13
29745;1;Aniołki;F;40
29746;27;Jasień;M;41
29747;7;Przymorze Małe;M;28
29748;7;Ujeścisko-Łostowice;F;69
29749;7;Ujeścisko-Łostowice;F;9
29750;18;Ujeścisko-Łostowice;M;41
29752;6;Olszynka;M;7
29753;18;Ujeścisko-Łostowice;M;44
29754;2;Zaspa Rozstaje;F;28
29755;9;Jasień;M;40
29756;26;Wrzeszcz Dolny;M;76
29757;18;Chełm;M;41
29758;1;Strzyża;M;41
29759;10;Przymorze Małe;F;43
29760;12;Piecki-Migowo;F;61
29761;1;Aniołki;M;44
29762;21;Osowa;F;37
29763;7;Osowa;M;25
29764;23;Ujeścisko-Łostowice;F;41
29765;17;Orunia-Św.Wojciech-Lipce;F;35
29766;14;Matarnia;M;55
29767;6;Olszynka;F;10
29768;7;Aniołki;F;34
29769;1;Chełm;F;42
29770;26;Siedlce;F;48
29771;5;Siedlce;M;49
29772;18;Ujeścisko-Łostowice;M;37
29773;14;Osowa;F;65
29774;23;Ujeścisko-Łostowice;M;42
29775;23;Orunia Górna - Gdańsk Południe;M;50
29776;13;Nowy Port;F;63
29777;1;Chełm;M;8
29778;1;Śródmieście;F;6
29779;26;Osowa;M;3
29780;10;Aniołki;M;28
29781;1;Ujeścisko-Łostowice;M;48
29782;6;Olszynka;M;39
29783;18;Ujeścisko-Łostowice;F;12
29784;18;Jasień;M;29
29785;1;Zaspa Młyniec;F;34
29786;13;Nowy Port;F;32
29787;10;Zaspa Rozstaje;M;58
29788;1;Strzyża;F;37
29789;11;Siedlce;M;31
29790;10;Piecki-Migowo;M;35
29791;14;Oliwa;M;40
29792;26;Osowa;F;37
29793;21;Ujeścisko-Łostowice;F;63
29794;10;Orunia-Św.Wojciech-Lipce;M;54
29795;11;Ujeścisko-Łostowice;F;31
29796;1;Ujeścisko-Łostowice;F;38
29797;1;Zaspa Młyniec;F;3
29798;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;48
29799;7;Zaspa Rozstaje;F;52
29800;1;Ujeścisko-Łostowice;F;34
29801;27;Piecki-Migowo;F;70
29802;18;Ujeścisko-Łostowice;M;44
29803;8;Nowy Port;F;39
29804;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;39
29805;1;Przymorze Wielkie;M;24
29806;15;Piecki-Migowo;M;34
29807;1;Ujeścisko-Łostowice;M;6
29808;20;Ujeścisko-Łostowice;M;41
29809;4;Śródmieście;M;27
29810;7;Śródmieście;M;42
29811;14;Osowa;M;46
29812;17;Orunia-Św.Wojciech-Lipce;F;23
29813;25;Chełm;F;34
29814;1;Krakowiec-Górki Zachodnie;M;50
29815;1;Brętowo;F;65
29816;5;Wrzeszcz Górny;M;39
29817;7;Wrzeszcz Dolny;F;44
29818;11;Ujeścisko-Łostowice;M;49
29819;18;Ujeścisko-Łostowice;F;35
29820;1;Suchanino;M;65
29821;7;Chełm;F;36
29822;15;Wrzeszcz Górny;F;34
29823;11;Kokoszki;M;61
29824;7;Brętowo;M;71
29825;7;Wrzeszcz Dolny;F;63
29826;11;Ujeścisko-Łostowice;F;66
29827;5;Ujeścisko-Łostowice;M;69
29828;8;Jasień;M;41
29829;1;Siedlce;F;29
29830;14;Śródmieście;F;49
29831;20;Matarnia;F;24
29832;26;Zaspa Rozstaje;M;17
29833;27;Strzyża;F;65
29835;1;Przeróbka;F;29
29836;7;Brętowo;F;69
29837;1;Krakowiec-Górki Zachodnie;F;7
29838;22;Chełm;F;62
29839;10;Matarnia;M;59
29840;11;Orunia-Św.Wojciech-Lipce;F;60
29841;1;Wzgórze Mickiewicza;F;42
29842;1;Stogi;F;56
29843;1;Piecki-Migowo;F;24
29844;13;Przymorze Małe;F;55
29845;7;Zaspa Rozstaje;M;32
29846;7;Wrzeszcz Dolny;F;71
29847;1;Piecki-Migowo;M;38
29848;7;Wrzeszcz Dolny;M;28
29849;18;Orunia Górna - Gdańsk Południe;M;68
29850;10;Strzyża;M;40
29852;12;Piecki-Migowo;F;72
29853;9;Chełm;F;49
29854;13;Brzeźno;F;37
29855;1;Chełm;M;38
29856;11;Wrzeszcz Górny;F;32
29857;7;Wrzeszcz Dolny;M;71
29858;11;Jasień;F;84
29859;27;Przymorze Wielkie;F;71
29860;1;Orunia-Św.Wojciech-Lipce;F;56
29861;23;Orunia Górna - Gdańsk Południe;F;40
29862;7;Młyniska;M;66
29863;7;Zaspa Rozstaje;F;69
29864;1;Śródmieście;F;46
29865;9;Suchanino;M;64
29866;6;Wrzeszcz Dolny;F;56
29867;2;Piecki-Migowo;M;31
29868;23;Chełm;F;56
29869;18;Ujeścisko-Łostowice;F;60
29870;18;Jasień;M;59
29871;7;Brętowo;M;24
29872;17;Jasień;F;33
29873;18;Orunia Górna - Gdańsk Południe;F;36
29874;14;Wrzeszcz Dolny;F;54
29875;7;Brzeźno;M;48
29876;1;Krakowiec-Górki Zachodnie;M;11
29877;27;Brzeźno;F;60
29878;7;Nowy Port;M;35
29879;12;Piecki-Migowo;F;40
29880;23;Orunia Górna - Gdańsk Południe;M;43
29881;17;Jasień;M;1
29882;1;Przymorze Wielkie;F;58
29883;11;Jasień;M;93
29884;26;Jasień;F;39
29885;1;Osowa;F;40
29886;17;Jasień;F;4
29887;7;Zaspa Rozstaje;M;69
29888;4;Orunia-Św.Wojciech-Lipce;F;66
29889;6;Piecki-Migowo;M;2
29890;12;Piecki-Migowo;F;7
29891;1;Zaspa Młyniec;M;32
29892;1;Zaspa Rozstaje;M;74
29893;6;Stogi;M;65
29894;14;Osowa;F;47
29895;1;Piecki-Migowo;F;13
29896;1;Krakowiec-Górki Zachodnie;F;49
29897;27;Siedlce;F;96
29898;1;Przymorze Małe;M;20
29899;10;Wrzeszcz Górny;F;14
29900;12;Piecki-Migowo;M;9
29901;28;Kokoszki;F;25
29902;1;Osowa;F;12
29903;26;Chełm;F;34
29904;14;Osowa;F;38
29905;1;Jasień;F;35
29906;21;Chełm;M;38
29907;7;Wrzeszcz Dolny;M;54
29908;17;Orunia Górna - Gdańsk Południe;F;32
29909;6;Chełm;M;44
29910;23;Orunia Górna - Gdańsk Południe;F;32
29911;1;Przymorze Wielkie;F;34
29912;26;Stogi;F;37
29913;16;Zaspa Rozstaje;M;41
29914;1;Zaspa Rozstaje;F;16
29915;6;Piecki-Migowo;F;0
29916;1;Śródmieście;M;39
29917;1;Krakowiec-Górki Zachodnie;F;13
29918;16;Suchanino;F;33
29919;1;Przymorze Wielkie;F;3
29920;23;Chełm;M;11
29921;11;Matarnia;M;70
29922;1;Przymorze Małe;F;23
29923;6;Wrzeszcz Dolny;M;47
29924;1;Przymorze Małe;M;28
29925;5;Kokoszki;M;16
29926;4;Zaspa Rozstaje;M;47
29927;10;Jasień;M;26
29928;26;Przymorze Wielkie;F;61
29929;1;Oliwa;F;69
29930;6;Suchanino;F;25
29932;26;Wrzeszcz Dolny;F;46
29933;27;Zaspa Młyniec;M;30
29934;23;Chełm;M;40
29935;23;Orunia-Św.Wojciech-Lipce;M;53
29936;12;Piecki-Migowo;F;42
29937;17;Suchanino;M;44
29938;6;Śródmieście;F;25
29939;5;Chełm;F;35
29940;21;Jasień;F;29
29941;1;Przymorze Małe;M;1
29942;6;Orunia-Św.Wojciech-Lipce;F;23
29944;5;Chełm;F;8
29945;7;Wrzeszcz Dolny;F;33
29946;6;Piecki-Migowo;F;31
29948;6;Suchanino;F;33
29949;4;Osowa;M;51
29950;25;Suchanino;M;13
29951;6;Piecki-Migowo;M;11
29952;9;Piecki-Migowo;F;28
29953;6;Suchanino;F;62
29954;1;Chełm;F;33
29955;7;Wrzeszcz Dolny;F;2
29956;16;Suchanino;F;1
29958;7;Nowy Port;F;67
29959;28;Kokoszki;M;43
29960;1;Chełm;M;3
29961;7;Wrzeszcz Dolny;M;32
29962;18;Piecki-Migowo;F;55
29963;26;Orunia Górna - Gdańsk Południe;F;43
29964;27;Wrzeszcz Górny;M;35
29965;1;Przeróbka;M;33
29966;6;Śródmieście;M;66
29967;18;Chełm;F;42
29968;1;Ujeścisko-Łostowice;F;48
29969;6;Piecki-Migowo;F;35
29970;6;Piecki-Migowo;M;13
29971;11;Ujeścisko-Łostowice;F;65
29972;27;Wrzeszcz Górny;M;38
29973;21;Kokoszki;F;38
29974;13;Przymorze Małe;M;3
29975;5;Wrzeszcz Dolny;F;33
29976;1;Chełm;F;63
29977;7;Brętowo;M;70
29978;6;Stogi;M;65
29979;9;Piecki-Migowo;M;42
29980;5;Wrzeszcz Dolny;M;6
29981;1;Przeróbka;F;33
29982;1;Piecki-Migowo;F;30
29984;7;Siedlce;M;48
29985;1;Chełm;F;15
29986;22;Piecki-Migowo;M;35
29987;1;Strzyża;F;36
29988;13;Przymorze Małe;M;6
29989;11;Przymorze Małe;M;29
29990;10;Siedlce;F;10
29991;5;Wrzeszcz Dolny;F;3
29992;7;Wrzeszcz Dolny;F;0
29993;1;Śródmieście;F;53
29994;21;Jasień;M;29
29995;18;Piecki-Migowo;F;80
29996;6;Ujeścisko-Łostowice;M;35
29997;1;Przeróbka;F;65
29998;6;Kokoszki;M;30
29999;1;Przymorze Małe;F;24
30000;18;Jasień;F;32
30001;18;Orunia Górna - Gdańsk Południe;F;27
30002;1;Piecki-Migowo;F;25
30003;1;Przymorze Wielkie;F;17
30004;10;Przymorze Wielkie;F;48
30005;2;Orunia-Św.Wojciech-Lipce;F;56
30006;25;Siedlce;F;28
30008;7;Letnica;F;60
30009;10;Siedlce;M;5
30010;7;Wrzeszcz Dolny;F;48
30011;26;Śródmieście;F;71
30012;10;Zaspa Młyniec;F;31
30013;19;Orunia Górna - Gdańsk Południe;F;24
30014;5;Brzeźno;M;34
30015;18;Jasień;F;2
30016;1;Stogi;F;29
30017;3;Wrzeszcz Górny;M;73
30018;25;Stogi;F;62
30019;18;Jasień;F;40
30020;27;Aniołki;F;62
30021;18;Siedlce;M;39
30022;26;Zaspa Rozstaje;M;35
30023;6;Jasień;M;18
30024;13;Przymorze Wielkie;M;34
30025;1;Nowy Port;F;31
30026;14;Piecki-Migowo;F;57
30027;27;Przymorze Wielkie;F;46
30028;1;Piecki-Migowo;F;63
30029;27;Przymorze Małe;F;8
30030;23;Ujeścisko-Łostowice;F;24
30031;17;Zaspa Rozstaje;M;28
30032;1;Orunia Górna - Gdańsk Południe;F;33
30034;18;Jasień;M;29
30035;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;46
30036;5;Śródmieście;F;54
30037;9;Chełm;M;10
30038;6;Ujeścisko-Łostowice;F;44
30039;1;Przeróbka;F;63
30040;17;Orunia Górna - Gdańsk Południe;M;32
30041;17;Piecki-Migowo;F;45
30042;10;Wrzeszcz Górny;F;1
30043;18;Jasień;M;41
30044;4;Przymorze Wielkie;F;21
30045;1;Wrzeszcz Górny;F;37
30046;5;Osowa;F;27
30047;5;Osowa;F;26
30048;18;Zaspa Młyniec;F;72
30049;12;Piecki-Migowo;M;43
30050;22;Ujeścisko-Łostowice;M;33
30051;10;Aniołki;M;62
30052;15;Piecki-Migowo;F;10
30053;21;Kokoszki;M;9
30054;1;Osowa;F;41
30055;1;Piecki-Migowo;F;25
30056;25;Osowa;F;14
30057;26;Zaspa Rozstaje;F;68
30058;13;Przymorze Wielkie;F;44
30059;1;Oliwa;F;17
30060;21;Jasień;M;11
30061;15;Piecki-Migowo;F;4
30062;18;Zaspa Młyniec;M;80
30063;6;Ujeścisko-Łostowice;F;69
30064;17;Chełm;F;33
30065;11;Jasień;F;28
30066;21;Osowa;M;46
30067;11;Ujeścisko-Łostowice;F;45
30068;1;Ujeścisko-Łostowice;F;9
30069;1;Zaspa Rozstaje;M;34
30070;1;Matarnia;F;71
30071;2;Przeróbka;M;12
30072;25;Wrzeszcz Górny;F;15
30073;27;Stogi;M;67
30075;22;Ujeścisko-Łostowice;F;1
30076;28;Ujeścisko-Łostowice;F;27
30077;11;Ujeścisko-Łostowice;M;9
30078;1;Strzyża;F;42
30079;15;Piecki-Migowo;M;10
30080;7;Wrzeszcz Górny;F;74
30081;11;Ujeścisko-Łostowice;M;7
30082;5;Suchanino;M;6
30083;27;Stogi;F;69
30084;2;Stogi;M;49
30085;20;Piecki-Migowo;M;36
30086;1;Strzyża;M;51
30087;15;Piecki-Migowo;M;7
30088;11;Jasień;F;33
30089;18;Chełm;F;40
30090;17;Orunia-Św.Wojciech-Lipce;M;35
30091;18;Wrzeszcz Dolny;F;58
30092;7;Zaspa Młyniec;M;37
30093;18;Chełm;F;22
30094;1;Suchanino;F;16
30095;21;Kokoszki;M;6
30096;11;Jasień;M;5
30097;1;Strzyża;F;14
30098;1;Ujeścisko-Łostowice;F;35
30099;20;Piecki-Migowo;F;32
30100;7;Przymorze Wielkie;F;47
30101;15;Piecki-Migowo;M;15
30102;6;Chełm;F;69
30103;7;Brętowo;M;57
30104;21;Osowa;F;37
30105;7;Piecki-Migowo;M;51
30106;17;Orunia-Św.Wojciech-Lipce;F;26
30107;1;Orunia Górna - Gdańsk Południe;M;16
30108;1;Przymorze Wielkie;M;43
30109;7;Zaspa Młyniec;F;45
30110;9;Przymorze Małe;F;17
30111;11;Jasień;M;7
30112;18;Chełm;M;5
30113;18;Orunia Górna - Gdańsk Południe;M;48
30114;6;Olszynka;F;60
30115;18;Siedlce;M;27
30116;4;Zaspa Młyniec;M;70
30117;28;Orunia Górna - Gdańsk Południe;M;31
30118;6;Śródmieście;M;65
30119;23;Stogi;M;60
30120;20;Piecki-Migowo;F;2
30121;11;Jasień;F;36
30122;9;VII Dwór;F;48
30123;15;Piecki-Migowo;F;39
30124;5;Suchanino;M;3
30125;12;Piecki-Migowo;F;14
30126;20;Jasień;M;21
30127;6;Stogi;M;32
30128;7;Przymorze Wielkie;M;15
30129;14;Matarnia;F;40
30130;28;Przymorze Wielkie;M;60
30131;1;Wrzeszcz Dolny;M;36
30132;1;Chełm;M;38
30133;7;Zaspa Młyniec;F;9
30134;7;Brętowo;F;71
30135;18;Orunia Górna - Gdańsk Południe;M;15
30136;1;Ujeścisko-Łostowice;F;60
30137;18;Chełm;F;9
30138;10;Piecki-Migowo;M;40
30139;15;Wrzeszcz Górny;M;30
30140;7;Wrzeszcz Dolny;M;18
30141;20;Piecki-Migowo;F;0
30142;6;Chełm;M;72
30143;7;Piecki-Migowo;M;29
30144;13;Przymorze Wielkie;M;31
30145;18;Orunia Górna - Gdańsk Południe;F;48
30146;18;Orunia Górna - Gdańsk Południe;F;47
30147;22;Piecki-Migowo;F;27
30148;18;Ujeścisko-Łostowice;F;22
30149;6;Osowa;F;36
30150;1;Siedlce;M;33
30151;12;Piecki-Migowo;M;42
30152;11;Jasień;M;30
30153;26;Przymorze Małe;F;28
30154;9;Siedlce;M;30
30155;22;Przymorze Małe;F;44
30156;28;Przymorze Wielkie;F;49
30157;1;Brzeźno;M;27
30158;26;Przymorze Małe;M;25
30159;12;Piecki-Migowo;F;41
30160;2;Przeróbka;M;65
30161;18;Orunia Górna - Gdańsk Południe;F;12
30162;1;Osowa;M;47
30163;14;Matarnia;F;13
30164;9;Stogi;F;60
30165;7;Piecki-Migowo;F;26
30166;4;Zaspa Młyniec;F;71
30167;18;Ujeścisko-Łostowice;F;48
30168;17;Orunia-Św.Wojciech-Lipce;M;54
30169;7;Piecki-Migowo;F;15
30170;9;Przymorze Wielkie;M;23
30171;1;Brzeźno;M;65
30172;10;Osowa;M;37
30173;18;Orunia Górna - Gdańsk Południe;F;14
30174;18;Ujeścisko-Łostowice;F;41
30175;10;Piecki-Migowo;F;33
30176;1;Stogi;F;61
30177;2;Osowa;M;16
30178;9;Ujeścisko-Łostowice;M;25
30179;1;Brzeźno;F;56
30180;25;Jasień;F;9
30181;1;Jasień;M;34
30182;8;Śródmieście;F;72
30183;10;Piecki-Migowo;F;9
30184;6;Olszynka;F;3
30185;13;Osowa;F;18
30186;10;Piecki-Migowo;M;8
30187;1;Chełm;M;43
30188;14;Matarnia;M;33
30190;14;Brętowo;M;22
30191;10;Piecki-Migowo;F;6
30192;12;Suchanino;F;8
30193;2;Przymorze Małe;M;48
30194;21;Osowa;F;51
30195;18;Ujeścisko-Łostowice;M;33
30196;5;Ujeścisko-Łostowice;F;48
30197;6;Piecki-Migowo;F;34
30198;26;Wrzeszcz Górny;M;48
30199;6;Olszynka;M;3
30200;6;Rudniki;F;34
30201;12;Piecki-Migowo;M;56
30202;17;Orunia-Św.Wojciech-Lipce;F;77
30203;1;Przeróbka;F;73
30204;6;Wzgórze Mickiewicza;F;68
30205;2;Przymorze Małe;F;17
30206;26;Rudniki;F;64
30207;27;Przymorze Małe;F;48
30208;6;Piecki-Migowo;F;35
30209;14;Osowa;M;49
30210;12;Suchanino;F;34
30211;23;Orunia Górna - Gdańsk Południe;F;39
30212;6;Piecki-Migowo;M;5
30214;18;Ujeścisko-Łostowice;M;10
30215;7;Przymorze Małe;M;47
30216;11;Orunia Górna - Gdańsk Południe;F;52
30217;1;Osowa;M;50
30218;1;Suchanino;F;45
30219;15;Piecki-Migowo;F;42
30220;7;Zaspa Rozstaje;M;70
30221;6;Piecki-Migowo;F;7
30222;23;Orunia Górna - Gdańsk Południe;M;42
30223;6;Piecki-Migowo;M;1
30224;6;Rudniki;M;40
30225;1;Chełm;M;45
30226;6;Śródmieście;F;12
30227;10;Brzeźno;M;74
30228;14;Matarnia;M;11
30229;1;Suchanino;M;15
30230;26;Piecki-Migowo;F;49
30231;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;54
30232;20;Rudniki;F;2
30233;6;Śródmieście;M;44
30234;12;Suchanino;M;4
30235;27;Wrzeszcz Dolny;F;33
30236;23;Orunia Górna - Gdańsk Południe;M;11
30237;18;Ujeścisko-Łostowice;F;4
30238;6;Wzgórze Mickiewicza;M;68
30239;18;Chełm;F;50
30240;9;Krakowiec-Górki Zachodnie;M;28
30241;9;Orunia Górna - Gdańsk Południe;F;45
30242;1;Osowa;F;16
30243;8;Przymorze Małe;F;24
30244;1;Wyspa Sobieszewska;M;19
30245;8;VII Dwór;M;56
30246;10;Brzeźno;F;23
30247;6;Śródmieście;M;10
30248;10;Piecki-Migowo;M;10
30249;10;Zaspa Rozstaje;M;46
30250;14;Matarnia;M;39
30251;2;Zaspa Młyniec;M;43
30252;9;Wrzeszcz Dolny;M;6
30253;1;Kokoszki;F;30
30254;23;Ujeścisko-Łostowice;M;32
30255;1;Siedlce;F;29
30256;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;24
30257;1;Siedlce;M;41
30258;18;Orunia Górna - Gdańsk Południe;F;31
30259;11;Ujeścisko-Łostowice;F;37
30260;6;Piecki-Migowo;F;6
30261;26;Piecki-Migowo;F;35
30262;11;Jasień;F;34
30263;1;Śródmieście;F;66
30264;6;Piecki-Migowo;M;40
30265;1;Siedlce;M;18
30266;24;Jasień;F;30
30267;2;Wrzeszcz Dolny;M;13
30268;7;Zaspa Młyniec;F;44
30269;10;Ujeścisko-Łostowice;F;44
30270;1;Zaspa Rozstaje;F;36
30271;21;Jasień;F;55
30272;26;Piecki-Migowo;F;32
30273;1;Wyspa Sobieszewska;M;30
30274;14;Suchanino;F;48
30275;9;Piecki-Migowo;M;65
30276;7;Zaspa Rozstaje;F;28
30277;2;Piecki-Migowo;M;59
30279;10;Piecki-Migowo;M;32
30280;6;Przymorze Wielkie;F;44
30281;7;Wrzeszcz Dolny;M;39
30282;17;Osowa;F;25
30283;15;Piecki-Migowo;M;38
30284;1;Wrzeszcz Górny;F;18
30285;17;Orunia-Św.Wojciech-Lipce;M;75
30286;26;Zaspa Rozstaje;M;10
30287;5;Ujeścisko-Łostowice;F;8
30288;18;Śródmieście;F;59
30289;7;Zaspa Rozstaje;F;1
30290;11;Ujeścisko-Łostowice;F;35
30291;4;VII Dwór;F;64
30292;7;Piecki-Migowo;F;41
30293;6;Młyniska;F;73
30294;27;Siedlce;F;60
30295;10;Brzeźno;F;68
30296;6;Wzgórze Mickiewicza;F;36
30297;15;Piecki-Migowo;F;8
30298;23;Orunia Górna - Gdańsk Południe;F;55
30299;1;Zaspa Rozstaje;F;6
30300;26;Piecki-Migowo;F;2
30301;1;Stogi;F;30
30302;24;Przymorze Wielkie;M;7
30303;14;Osowa;M;26
30304;12;Piecki-Migowo;F;57
30305;1;Brzeźno;M;25
30306;15;Piecki-Migowo;M;5
30307;27;Aniołki;F;54
30308;7;Zaspa Rozstaje;M;29
30309;18;Orunia-Św.Wojciech-Lipce;F;55
30310;27;Suchanino;M;51
30312;5;Ujeścisko-Łostowice;M;3
30313;22;Zaspa Rozstaje;M;36
30314;16;Przymorze Małe;M;47
30315;1;Strzyża;F;71
30316;15;Piecki-Migowo;M;3
30317;11;Ujeścisko-Łostowice;M;51
30318;20;Matarnia;F;32
30319;10;Zaspa Rozstaje;M;37
30320;7;Zaspa Rozstaje;M;37
30321;15;Piecki-Migowo;F;37
30322;18;Orunia-Św.Wojciech-Lipce;F;36
30323;12;Piecki-Migowo;M;68
30324;20;Chełm;M;39
30325;21;Kokoszki;M;60
30326;25;Strzyża;M;28
30328;1;Jasień;M;3
30329;1;Przymorze Małe;M;45
30330;27;VII Dwór;F;82
30331;23;Orunia-Św.Wojciech-Lipce;M;31
30332;10;Zaspa Rozstaje;M;2
30333;27;Piecki-Migowo;M;8
30334;27;Suchanino;M;70
30335;18;Orunia-Św.Wojciech-Lipce;M;10
30336;10;Przymorze Wielkie;M;31
30337;11;Ujeścisko-Łostowice;F;48
30338;7;Matarnia;M;12
30339;2;Nowy Port;M;46
30340;1;Jasień;M;1
30341;27;Piecki-Migowo;M;34
30342;26;Wrzeszcz Górny;F;65
30343;8;Oliwa;F;62
30344;14;Jasień;M;50
30345;27;Piecki-Migowo;M;6
30346;1;Matarnia;M;34
30347;23;Piecki-Migowo;M;37
30348;1;Przymorze Małe;F;44
30349;1;Suchanino;M;25
30350;18;Orunia-Św.Wojciech-Lipce;F;7
30351;1;VII Dwór;F;52
30352;9;Siedlce;M;25
30353;6;Brzeźno;F;40
30354;20;Chełm;M;34
30355;23;Orunia Górna - Gdańsk Południe;F;42
30356;6;Chełm;M;67
30357;6;Śródmieście;F;59
30358;14;Kokoszki;M;53
30359;11;Jasień;F;72
30360;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;34
30361;23;Orunia Górna - Gdańsk Południe;M;60
30362;1;Brętowo;M;14
30363;11;Jasień;M;38
30364;24;Rudniki;M;37
30366;27;Strzyża;F;74
30367;14;Kokoszki;F;53
30368;1;Matarnia;M;66
30369;1;Zaspa Młyniec;M;73
30370;5;Śródmieście;F;26
30371;2;Śródmieście;M;69
30372;15;Wrzeszcz Górny;F;35
30373;11;Wrzeszcz Górny;M;66
30374;24;Rudniki;F;8
30375;1;Matarnia;F;66
30376;5;Piecki-Migowo;F;18
30377;7;Zaspa Rozstaje;M;41
30378;1;Brętowo;M;8
30379;2;Wrzeszcz Dolny;M;44
30380;2;Brętowo;F;43
30381;1;Stogi;F;31
30382;1;Orunia-Św.Wojciech-Lipce;F;32
30383;20;Matarnia;M;41
30384;5;Chełm;M;9
30385;9;Przeróbka;M;38
30386;7;Wrzeszcz Dolny;M;68
30387;9;Chełm;F;35
30388;14;Matarnia;F;36
30389;27;Przymorze Wielkie;M;50
30390;18;Chełm;F;28
30391;1;Brętowo;M;14
30392;20;Matarnia;F;3
30393;17;Ujeścisko-Łostowice;M;29
30394;2;Wrzeszcz Dolny;F;43
30395;7;Wrzeszcz Dolny;F;64
30396;27;Piecki-Migowo;F;36
30397;18;Chełm;F;30
30398;24;Przeróbka;F;11
30399;14;Matarnia;M;41
30400;5;Chełm;F;7
30401;1;Wrzeszcz Dolny;M;35
30402;13;Brzeźno;F;52
30403;20;Wrzeszcz Dolny;M;51
30404;18;Chełm;F;46
30405;8;Piecki-Migowo;M;37
30406;10;Aniołki;M;56
30407;6;Ujeścisko-Łostowice;F;37
30408;2;Wrzeszcz Dolny;M;14
30409;1;Wrzeszcz Dolny;F;35
30410;24;Przeróbka;F;9
30411;19;Siedlce;M;46
30412;1;Osowa;M;28
30413;9;Strzyża;F;13
30414;10;Oliwa;M;36
30415;23;Orunia Górna - Gdańsk Południe;M;29
30416;1;Wrzeszcz Dolny;M;7
30417;9;Osowa;M;19
30418;5;Chełm;F;49
30419;6;Śródmieście;F;64
30420;1;Jasień;M;8
30421;14;Matarnia;M;6
30422;1;Ujeścisko-Łostowice;M;9
30423;6;Piecki-Migowo;M;55
30424;21;VII Dwór;M;17
30425;27;Kokoszki;M;55
30426;7;Zaspa Rozstaje;F;66
30427;1;Wrzeszcz Dolny;F;25
30428;1;Ujeścisko-Łostowice;F;20
30429;27;Aniołki;F;50
30430;17;Wrzeszcz Górny;F;48
30431;1;Zaspa Rozstaje;F;31
30432;16;Piecki-Migowo;M;29
30433;9;Osowa;M;20
30434;1;Przymorze Małe;F;20
30435;6;Aniołki;M;39
30436;18;Ujeścisko-Łostowice;M;35
30437;14;Matarnia;F;4
30438;1;Zaspa Rozstaje;M;35
30439;1;Ujeścisko-Łostowice;F;4
30440;5;Piecki-Migowo;F;37
30441;2;Wrzeszcz Dolny;M;11
30442;2;Olszynka;M;48
30443;8;Oliwa;F;46
30444;1;Ujeścisko-Łostowice;F;29
30445;10;Wrzeszcz Dolny;F;34
30446;4;Matarnia;F;34
30447;7;Brętowo;M;67
30448;5;Chełm;F;75
30449;14;Brętowo;M;21
30450;20;Siedlce;F;33
30451;5;Piecki-Migowo;F;6
30452;18;Zaspa Młyniec;M;36
30453;9;Suchanino;M;44
30454;9;Strzyża;F;15
30455;21;Jasień;F;39
30456;14;Matarnia;F;35
30457;18;Ujeścisko-Łostowice;F;42
30458;5;Piecki-Migowo;F;5
30459;11;Jasień;F;28
30460;1;Strzyża;F;64
30461;9;Ujeścisko-Łostowice;M;12
30462;6;Aniołki;F;11
30463;1;Strzyża;M;66
30464;11;Ujeścisko-Łostowice;F;46
30465;18;Orunia Górna - Gdańsk Południe;M;24
30466;5;Piecki-Migowo;F;3
30467;22;Siedlce;F;65
30468;26;Zaspa Młyniec;M;34
30469;1;Orunia Górna - Gdańsk Południe;F;26
30470;9;Ujeścisko-Łostowice;F;42
30471;7;Brętowo;F;59
30472;7;Brętowo;F;66
30473;15;Piecki-Migowo;F;40
30474;8;Oliwa;M;37
30475;5;Piecki-Migowo;M;37
30476;11;Jasień;M;70
30477;2;Chełm;M;9
30478;1;Przymorze Małe;F;62
30479;28;Wrzeszcz Górny;F;4
30480;14;Matarnia;M;5
30481;6;Aniołki;M;9
30482;18;Jasień;F;28
30483;6;Strzyża;F;73
30484;9;Strzyża;F;5
30485;1;Wzgórze Mickiewicza;F;27
30486;5;Piecki-Migowo;M;17
30487;15;Wrzeszcz Górny;F;62
30488;9;Wrzeszcz Górny;F;26
30489;1;Strzyża;F;56
30490;9;Chełm;M;35
30491;5;Piecki-Migowo;M;6
30492;1;Orunia Górna - Gdańsk Południe;F;53
30493;1;Strzyża;M;54
30494;10;Zaspa Rozstaje;M;69
30495;18;Ujeścisko-Łostowice;F;34
30496;17;Chełm;M;45
30497;9;Wrzeszcz Dolny;M;35
30498;11;Orunia Górna - Gdańsk Południe;M;37
30499;17;Ujeścisko-Łostowice;M;40
30500;14;Matarnia;F;5
30501;20;Wrzeszcz Dolny;M;38
30502;6;Aniołki;F;6
30503;5;Piecki-Migowo;M;3
30504;11;Jasień;F;62
30505;17;Ujeścisko-Łostowice;F;6
30506;10;Zaspa Rozstaje;F;63
30507;1;Strzyża;F;38
30508;8;Przymorze Wielkie;F;37
30509;9;Strzyża;M;7
30510;1;Przymorze Wielkie;M;13
30511;3;Orunia-Św.Wojciech-Lipce;M;21
30512;6;Aniołki;F;39
30513;11;Chełm;F;43
30514;5;Piecki-Migowo;F;13
30515;6;Śródmieście;M;74
30516;1;Orunia Górna - Gdańsk Południe;F;30
30517;9;Orunia Górna - Gdańsk Południe;M;13
30518;1;Zaspa Rozstaje;F;66
30519;1;Orunia Górna - Gdańsk Południe;M;11
30520;1;Siedlce;F;46
30521;20;Zaspa Rozstaje;M;68
30522;9;Strzyża;F;41
30524;2;Wrzeszcz Dolny;M;59
30525;25;Śródmieście;M;21
30526;12;Piecki-Migowo;F;29
30527;11;Chełm;F;12
30528;6;Jasień;F;55
30530;12;Piecki-Migowo;M;5
30531;2;Brętowo;M;54
30532;1;Ujeścisko-Łostowice;M;27
30533;27;Strzyża;M;38
30534;10;Wrzeszcz Górny;M;37
30535;7;Wrzeszcz Dolny;F;33
30536;12;Piecki-Migowo;F;7
30537;14;Matarnia;F;70
30538;7;Wrzeszcz Górny;M;36
30539;18;Jasień;M;44
30540;21;Matarnia;M;36
30541;11;Chełm;M;8
30542;6;Stogi;F;67
30543;1;Strzyża;F;68
30544;1;Przymorze Małe;F;49
30545;12;Piecki-Migowo;M;34
30546;22;Ujeścisko-Łostowice;F;20
30547;9;Wrzeszcz Górny;F;8
30548;6;Wrzeszcz Dolny;F;54
30549;1;Przymorze Wielkie;F;43
30550;10;Wrzeszcz Górny;M;4
30551;9;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;49
30552;18;Jasień;F;41
30553;1;Stogi;F;45
30554;27;Jasień;F;35
30555;14;Osowa;M;26
30556;19;Orunia Górna - Gdańsk Południe;F;39
30557;2;Matarnia;F;41
30558;18;Zaspa Młyniec;M;43
30559;1;Chełm;F;65
30560;1;Śródmieście;F;57
30561;14;Matarnia;M;78
30562;9;Zaspa Młyniec;F;28
30563;18;Orunia Górna - Gdańsk Południe;M;39
30564;6;Olszynka;F;52
30565;27;Zaspa Rozstaje;F;49
30566;19;Orunia Górna - Gdańsk Południe;M;13
30567;7;Aniołki;F;49
30568;21;Kokoszki;M;21
30569;27;Jasień;M;6
30570;2;Matarnia;M;5
30571;26;Przymorze Małe;F;49
30572;1;Orunia Górna - Gdańsk Południe;F;18
30573;18;Wzgórze Mickiewicza;M;34
30574;18;Suchanino;F;47
30575;6;Olszynka;M;53
30576;7;Ujeścisko-Łostowice;M;40
30577;19;Orunia Górna - Gdańsk Południe;M;42
30578;8;Oliwa;M;5
30579;18;Jasień;M;26
30580;18;Jasień;F;18
30581;26;Śródmieście;F;63
30582;27;Olszynka;M;61
30583;2;Wrzeszcz Dolny;F;88
30584;11;Kokoszki;F;37
30585;1;Przeróbka;F;25
30586;6;Chełm;M;69
30587;27;Jasień;F;1
30588;5;Stogi;M;36
30589;2;Piecki-Migowo;M;39
30590;7;Nowy Port;F;67
30591;7;Wrzeszcz Dolny;F;37
30592;18;Wzgórze Mickiewicza;F;35
30593;6;Olszynka;F;32
30594;21;Kokoszki;F;45
30595;7;Chełm;F;64
30596;7;Aniołki;F;23
30597;27;Wrzeszcz Dolny;M;85
30598;26;Przymorze Małe;M;14
30599;18;Wzgórze Mickiewicza;F;3
30600;2;Wrzeszcz Dolny;F;59
30601;6;Olszynka;F;11
30602;2;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;33
30603;1;Zaspa Rozstaje;F;78
30604;21;Osowa;F;13
30605;18;Wzgórze Mickiewicza;F;7
30606;21;Osowa;F;35
30607;26;Jasień;F;34
30608;23;Orunia Górna - Gdańsk Południe;F;29
30609;18;Ujeścisko-Łostowice;F;10
30610;25;Suchanino;F;18
30611;11;Wrzeszcz Górny;F;62
30612;6;Ujeścisko-Łostowice;F;38
30613;6;Olszynka;F;0
30614;27;Olszynka;F;62
30615;13;Wrzeszcz Dolny;F;75
30616;9;Ujeścisko-Łostowice;F;52
30617;8;Przymorze Małe;M;62
30618;26;Brzeźno;F;58
30619;7;Wrzeszcz Dolny;M;36
30620;27;Chełm;M;64
30621;11;Kokoszki;M;37
30622;17;Ujeścisko-Łostowice;F;10
30623;7;Aniołki;M;20
30624;23;Orunia Górna - Gdańsk Południe;M;29
30625;26;Wzgórze Mickiewicza;F;29
30626;10;Jasień;M;35
30627;2;Brętowo;M;16
30628;18;Ujeścisko-Łostowice;F;8
30629;1;Strzyża;M;19
30630;1;Wrzeszcz Górny;F;37
30631;27;Chełm;F;62
30632;28;Wrzeszcz Górny;F;40
30633;27;Jasień;F;58
30634;5;Nowy Port;F;27
30635;9;Śródmieście;M;47
30636;27;Przymorze Małe;F;38
30637;2;Brzeźno;F;33
30638;1;Wrzeszcz Dolny;M;34
30639;18;Orunia Górna - Gdańsk Południe;F;9
30640;21;Kokoszki;M;16
30641;10;Brzeźno;M;23
30642;1;Przymorze Wielkie;M;47
30643;1;Strzyża;F;57
30644;18;Ujeścisko-Łostowice;M;44
30645;26;Wzgórze Mickiewicza;F;53
30646;8;Oliwa;M;69
30647;3;Ujeścisko-Łostowice;F;34
30648;17;Wyspa Sobieszewska;F;25
30649;9;Śródmieście;F;72
30650;1;Śródmieście;F;32
30651;18;Ujeścisko-Łostowice;M;34
30652;10;Suchanino;M;14
30653;7;Wrzeszcz Dolny;M;28
30654;2;Brzeźno;M;35
30656;8;Wrzeszcz Dolny;M;44
30657;9;Śródmieście;M;71
30658;1;Strzyża;F;56
30659;27;Strzyża;F;32
30660;6;Olszynka;M;24
30661;1;Suchanino;F;9
30662;27;Nowy Port;F;29
30663;23;Orunia Górna - Gdańsk Południe;F;24
30664;11;Ujeścisko-Łostowice;F;38
30665;11;Ujeścisko-Łostowice;F;42
30666;26;Piecki-Migowo;F;8
30667;26;Oliwa;F;68
30668;1;Przymorze Wielkie;F;6
30669;13;Przymorze Wielkie;F;34
30670;10;Stogi;M;30
30671;5;Strzyża;M;32
30672;17;Wyspa Sobieszewska;F;70
30674;11;Matarnia;F;57
30675;26;Nowy Port;F;23
30676;11;Orunia-Św.Wojciech-Lipce;F;32
30677;7;Wrzeszcz Dolny;F;27
30678;2;Przymorze Małe;M;71
30679;17;Ujeścisko-Łostowice;F;11
30680;16;Matarnia;M;33
30681;8;Przymorze Małe;F;62
30682;23;Zaspa Młyniec;F;39
30683;5;Strzyża;M;4
30684;7;Nowy Port;M;44
30685;2;Siedlce;M;36
30686;11;Matarnia;M;61
30687;18;Ujeścisko-Łostowice;M;33
30688;7;Zaspa Rozstaje;F;67
30689;5;Strzyża;M;2
30690;1;Oliwa;M;4
30691;6;Śródmieście;M;45
30692;5;Nowy Port;M;5
30693;1;Strzyża;M;41
30694;18;Chełm;M;32
30695;1;Piecki-Migowo;F;31
30696;6;Strzyża;M;71
30697;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;70
30698;11;Orunia-Św.Wojciech-Lipce;M;33
30699;1;VII Dwór;F;39
30700;27;VII Dwór;F;62
30701;1;Wzgórze Mickiewicza;F;47
30702;7;Wrzeszcz Dolny;F;2
30703;27;Wzgórze Mickiewicza;F;14
30704;1;Strzyża;M;50
30705;18;Przymorze Małe;M;25
30706;24;Piecki-Migowo;M;32
30707;8;Oliwa;F;72
30708;1;Oliwa;M;2
30709;5;Nowy Port;M;7
30710;18;Chełm;F;4
30711;9;Chełm;F;16
30712;1;Zaspa Rozstaje;F;29
30713;9;Strzyża;F;49
30714;27;Strzyża;F;91
30715;11;Orunia-Św.Wojciech-Lipce;F;11
30716;1;VII Dwór;M;11
30717;11;Jasień;M;35
30718;10;Przymorze Wielkie;M;42
30719;1;Siedlce;F;8
30720;20;Ujeścisko-Łostowice;M;45
30721;18;Chełm;F;34
30722;11;Ujeścisko-Łostowice;F;63
30723;26;Wrzeszcz Górny;F;69
30724;22;Orunia Górna - Gdańsk Południe;F;25
30725;3;Przymorze Małe;M;12
30726;18;Chełm;F;32
30727;1;VII Dwór;F;5
30728;11;Orunia-Św.Wojciech-Lipce;M;3
30729;1;Ujeścisko-Łostowice;F;42
30730;10;Jasień;F;7
30731;27;Śródmieście;F;49
30732;18;Orunia Górna - Gdańsk Południe;F;36
30733;11;Kokoszki;F;30
30734;22;Orunia Górna - Gdańsk Południe;F;48
30735;18;Chełm;F;3
30736;13;Przymorze Wielkie;F;81
30737;9;Przymorze Wielkie;F;64
30738;1;VII Dwór;M;43
30739;1;Siedlce;F;8
30740;21;Kokoszki;F;12
30741;15;Piecki-Migowo;F;42
30742;7;Brzeźno;F;65
30743;15;Piecki-Migowo;M;1
30744;1;Wrzeszcz Dolny;F;27
30745;7;Zaspa Rozstaje;M;70
30746;11;Orunia-Św.Wojciech-Lipce;F;64
30747;27;Chełm;M;57
30748;20;Przymorze Wielkie;F;13
30749;1;Orunia-Św.Wojciech-Lipce;F;53
30750;1;Siedlce;M;45
30751;9;Zaspa Rozstaje;M;42
30752;1;Zaspa Rozstaje;F;69
30753;22;Orunia Górna - Gdańsk Południe;F;16
30754;27;Wrzeszcz Górny;F;49
30755;3;Przeróbka;M;14
30757;7;Wrzeszcz Górny;M;34
30758;13;Przymorze Wielkie;M;63
30760;18;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;3
30761;27;Śródmieście;F;75
30762;11;Orunia-Św.Wojciech-Lipce;M;72
30763;21;Kokoszki;F;12
30764;27;Wrzeszcz Dolny;F;56
30765;1;Oliwa;F;47
30766;3;Przymorze Małe;F;40
30767;15;Jasień;F;5
30768;27;Śródmieście;M;76
30769;9;Orunia Górna - Gdańsk Południe;M;15
30770;13;Wrzeszcz Dolny;F;84
30771;15;Piecki-Migowo;F;3
30772;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
30773;27;Wrzeszcz Dolny;M;55
30774;8;Orunia Górna - Gdańsk Południe;M;53
30775;18;Chełm;F;39
30776;8;Strzyża;F;34
30777;9;Chełm;M;39
30778;9;Ujeścisko-Łostowice;F;22
30779;1;Zaspa Rozstaje;F;68
30780;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;55
30781;18;Jasień;F;28
30782;1;Oliwa;F;9
30783;18;Chełm;M;6
30784;27;Chełm;F;27
30785;1;Ujeścisko-Łostowice;M;15
30786;1;Wrzeszcz Dolny;F;78
30787;17;Chełm;F;37
30788;28;Kokoszki;F;29
30789;1;Oliwa;M;50
30790;10;Zaspa Młyniec;F;36
30791;6;Przymorze Wielkie;F;77
30792;8;Przymorze Wielkie;F;37
30793;1;Wrzeszcz Górny;F;49
30795;23;Chełm;F;7
30796;6;Olszynka;M;31
30797;5;Piecki-Migowo;F;45
30798;7;Wrzeszcz Dolny;F;23
30799;21;Matarnia;F;37
30800;27;Zaspa Rozstaje;M;34
30801;2;Wrzeszcz Dolny;M;28
30802;15;Wrzeszcz Górny;M;42
30803;22;Kokoszki;M;39
30804;25;Wrzeszcz Górny;F;71
30805;27;Brzeźno;M;51
30806;18;Chełm;F;38
30807;20;Piecki-Migowo;M;39
30808;20;Piecki-Migowo;F;39
30809;18;Chełm;M;12
30810;11;Ujeścisko-Łostowice;F;42
30811;1;Piecki-Migowo;M;26
30812;7;Przymorze Wielkie;F;54
30813;12;Piecki-Migowo;F;51
30814;14;Osowa;F;65
30815;1;Wrzeszcz Dolny;F;69
30816;9;Wrzeszcz Górny;M;51
30817;6;Chełm;M;55
30818;18;Śródmieście;M;18
30819;18;Chełm;M;9
30820;23;Chełm;M;63
30821;6;Stogi;F;59
30822;7;Brętowo;M;38
30824;14;Osowa;F;15
30825;22;Jasień;M;39
30827;1;Orunia Górna - Gdańsk Południe;M;50
30829;1;Siedlce;F;63
30830;23;Chełm;F;62
30831;1;Strzyża;M;60
30832;6;Strzyża;M;60
30833;7;Zaspa Młyniec;M;52
30834;24;Jasień;M;44
30835;1;Oliwa;F;35
30836;18;Orunia Górna - Gdańsk Południe;F;49
30837;1;Strzyża;F;81
30838;13;Przymorze Małe;M;41
30839;8;Zaspa Rozstaje;F;66
30840;2;Orunia Górna - Gdańsk Południe;M;36
30841;26;Wrzeszcz Górny;M;49
30842;1;Suchanino;M;36
30843;7;Zaspa Rozstaje;F;39
30844;1;Orunia Górna - Gdańsk Południe;F;20
30845;18;Chełm;F;43
30846;1;Chełm;F;43
30847;21;Jasień;M;32
30848;23;Piecki-Migowo;M;68
30849;10;Zaspa Młyniec;F;40
30850;12;Piecki-Migowo;F;52
30851;26;Przymorze Wielkie;F;66
30852;12;Nowy Port;M;57
30853;4;Nowy Port;F;25
30854;8;Aniołki;M;31
30855;17;Orunia Górna - Gdańsk Południe;M;33
30856;1;Olszynka;F;37
30857;24;Jasień;M;3
30858;9;Siedlce;M;27
30859;14;Matarnia;F;43
30860;23;Orunia Górna - Gdańsk Południe;F;35
30861;1;Ujeścisko-Łostowice;F;13
30862;1;Ujeścisko-Łostowice;F;30
30863;2;Orunia Górna - Gdańsk Południe;M;6
30864;1;Nowy Port;M;34
30865;28;Orunia Górna - Gdańsk Południe;M;59
30866;14;Matarnia;F;56
30867;23;Ujeścisko-Łostowice;M;32
30868;1;Strzyża;M;49
30869;1;Aniołki;F;64
30870;11;Zaspa Młyniec;F;26
30871;7;Zaspa Rozstaje;M;7
30872;1;Orunia Górna - Gdańsk Południe;F;34
30873;7;Matarnia;M;70
30875;23;Orunia Górna - Gdańsk Południe;M;7
30876;10;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;36
30877;2;Orunia Górna - Gdańsk Południe;M;4
30878;11;Siedlce;F;29
30879;24;Przymorze Wielkie;M;8
30880;5;Nowy Port;F;66
30881;7;Ujeścisko-Łostowice;F;38
30882;2;Zaspa Młyniec;F;34
30883;8;Oliwa;F;37
30884;10;Zaspa Młyniec;M;6
30885;23;Chełm;F;10
30886;23;Orunia Górna - Gdańsk Południe;F;3
30887;14;Matarnia;M;12
30888;14;Osowa;F;47
30889;10;Zaspa Rozstaje;F;43
30890;7;Ujeścisko-Łostowice;M;11
30891;21;Kokoszki;M;70
30892;24;Przymorze Małe;M;26
30893;14;Matarnia;F;47
30894;15;Suchanino;F;55
30895;1;VII Dwór;M;30
30896;23;Orunia Górna - Gdańsk Południe;M;41
30897;7;Jasień;M;15
30898;1;Chełm;F;60
30899;15;Ujeścisko-Łostowice;F;34
30900;2;Orunia Górna - Gdańsk Południe;F;36
30901;18;Chełm;M;38
30902;1;Strzyża;M;31
30903;12;Piecki-Migowo;F;31
30904;7;Ujeścisko-Łostowice;F;9
30905;2;Przymorze Małe;F;58
30906;10;Zaspa Młyniec;F;11
30907;14;Matarnia;M;44
30908;12;Piecki-Migowo;F;72
30909;14;Matarnia;M;46
30910;7;Matarnia;F;69
30911;24;Nowy Port;F;48
30912;21;Wrzeszcz Górny;F;24
30913;24;Wrzeszcz Górny;F;43
30914;13;Nowy Port;F;40
30915;10;Zaspa Rozstaje;M;48
30916;11;Chełm;F;39
30917;2;Zaspa Młyniec;M;9
30918;15;Suchanino;M;57
30919;10;Zaspa Młyniec;F;12
30920;9;Strzyża;M;57
30921;7;Wrzeszcz Dolny;M;56
30922;5;Nowy Port;M;48
30923;13;Nowy Port;F;35
30924;12;Piecki-Migowo;M;45
30925;24;Wrzeszcz Górny;F;18
30926;1;Matarnia;F;27
30927;1;Ujeścisko-Łostowice;M;48
30928;18;Orunia-Św.Wojciech-Lipce;M;0
30929;18;Ujeścisko-Łostowice;M;30
30930;14;Matarnia;F;13
30931;11;Piecki-Migowo;F;27
30932;10;Zaspa Rozstaje;M;8
30933;2;Zaspa Młyniec;M;6
30934;9;Strzyża;F;70
30935;10;Zaspa Młyniec;M;14
30936;10;Wrzeszcz Górny;M;2
30937;7;Jasień;M;26
30938;1;Nowy Port;M;37
30939;5;Brętowo;M;13
30940;1;Przymorze Wielkie;M;18
30941;11;Ujeścisko-Łostowice;M;46
30942;21;Przymorze Wielkie;M;51
30943;18;Strzyża;F;52
30944;28;Siedlce;M;68
30945;1;Orunia Górna - Gdańsk Południe;F;18
30946;2;Wrzeszcz Dolny;F;33
30947;6;Olszynka;F;59
30949;9;Piecki-Migowo;M;62
30950;2;Przymorze Wielkie;M;38
30951;23;Orunia Górna - Gdańsk Południe;M;58
30952;10;Zaspa Młyniec;M;43
30953;6;Olszynka;F;30
30954;7;Piecki-Migowo;F;35
30955;21;Przymorze Wielkie;M;24
30956;21;Kokoszki;F;75
30957;8;Przymorze Małe;M;64
30958;1;Suchanino;F;12
30959;3;Brzeźno;M;60
30960;7;Nowy Port;M;67
30961;7;Wrzeszcz Górny;M;25
30962;13;Siedlce;F;88
30963;1;Zaspa Rozstaje;F;69
30964;18;Orunia Górna - Gdańsk Południe;M;27
30965;1;Nowy Port;F;33
30966;9;Zaspa Młyniec;F;71
30967;21;Jasień;F;48
30968;1;Osowa;M;22
30969;5;Strzyża;M;37
30970;9;Chełm;F;33
30971;1;Chełm;M;41
30972;18;Ujeścisko-Łostowice;F;34
30973;20;Zaspa Młyniec;M;40
30974;10;Jasień;F;28
30975;1;Strzyża;F;70
30976;5;Aniołki;F;30
30977;26;Zaspa Rozstaje;M;14
30978;1;Stogi;M;45
30979;1;Przymorze Wielkie;F;41
30980;21;Kokoszki;F;47
30981;11;Ujeścisko-Łostowice;F;46
30982;9;VII Dwór;M;23
30983;8;Nowy Port;M;49
30984;22;Siedlce;F;56
30985;17;Chełm;F;37
30986;1;Chełm;F;32
30987;21;Ujeścisko-Łostowice;F;35
30988;7;Piecki-Migowo;M;28
30989;1;Zaspa Rozstaje;F;33
30990;5;Nowy Port;F;35
30991;21;Kokoszki;F;52
30992;1;Strzyża;M;59
30993;1;Wrzeszcz Górny;F;30
30994;1;Chełm;M;10
30995;12;Piecki-Migowo;M;40
30996;9;VII Dwór;M;16
30997;1;Siedlce;F;36
30998;7;Nowy Port;F;64
30999;11;Jasień;F;36
31000;20;Przymorze Małe;F;38
31001;5;Nowy Port;M;42
31002;22;Piecki-Migowo;M;34
31003;7;Wrzeszcz Dolny;M;42
31004;12;Piecki-Migowo;F;67
31005;23;Orunia Górna - Gdańsk Południe;F;36
31006;7;Nowy Port;M;46
31007;27;Brzeźno;F;82
31008;1;Przymorze Wielkie;M;50
31009;7;Wrzeszcz Dolny;M;3
31010;13;Przymorze Małe;M;39
31011;13;Przymorze Wielkie;M;43
31012;7;Wrzeszcz Dolny;M;35
31013;7;Wrzeszcz Dolny;F;5
31014;1;Przymorze Małe;F;77
31015;1;Chełm;F;12
31016;23;Orunia Górna - Gdańsk Południe;F;9
31017;6;Chełm;M;37
31018;6;Śródmieście;F;34
31019;9;Wrzeszcz Dolny;F;45
31020;7;Nowy Port;F;62
31021;19;Chełm;M;8
31022;23;Chełm;F;61
31023;1;Strzyża;F;52
31024;23;Orunia Górna - Gdańsk Południe;M;2
31025;2;Wrzeszcz Dolny;F;34
31026;6;Przymorze Wielkie;M;27
31027;12;Piecki-Migowo;F;31
31028;27;VII Dwór;M;32
31029;1;Przymorze Małe;M;88
31030;1;Piecki-Migowo;F;35
31031;6;Chełm;F;6
31032;1;Strzyża;F;52
31033;27;Suchanino;M;44
31034;3;Nowy Port;F;70
31035;23;Przymorze Wielkie;F;68
31036;18;Przeróbka;M;69
31037;10;Piecki-Migowo;F;8
31038;24;Strzyża;M;19
31039;12;Piecki-Migowo;F;48
31040;2;Wrzeszcz Dolny;F;6
31041;7;Nowy Port;F;30
31042;6;Piecki-Migowo;M;10
31043;6;Chełm;F;3
31044;14;Osowa;F;49
31045;2;Wrzeszcz Dolny;M;37
31046;18;Jasień;F;30
31047;14;Przymorze Małe;M;35
31048;18;Ujeścisko-Łostowice;F;34
31049;18;Orunia Górna - Gdańsk Południe;M;44
31050;7;Zaspa Młyniec;M;24
31051;19;Chełm;F;35
31052;1;Piecki-Migowo;F;11
31053;18;Orunia Górna - Gdańsk Południe;M;28
31054;7;Piecki-Migowo;F;47
31055;11;Strzyża;M;18
31056;6;Śródmieście;F;36
31057;13;Nowy Port;F;74
31058;21;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;21
31059;2;Aniołki;M;10
31060;1;Osowa;F;53
31061;13;Nowy Port;M;41
31062;5;Orunia Górna - Gdańsk Południe;F;14
31063;1;Strzyża;M;66
31064;1;Zaspa Młyniec;F;23
31065;23;Ujeścisko-Łostowice;F;37
31066;1;Zaspa Młyniec;F;63
31067;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;75
31068;1;Strzyża;M;63
31069;1;Osowa;M;54
31070;26;Przymorze Małe;F;54
31071;28;Piecki-Migowo;F;46
31072;1;Aniołki;F;13
31073;21;Kokoszki;F;52
31074;5;Wrzeszcz Dolny;F;80
31075;10;Suchanino;M;37
31076;26;Chełm;F;30
31077;16;Siedlce;F;33
31078;21;Ujeścisko-Łostowice;F;56
31079;26;Chełm;F;40
31080;6;Śródmieście;M;0
31081;16;Wrzeszcz Dolny;F;34
31082;18;Jasień;M;33
31083;23;Orunia Górna - Gdańsk Południe;M;46
31084;9;Wrzeszcz Dolny;F;36
31085;2;Nowy Port;F;34
31086;1;Olszynka;F;46
31087;1;Strzyża;F;76
31088;18;Ujeścisko-Łostowice;M;5
31089;19;Piecki-Migowo;M;13
31090;9;Brzeźno;F;70
31091;26;Chełm;M;4
31092;27;VII Dwór;M;20
31093;1;Przymorze Wielkie;M;67
31094;18;Ujeścisko-Łostowice;M;11
31095;23;Ujeścisko-Łostowice;M;35
31096;1;Piecki-Migowo;F;4
31097;1;Jasień;F;57
31098;27;Strzyża;M;74
31099;1;Jasień;M;10
31100;19;Orunia Górna - Gdańsk Południe;M;57
31101;23;Ujeścisko-Łostowice;F;9
31102;7;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;26
31103;1;Piecki-Migowo;F;36
31104;11;Chełm;F;34
31105;10;Wrzeszcz Górny;F;30
31106;26;Chełm;M;2
31107;9;Śródmieście;M;33
31108;4;VII Dwór;F;63
31109;12;Wrzeszcz Górny;F;38
31110;23;Orunia Górna - Gdańsk Południe;M;48
31111;11;Piecki-Migowo;M;60
31112;1;Nowy Port;M;29
31113;4;VII Dwór;M;66
31114;1;Wrzeszcz Dolny;F;37
31115;10;Zaspa Rozstaje;M;47
31116;27;Wrzeszcz Dolny;F;55
31117;11;Jasień;F;31
31118;22;Chełm;M;52
31119;6;Jasień;F;39
31120;3;Wzgórze Mickiewicza;M;22
31122;9;Przymorze Małe;M;39
31123;27;Oliwa;F;66
31124;1;Piecki-Migowo;F;7
31125;13;Zaspa Młyniec;M;28
31126;16;Wrzeszcz Dolny;F;3
31127;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;3
31128;1;Przymorze Wielkie;F;66
31129;18;Orunia Górna - Gdańsk Południe;F;46
31130;2;Wrzeszcz Dolny;M;62
31131;26;Wrzeszcz Dolny;F;46
31132;6;Olszynka;M;47
31133;1;Strzyża;F;67
31134;23;Chełm;F;5
31135;9;Nowy Port;F;22
31136;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;32
31137;23;Chełm;F;63
31138;27;Śródmieście;F;40
31139;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;58
31140;2;Zaspa Młyniec;M;47
31141;14;Osowa;M;46
31142;27;Wrzeszcz Górny;M;29
31143;1;Wrzeszcz Dolny;F;18
31144;18;Orunia Górna - Gdańsk Południe;M;65
31145;21;Kokoszki;F;45
31146;2;Nowy Port;F;64
31147;27;Zaspa Młyniec;F;40
31148;27;Jasień;F;38
31149;4;Piecki-Migowo;M;54
31150;4;Śródmieście;F;34
31151;14;Matarnia;M;41
31152;1;Orunia-Św.Wojciech-Lipce;F;32
31153;24;Wrzeszcz Dolny;F;29
31154;17;Orunia Górna - Gdańsk Południe;F;48
31155;12;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;70
31156;18;Ujeścisko-Łostowice;M;41
31157;18;Ujeścisko-Łostowice;M;37
31158;11;Piecki-Migowo;F;30
31159;1;Nowy Port;F;27
31160;12;Oliwa;F;31
31161;19;Stogi;M;28
31162;12;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
31163;24;Oliwa;F;59
31164;5;Wyspa Sobieszewska;M;26
31165;5;Zaspa Rozstaje;M;42
31166;21;Osowa;M;29
31167;10;Zaspa Rozstaje;F;30
31168;1;Nowy Port;M;15
31169;2;VII Dwór;M;39
31170;20;Strzyża;M;42
31171;10;Przymorze Wielkie;F;42
31172;17;Chełm;M;45
31173;4;Wrzeszcz Dolny;F;38
31174;9;Jasień;M;29
31175;20;Zaspa Rozstaje;F;34
31176;9;Przymorze Wielkie;M;20
31177;18;Chełm;M;71
31178;18;Chełm;M;33
31179;26;Jasień;M;66
31180;7;Zaspa Rozstaje;M;32
31181;20;Wyspa Sobieszewska;M;68
31182;17;Chełm;F;45
31183;1;Przymorze Małe;M;36
31184;18;Ujeścisko-Łostowice;M;12
31185;9;Nowy Port;M;48
31186;4;Piecki-Migowo;M;17
31187;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;16
31188;14;Matarnia;M;10
31189;10;Siedlce;M;69
31190;23;Aniołki;M;52
31191;20;Strzyża;F;39
31192;23;Chełm;M;38
31193;20;Wyspa Sobieszewska;F;55
31194;1;Strzyża;M;12
31195;1;Strzyża;M;10
31196;6;Aniołki;M;41
31197;16;Wrzeszcz Górny;M;42
31198;26;Wrzeszcz Dolny;F;7
31199;4;Piecki-Migowo;F;65
31200;18;Ujeścisko-Łostowice;F;5
31201;1;Brzeźno;F;50
31202;17;Orunia-Św.Wojciech-Lipce;M;67
31203;1;Zaspa Rozstaje;F;9
31204;25;Wzgórze Mickiewicza;M;12
31205;9;Jasień;M;57
31206;1;Brzeźno;F;27
31207;26;Jasień;F;65
31208;13;Zaspa Rozstaje;M;61
31209;20;Wyspa Sobieszewska;M;57
31210;14;Matarnia;F;7
31211;27;Chełm;M;46
31212;7;Przymorze Wielkie;F;35
31213;7;Przymorze Wielkie;F;68
31214;23;Chełm;F;69
31216;27;Jasień;F;33
31217;9;Siedlce;M;43
31218;18;Chełm;M;37
31219;6;Śródmieście;M;36
31220;14;Piecki-Migowo;F;31
31221;26;Wrzeszcz Dolny;F;5
31222;7;Przymorze Wielkie;F;60
31223;14;Matarnia;M;38
31224;1;Przymorze Wielkie;F;81
31225;11;Kokoszki;M;28
31226;7;Przymorze Wielkie;F;32
31227;20;Wyspa Sobieszewska;M;45
31228;1;Piecki-Migowo;F;49
31229;18;Chełm;F;4
31230;9;Siedlce;F;80
31231;21;Kokoszki;F;13
31232;1;Przymorze Wielkie;M;80
31233;1;Brętowo;F;51
31234;6;Śródmieście;F;62
31235;7;Przymorze Wielkie;M;70
31236;17;Orunia Górna - Gdańsk Południe;F;46
31237;4;Piecki-Migowo;M;70
31238;21;Ujeścisko-Łostowice;M;36
31239;6;Śródmieście;M;60
31240;21;Kokoszki;M;21
31241;7;Przymorze Wielkie;F;31
31242;27;Suchanino;F;34
31243;5;Wrzeszcz Górny;M;46
31244;5;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;28
31245;9;Siedlce;M;79
31246;10;Zaspa Rozstaje;M;30
31247;10;Wrzeszcz Dolny;M;10
31248;7;Przymorze Wielkie;M;60
31249;1;Brzeźno;F;33
31250;7;Letnica;F;47
31251;18;Chełm;M;0
31252;9;Zaspa Rozstaje;F;73
31253;14;Ujeścisko-Łostowice;M;7
31254;7;Letnica;M;49
31255;7;Przymorze Wielkie;M;31
31256;23;Orunia Górna - Gdańsk Południe;F;66
31257;18;Jasień;F;26
31258;18;Śródmieście;M;41
31259;24;Strzyża;M;39
31260;5;Zaspa Rozstaje;F;30
31261;26;Śródmieście;F;61
31262;14;Wrzeszcz Dolny;F;46
31263;21;Osowa;F;46
31264;11;Ujeścisko-Łostowice;M;42
31265;7;Przymorze Wielkie;F;12
31266;22;Przymorze Wielkie;M;64
31267;7;Przymorze Wielkie;M;30
31268;18;Chełm;F;33
31269;2;Wrzeszcz Górny;M;75
31270;14;Ujeścisko-Łostowice;F;3
31271;7;Brzeźno;M;81
31272;18;Ujeścisko-Łostowice;F;62
31273;10;Zaspa Młyniec;F;55
31274;1;Brętowo;M;63
31275;23;Orunia Górna - Gdańsk Południe;M;72
31276;23;Śródmieście;M;3
31277;3;Zaspa Rozstaje;M;33
31278;14;Matarnia;M;35
31279;17;Wrzeszcz Górny;F;31
31280;18;Chełm;M;43
31281;22;Chełm;M;31
31282;21;Wzgórze Mickiewicza;F;32
31283;1;Zaspa Rozstaje;F;34
31284;14;Matarnia;M;65
31285;10;Zaspa Rozstaje;M;1
31286;1;Strzyża;M;32
31287;23;Śródmieście;F;0
31288;2;Chełm;F;40
31289;1;Jasień;F;48
31290;27;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;42
31291;9;Chełm;M;8
31292;1;Wrzeszcz Górny;F;16
31293;27;Zaspa Młyniec;M;76
31294;7;Wrzeszcz Górny;F;70
31295;18;Chełm;M;0
31296;6;Kokoszki;F;37
31297;2;Wrzeszcz Dolny;F;50
31298;23;Orunia Górna - Gdańsk Południe;F;61
31299;1;Suchanino;M;52
31300;27;Wzgórze Mickiewicza;F;59
31301;18;Jasień;M;28
31302;11;Kokoszki;F;33
31303;26;Orunia Górna - Gdańsk Południe;F;31
31304;2;Wrzeszcz Dolny;M;24
31305;1;Zaspa Młyniec;F;78
31306;18;Chełm;F;14
31307;18;Kokoszki;M;58
31308;18;Ujeścisko-Łostowice;M;48
31309;27;Wrzeszcz Górny;F;40
31310;21;Matarnia;F;32
31311;9;Piecki-Migowo;F;31
31312;27;Wzgórze Mickiewicza;M;60
31313;1;Chełm;M;31
31315;14;Matarnia;M;65
31316;5;Brętowo;M;46
31317;10;Strzyża;F;47
31319;15;Wrzeszcz Górny;M;34
31320;10;Zaspa Rozstaje;F;9
31321;18;Ujeścisko-Łostowice;F;41
31322;7;VII Dwór;M;57
31323;9;Jasień;F;23
31324;7;Zaspa Rozstaje;M;68
31325;1;Piecki-Migowo;F;49
31326;15;Wrzeszcz Górny;M;5
31327;20;Strzyża;F;40
31328;6;Śródmieście;F;67
31329;1;Osowa;M;22
31330;28;Wrzeszcz Dolny;M;60
31331;18;Aniołki;M;59
31332;10;Zaspa Rozstaje;F;65
31333;15;Wrzeszcz Górny;M;4
31334;20;Strzyża;F;10
31336;23;Brzeźno;M;75
31337;1;Piecki-Migowo;F;19
31338;10;Aniołki;F;74
31339;14;Matarnia;F;37
31340;27;Brzeźno;F;15
31341;14;Matarnia;M;34
31342;9;Stogi;F;21
31343;17;Chełm;F;35
31344;1;Chełm;F;27
31345;9;Zaspa Młyniec;F;77
31346;1;Piecki-Migowo;M;46
31347;7;Przymorze Wielkie;M;35
31348;18;Ujeścisko-Łostowice;F;7
31349;1;Ujeścisko-Łostowice;F;11
31350;8;Oliwa;M;37
31351;6;Śródmieście;F;86
31352;14;Matarnia;M;10
31353;1;Piecki-Migowo;F;38
31354;10;Chełm;F;7
31355;1;Przymorze Małe;F;16
31356;17;Orunia-Św.Wojciech-Lipce;M;62
31357;1;Oliwa;M;18
31358;7;Brzeźno;F;57
31359;26;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;44
31360;10;Chełm;M;5
31361;14;Matarnia;M;8
31362;20;Siedlce;M;33
31363;18;Jasień;M;3
31364;14;Osowa;F;18
31365;1;Strzyża;M;17
31366;27;Brzeźno;F;50
31367;25;Brętowo;F;51
31368;18;Chełm;F;41
31369;7;Zaspa Młyniec;F;51
31370;6;Śródmieście;F;71
31371;5;Orunia Górna - Gdańsk Południe;F;38
31373;18;Chełm;M;36
31374;5;Orunia Górna - Gdańsk Południe;F;11
31375;18;Jasień;F;1
31376;11;Jasień;M;48
31377;9;Wrzeszcz Górny;F;25
31378;14;Matarnia;M;4
31379;6;Śródmieście;F;82
31380;5;Orunia Górna - Gdańsk Południe;M;44
31381;10;Brętowo;M;50
31382;18;Ujeścisko-Łostowice;F;66
31383;18;Ujeścisko-Łostowice;F;39
31384;27;Orunia Górna - Gdańsk Południe;F;37
31385;7;Wrzeszcz Górny;M;41
31386;26;Osowa;F;36
31387;14;Kokoszki;M;36
31388;14;Matarnia;F;1
31389;25;Brętowo;M;21
31390;15;Wrzeszcz Dolny;F;71
31391;7;Wrzeszcz Górny;M;8
31392;10;Wrzeszcz Górny;M;12
31393;7;Zaspa Rozstaje;F;43
31394;10;Brętowo;F;49
31395;14;Kokoszki;M;8
31396;18;Ujeścisko-Łostowice;M;39
31397;7;Wrzeszcz Górny;M;3
31398;5;Brzeźno;F;34
31399;6;Śródmieście;F;86
31400;18;Orunia Górna - Gdańsk Południe;M;33
31401;14;Osowa;F;15
31402;14;Kokoszki;M;3
31403;1;Wyspa Sobieszewska;F;45
31404;26;Osowa;F;46
31405;7;Wrzeszcz Górny;M;1
31406;14;Matarnia;F;26
31407;9;Ujeścisko-Łostowice;F;17
31408;1;Osowa;F;60
31409;7;Wrzeszcz Górny;F;48
31410;1;Wrzeszcz Górny;F;14
31411;18;Orunia Górna - Gdańsk Południe;F;30
31412;10;Brętowo;F;26
31413;26;Brętowo;M;41
31414;23;Orunia Górna - Gdańsk Południe;F;33
31415;9;Ujeścisko-Łostowice;F;54
31416;27;Śródmieście;F;89
31417;18;Orunia Górna - Gdańsk Południe;F;67
31418;18;Orunia Górna - Gdańsk Południe;F;46
31419;10;Brętowo;F;19
31420;18;Orunia Górna - Gdańsk Południe;F;7
31421;2;Zaspa Rozstaje;M;61
31422;1;Wyspa Sobieszewska;M;61
31423;10;Kokoszki;F;42
31424;18;Kokoszki;M;39
31425;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;M;15
31426;18;Orunia Górna - Gdańsk Południe;M;19
31427;1;Orunia Górna - Gdańsk Południe;F;96
31428;1;Osowa;F;36
31429;15;Piecki-Migowo;M;11
31430;6;Krakowiec-Górki Zachodnie;M;40
31431;7;Wrzeszcz Dolny;F;24
31432;18;Kokoszki;M;3
31433;7;Piecki-Migowo;M;35
31434;13;Przymorze Wielkie;F;2
31435;2;Wrzeszcz Dolny;F;51
31436;11;Ujeścisko-Łostowice;M;36
31437;6;Piecki-Migowo;M;42
31438;10;Piecki-Migowo;M;41
31439;27;Jasień;M;46
31441;27;Ujeścisko-Łostowice;F;30
31442;10;Stogi;M;26
31443;18;Kokoszki;F;34
31445;15;Piecki-Migowo;M;5
31446;13;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;20
31447;7;Zaspa Rozstaje;F;73
31448;14;Osowa;M;38
31449;16;Piecki-Migowo;M;1
31450;10;Wrzeszcz Górny;M;76
31451;18;Stogi;M;35
31452;20;Suchanino;F;42
31454;27;Krakowiec-Górki Zachodnie;F;55
31455;1;Wrzeszcz Dolny;F;46
31456;1;Wrzeszcz Dolny;F;31
31457;14;Osowa;F;37
31458;27;Piecki-Migowo;M;24
31459;10;Zaspa Młyniec;F;31
31460;26;Orunia Górna - Gdańsk Południe;F;66
31461;2;Wrzeszcz Dolny;M;62
31463;17;Wrzeszcz Dolny;F;70
31464;9;Siedlce;M;28
31465;2;Osowa;M;10
31466;22;Orunia Górna - Gdańsk Południe;M;30
31467;14;Ujeścisko-Łostowice;M;43
31468;23;Ujeścisko-Łostowice;F;47
31469;1;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;40
31470;14;Matarnia;F;6
31471;27;Kokoszki;F;61
31473;4;Siedlce;F;29
31474;1;Przymorze Wielkie;F;56
31475;1;Zaspa Rozstaje;F;14
31477;5;Zaspa Młyniec;M;67
31478;27;Śródmieście;F;72
31479;1;Przymorze Wielkie;M;62
31480;22;Wrzeszcz Górny;F;26
31481;6;Olszynka;F;71
31482;11;Oliwa;F;31
31483;21;Jasień;M;39
31484;5;Zaspa Młyniec;F;69
31485;18;Chełm;F;47
31486;6;Olszynka;M;76
31487;1;Jasień;M;6
31488;14;Matarnia;M;4
31489;7;Wrzeszcz Górny;M;34
31490;14;Osowa;F;38
31492;2;Osowa;M;3
31493;27;Aniołki;F;30
31494;17;Śródmieście;M;47
31495;21;Jasień;F;29
31496;14;Ujeścisko-Łostowice;F;43
31497;1;Chełm;F;42
31498;27;Śródmieście;F;62
31499;11;Ujeścisko-Łostowice;M;43
31500;1;Brzeźno;F;48
31501;13;Zaspa Rozstaje;F;52
31502;7;Wrzeszcz Dolny;F;56
31503;13;Zaspa Młyniec;F;33
31504;21;Osowa;F;48
31505;5;Ujeścisko-Łostowice;F;14
31506;22;Ujeścisko-Łostowice;F;21
31507;13;Przymorze Wielkie;F;78
31509;6;Orunia Górna - Gdańsk Południe;F;48
31510;9;Osowa;F;56
31511;1;Chełm;M;43
31512;18;Chełm;M;45
31513;27;Chełm;M;67
31514;13;Przymorze Wielkie;M;51
31515;15;Piecki-Migowo;M;33
31516;27;Śródmieście;M;70
31517;26;Ujeścisko-Łostowice;F;43
31518;1;Orunia Górna - Gdańsk Południe;M;12
31519;18;Brętowo;M;24
31520;26;Oliwa;F;63
31521;27;Piecki-Migowo;F;33
31522;13;Przymorze Wielkie;M;84
31523;18;Chełm;M;19
31524;7;Brzeźno;M;56
31525;7;Brętowo;M;43
31526;9;Oliwa;M;23
31527;6;Olszynka;M;38
31528;11;Ujeścisko-Łostowice;M;47
31529;7;Brętowo;F;63
31530;1;Piecki-Migowo;M;36
31531;23;Chełm;M;31
31532;24;Brętowo;F;28
31533;14;Matarnia;F;44
31534;6;Śródmieście;F;69
31535;15;Wrzeszcz Górny;M;29
31536;1;Chełm;F;9
31537;2;Przymorze Małe;F;29
31538;14;Ujeścisko-Łostowice;M;12
31539;8;Żabianka-Wejhera-Jelitkowo-Tysiąclecia;F;72
31540;20;Wyspa Sobieszewska;M;25
31541;1;Ujeścisko-Łostowice;F;48
31542;6;Brętowo;M;69
31543;13;Zaspa Młyniec;F;84
31544;10;Wrzeszcz Dolny;M;53
31545;18;Ujeścisko-Łostowice;M;47
31546;1;Chełm;F;16
31547;7;Wrzeszcz Dolny;F;53
31548;18;VII Dwór;F;81
31549;7;Wrzeszcz Dolny;M;39
31550;2;Ujeścisko-Łostowice;M;68
31551;18;Chełm;M;7
31552;23;Chełm;M;34
31553;3;Stogi;F;64
31554;20;Strzyża;M;42
31555;1;Przymorze Wielkie;F;50
31556;2;Wrzeszcz Dolny;M;51
31557;5;Ujeścisko-Łostowice;F;40
31558;9;Orunia Górna - Gdańsk Południe;F;17
31559;9;Nowy Port;F;43
31560;5;Brętowo;M;28
31561;18;Ujeścisko-Łostowice;M;17
31562;6;Śródmieście;F;62
31563;20;Zaspa Młyniec;F;48
31564;11;Jasień;F;38
31565;24;Suchanino;F;39
31566;7;Kokoszki;F;46
31567;18;Chełm;F;44
31568;16;Jasień;M;37
31569;9;Matarnia;F;65
31570;13;Przymorze Wielkie;F;11
31571;7;Wrzeszcz Dolny;F;1
31572;1;Suchanino;F;8
31573;18;Orunia Górna - Gdańsk Południe;F;47
31574;12;Piecki-Migowo;F;35
31575;18;Orunia Górna - Gdańsk Południe;F;30
31576;20;Wyspa Sobieszewska;F;72
31577;1;Orunia Górna - Gdańsk Południe;F;31
31578;10;Letnica;F;33
31579;1;Brętowo;F;62
31580;9;Matarnia;M;66
31581;1;Orunia Górna - Gdańsk Południe;M;47
31582;10;Zaspa Młyniec;M;29
31583;21;Suchanino;F;28
31584;10;Orunia Górna - Gdańsk Południe;F;27
31585;27;VII Dwór;F;53
31586;13;Przymorze Wielkie;F;40
31587;8;Oliwa;F;35
31588;11;Przymorze Wielkie;F;42
31589;22;Suchanino;F;18
31590;23;Stogi;F;61
31591;12;Piecki-Migowo;F;4
31592;8;Zaspa Młyniec;M;39
31593;21;Jasień;M;37
31594;21;Jasień;M;36
31595;27;Orunia Górna - Gdańsk Południe;M;7
31596;22;Suchanino;F;67
31597;17;Orunia-Św.Wojciech-Lipce;F;31
31598;7;Wrzeszcz Dolny;F;42
31599;7;Wrzeszcz Dolny;F;1
31600;17;Orunia Górna - Gdańsk Południe;M;44
31601;11;Jasień;F;3
31602;10;Letnica;M;4
31603;8;Ujeścisko-Łostowice;M;35
31604;20;Matarnia;F;50
31605;22;Suchanino;M;41
31606;10;Zaspa Młyniec;F;64
31607;1;Strzyża;M;33
31608;7;Chełm;M;36
31609;13;Jasień;F;28
31610;1;Brętowo;F;58
31611;1;Piecki-Migowo;F;49
31612;7;Zaspa Rozstaje;M;53
31613;27;Orunia Górna - Gdańsk Południe;F;43
31614;10;Letnica;F;7
31615;10;Zaspa Młyniec;M;64
31616;1;Zaspa Rozstaje;M;11
