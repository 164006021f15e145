// Common first names and surnames in Denmark (Danmarks Statistik's most frequent, plus common names of newer Danes).

const list = (text: string) => text.split(/\s+/).filter(Boolean);

export const FIRST_NAMES = new Set(
  list(`
  Aage Abdi Abdullah Adam Ahmad Ahmed Aksel Albert Alberte Alexander Alfred Ali Alice Allan Alma Amalie Amanda Amina Anders
  Andreas Ane Anette Anita Ann Anna Anne Anne-Marie Annette Anni Annie Anton Arne Asger Astrid August Axel Aya Ayse
  Bahar Benjamin Bent Benny Berit Birgit Birgitte Birthe Bjarne Bodil Brian Britt Bente Bo Camilla Carl Carina Carsten
  Caroline Cecilie Charlotte Christian Christina Christine Christoffer Claus Clara Connie Conny Dagmar Daniel David Dennis
  Ditte Dorte Dorthe Ebbe Edith Egon Eigil Ejner Elias Elin Elisabeth Ella Ellen Elna Else Emil Emilie Emma Erik Erling
  Esther Eva Emine Fatima Felix Finn Flemming Frank Freja Frederik Frida Gitte Grethe Gunnar Gustav Hanne Hans Harald
  Hassan Heidi Helene Helga Helle Henning Henrik Herbert Hussein Ib Ida Inge Inger Ingrid Irene Isabella
  Jacob Jakob Jan Jane Janne Jannik Jasmin Jens Jeppe Jesper Jette Johan Johanne Johannes John Jonas Jonathan Josefine
  Julie Jørgen Jytte Kaj Kamilla Karen Karin Karina Karl Karoline Kasper Katrine Kenneth Kent Kim Kirsten Kirstine
  Klaus Knud Kristian Kristina Kristine Laila Lars Laura Lea Leif Lene Leo Lina Line Linda Lis Lisa Lise Lisbeth Liva
  Lone Lotte Louise Lucas Lukas Mads Magnus Maja Malene Malou Malte Marcus Margrethe Maria Marianne Marie Mark Martin
  Mathias Mathilde Mette Michael Michelle Mikkel Mohamad Mohammad Mohammed Mona Morten Muhammad Nadia Naja Nanna Nicklas
  Niels Nikolaj Nina Noah Nora Ole Olivia Omar Oliver Oskar Otto Palle Pernille Per Peter Philip Pia Poul Preben Rasmus
  Rikke Rita Robert Rune Ruth Sabrina Sanne Sara Sarah Sebastian Signe Simon Sofia Sofie Solveig Sonja Steen Stefan
  Sten Stine Susanne Svend Søren Tage Tanja Thomas Thor Tim Tina Tobias Tom Tommy Tonny Tove Trine Troels Ulla Ulrik
  Vagn Valdemar Victor Victoria Viggo Vilhelm Villads William Winnie Yasmin Yusuf Zainab Zeynep Åse
`),
);

/** More first names from the same sources: older generations, newer fashions and newer Danes. */
const MORE_FIRST_NAMES = list(`
  Agnes Agnete Ahmet Aisha Alf Alfa Ali Alida Alvin Amir Anker Annelise Anny Arnold Arvid Asbjørn Ask Asta
  Astrid Aske Bashir Bea Bendt Benedikte Bernhard Bertha Bettina Birk Birte Bjarke Bjørg Bjørn Bolette Børge Brita
  Bruno Buster Cathrine Cecilia Charlie Chris Christel Conrad Dan Dina Dora Dorit Dortea Ea Ebba Edvard Egil Ejnar
  Ejvind Eline Elise Ellinor Elly Elmer Elvira Emine Erna Esben Eskild Estrid Esther Evald Farah Farid
  Fie Filip Flora Folmer Frans Freddy Fritz Frode Gerda Gert Gorm Gry Gudrun Gustav Halfdan Hamid Harry Hasan Hassan
  Hedvig Helmer Henny Herdis Hjalte Holger Hugo Ibrahim Iben Ida Idun Ilse Inga Inge Ingeborg Ingolf Ingvar
  Iris Isak Ivan Ivar Jannie Jesper Jimmi Jimmy Joachim Joan Johnny Jonna Jytte Kamal Kamma Karsten
  Kathrine Kaya Kirsten Kit Kjeld Klara Konrad Kristoffer Kurt Laurits Lauritz Leila Lena Lilly
  Lisette Liv Lukas Lykke Lærke Mahmoud Maj Malthe Mariam Marius Marlene Mehmet Merete
  Mie Mille Mogens Molly Naja Nicolai Niklas Nikoline Noor Olga Oluf Orla Oscar Otto Palle Paula
  Rasmus Reza Rigmor Robin Rosa Rose Sally Sanna Sebastian Selma Sidsel Sigrid Sigurd Silas Sille Siv Sofus Stig
  Sune Sylvia Tage Tara Tea Thea Theodor Thorvald Thyra Tobias Torben Torkild Tove Tyra Ulf Ulla Uffe Vagn
  Valborg Vera Verner Vibeke Vilma Villum Vita Walter Werner Yrsa Aage Aisha Farida Leon Liam Lily Luna Nikolas
`);
for (const name of MORE_FIRST_NAMES) FIRST_NAMES.add(name);

/** First names that are also ordinary Danish words ("Per måned", "Hans søn"): a name only with a surname or a cue, or mid-sentence. */
export const AMBIGUOUS_FIRST_NAMES = new Set(
  list(
    'Bo Per Hans Tage Sten Kim Lis Mark Jan Ann Liva Tim Tom Ib Ane Kent Line Lise Karl Ask Birk Liv Sol Maj Rose Storm Kaj Frank Vilde Jo Dan Ravn Lykke Gry August',
  ),
);

/**
 * Lower-case forms that are everyday Danish words ("hans bil", "per måned", "på marken"): even when a person of that
 * name is in the text, the lower-case word is only taken for the name right next to another part of a name.
 */
export const COMMON_WORD_NAMES = new Set(
  list(`hans per bo tage have sten kim lis mark jan ann tom ib ane kent line karl ask birk liv sol maj rose storm kaj
  frank vilde jo dan ravn lykke gry august skov dam gade stig rosa iris kit siv flora ea`),
);

export const SURNAMES = new Set(
  list(`
  Jensen Nielsen Hansen Pedersen Andersen Christensen Larsen Sørensen Rasmussen Jørgensen Petersen Madsen Kristensen Olsen
  Thomsen Christiansen Poulsen Johansen Møller Mortensen Knudsen Jakobsen Jacobsen Mikkelsen Olesen Frederiksen Laursen
  Henriksen Lund Schmidt Eriksen Holm Kristiansen Clausen Simonsen Svendsen Andreasen Iversen Jeppesen Mogensen Jespersen
  Nissen Lauridsen Frandsen Østergaard Jepsen Kjær Carlsen Vestergaard Jessen Nørgaard Dahl Christoffersen Skov
  Søndergaard Bertelsen Bruun Lassen Bach Gregersen Friis Johnsen Steffensen Kjeldsen Bech Krogh Lauritsen Danielsen
  Mathiesen Andresen Brandt Winther Toft Ravn Mathiasen Dam Holst Nilsson Lind Berg Schou Overgaard Kristoffersen Schultz
  Klausen Karlsen Paulsen Hermansen Thorsen Koch Thygesen Yilmaz Hussain Khan Ali Ahmed Mohamed Hemmingsen Damgaard
  Kirkegaard Bjerregaard Bisgaard Juhl Storm Kofoed Vinther Mølgaard Dalgaard Hedegaard Kristoffersen Gade
`),
);
