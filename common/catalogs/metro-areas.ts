/**
 * The metropolitan areas of the directory's cities: the municipalities that SEDATU, CONAPO
 * and INEGI count in each one in "Metrópolis de México 2020" (published October 2023; open
 * data table "municipios_tipologia.csv" of the dataset "metropolis_mexico_2020" on
 * datos.gob.mx), by their names in INEGI's catalogue (common/catalogs/municipalities.ts)
 * and their state's INEGI code, in CVE_MUN order. Each list is the whole metrópoli whose
 * key (CVE_MET) is given above it. A search for one of them ("pediatra en Zapopan") shows
 * the catalogue city and its metropolitan area.
 *
 * Torreón's is La Laguna (Coahuila and Durango); Puebla's is Puebla-Tlaxcala, and since
 * 2020 San Martín Texmelucan is a zona metropolitana of its own, as Tianguistenco (a zona
 * conurbada) is beside Toluca's and Silao beside León's: none of those is listed here.
 * Ciudad Juárez and Mexicali are metrópolis municipales (one municipality each).
 */
/** Municipalities of one state, by INEGI state code. */
function inState(code: string, names: readonly string[]): (readonly [string, string])[] {
  return names.map((name) => [code, name] as const);
}

export const METRO_AREAS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  // 09.1.01 Zona metropolitana de Ciudad de México
  "ciudad-de-mexico": [
    ...inState("09", [
      "Azcapotzalco",
      "Coyoacán",
      "Cuajimalpa de Morelos",
      "Gustavo A. Madero",
      "Iztacalco",
      "Iztapalapa",
      "La Magdalena Contreras",
      "Milpa Alta",
      "Álvaro Obregón",
      "Tláhuac",
      "Tlalpan",
      "Xochimilco",
      "Benito Juárez",
      "Cuauhtémoc",
      "Miguel Hidalgo",
      "Venustiano Carranza",
    ]),
    ...inState("13", ["Atotonilco de Tula", "Tizayuca"]),
    ...inState("15", [
      "Acolman",
      "Atenco",
      "Atizapán de Zaragoza",
      "Coacalco de Berriozábal",
      "Cocotitlán",
      "Coyotepec",
      "Cuautitlán",
      "Chalco",
      "Chiautla",
      "Chicoloapan",
      "Chiconcuac",
      "Chimalhuacán",
      "Ecatepec de Morelos",
      "Huehuetoca",
      "Huixquilucan",
      "Isidro Fabela",
      "Ixtapaluca",
      "Jaltenco",
      "Jilotzingo",
      "Melchor Ocampo",
      "Naucalpan de Juárez",
      "Nezahualcóyotl",
      "Nextlalpan",
      "Nicolás Romero",
      "Papalotla",
      "La Paz",
      "San Martín de las Pirámides",
      "Tecámac",
      "Temamatla",
      "Temascalapa",
      "Tenango del Aire",
      "Teoloyucán",
      "Teotihuacán",
      "Tepetlaoxtoc",
      "Tepotzotlán",
      "Texcoco",
      "Tezoyuca",
      "Tlalmanalco",
      "Tlalnepantla de Baz",
      "Tultepec",
      "Tultitlán",
      "Zumpango",
      "Cuautitlán Izcalli",
      "Valle de Chalco Solidaridad",
      "Tonanitla",
    ]),
  ],
  // 14.1.01 Zona metropolitana de Guadalajara
  guadalajara: inState("14", [
    "Guadalajara",
    "Juanacatlán",
    "El Salto",
    "Tlajomulco de Zúñiga",
    "San Pedro Tlaquepaque",
    "Tonalá",
    "Zapopan",
  ]),
  // 19.1.01 Zona metropolitana de Monterrey
  monterrey: inState("19", [
    "Apodaca",
    "Cadereyta Jiménez",
    "Carmen",
    "Ciénega de Flores",
    "García",
    "San Pedro Garza García",
    "General Escobedo",
    "General Zuazua",
    "Guadalupe",
    "Juárez",
    "Monterrey",
    "Pesquería",
    "Salinas Victoria",
    "San Nicolás de los Garza",
    "Santa Catarina",
    "Santiago",
  ]),
  // 21.1.01 Zona metropolitana de Puebla-Tlaxcala
  puebla: [
    ...inState("21", [
      "Acajete",
      "Amozoc",
      "Coronango",
      "Cuautlancingo",
      "Juan C. Bonilla",
      "Ocoyucan",
      "Puebla",
      "San Andrés Cholula",
      "San Gregorio Atzompa",
      "San Miguel Xoxtla",
      "San Pedro Cholula",
      "Tepatlaxco de Hidalgo",
      "Tlaltenango",
    ]),
    ...inState("29", [
      "Mazatecochco de José María Morelos",
      "Acuamanala de Miguel Hidalgo",
      "San Pablo del Monte",
      "Tenancingo",
      "Teolocholco",
      "Tepeyanco",
      "Tetlatlahuca",
      "Papalotla de Xicohténcatl",
      "Xicohtzinco",
      "Zacatelco",
      "San Jerónimo Zacualpan",
      "San Juan Huactzinco",
      "San Lorenzo Axocomanitla",
      "Santa Catarina Ayometla",
      "Santa Cruz Quilehtla",
    ]),
  ],
  // 02.1.01 Zona metropolitana de Tijuana
  tijuana: inState("02", ["Tijuana", "Playas de Rosarito"]),
  // 11.1.02 Zona metropolitana de León
  leon: inState("11", ["León", "Purísima del Rincón", "San Francisco del Rincón"]),
  // 08.2.03 Metrópoli municipal de Juárez
  "ciudad-juarez": [["08", "Juárez"]],
  // 05.1.01 Zona metropolitana de La Laguna
  torreon: [
    ...inState("05", ["Matamoros", "Torreón"]),
    ...inState("10", ["Gómez Palacio", "Lerdo"]),
  ],
  // 22.1.01 Zona metropolitana de Querétaro
  queretaro: inState("22", ["Corregidora", "Huimilpan", "El Marqués", "Querétaro"]),
  // 24.1.01 Zona metropolitana de San Luis Potosí
  "san-luis-potosi": inState("24", ["San Luis Potosí", "Soledad de Graciano Sánchez"]),
  // 31.1.01 Zona metropolitana de Mérida
  merida: inState("31", [
    "Acanceh",
    "Conkal",
    "Chicxulub Pueblo",
    "Hunucmá",
    "Ixil",
    "Kanasín",
    "Mérida",
    "Samahil",
    "Timucuy",
    "Tixkokob",
    "Tixpéhual",
    "Ucú",
    "Umán",
  ]),
  // 01.1.01 Zona metropolitana de Aguascalientes
  aguascalientes: inState("01", ["Aguascalientes", "Jesús María", "San Francisco de los Romo"]),
  // 02.2.03 Metrópoli municipal de Mexicali
  mexicali: [["02", "Mexicali"]],
  // 17.1.02 Zona metropolitana de Cuernavaca
  cuernavaca: inState("17", [
    "Cuernavaca",
    "Emiliano Zapata",
    "Huitzilac",
    "Jiutepec",
    "Temixco",
    "Tepoztlán",
    "Xochitepec",
    "Yautepec",
    "Coatetelco",
    "Xoxocotla",
  ]),
  // 05.1.04 Zona metropolitana de Saltillo
  saltillo: inState("05", ["Arteaga", "Ramos Arizpe", "Saltillo"]),
  // 30.1.07 Zona metropolitana de Xalapa
  xalapa: inState("30", [
    "Acajete",
    "Banderilla",
    "Coacoatzintla",
    "Coatepec",
    "Emiliano Zapata",
    "Xalapa",
    "Xico",
    "Jilotepec",
    "Rafael Lucio",
    "Tlalnelhuayocan",
  ]),
  // 28.1.02 Zona metropolitana de Tampico
  tampico: [
    ...inState("28", ["Altamira", "Ciudad Madero", "Tampico"]),
    ...inState("30", ["Pánuco", "Pueblo Viejo"]),
  ],
  // 16.1.02 Zona metropolitana de Morelia
  morelia: inState("16", ["Charo", "Morelia", "Tarímbaro"]),
  // 08.1.01 Zona metropolitana de Chihuahua
  chihuahua: inState("08", ["Aldama", "Aquiles Serdán", "Chihuahua"]),
  // 20.1.01 Zona metropolitana de Oaxaca
  oaxaca: inState("20", [
    "Cuilápam de Guerrero",
    "Magdalena Apasco",
    "Nazareno Etla",
    "Oaxaca de Juárez",
    "San Agustín de las Juntas",
    "San Agustín Yatareni",
    "San Andrés Huayápam",
    "San Antonio de la Cal",
    "San Bartolo Coyotepec",
    "San Jacinto Amilpas",
    "Ánimas Trujano",
    "San Lorenzo Cacaotepec",
    "San Pablo Etla",
    "Villa de Etla",
    "San Raymundo Jalpan",
    "San Sebastián Tutla",
    "Santa Cruz Amilpas",
    "Santa Cruz Xoxocotlán",
    "Santa Lucía del Camino",
    "Santa María Atzompa",
    "Santa María Coyotepec",
    "Santa María del Tule",
    "Santo Domingo Tomaltepec",
    "Soledad Etla",
    "Tlalixtac de Cabrera",
    "Villa de Zaachila",
  ]),
  // 15.1.01 Zona metropolitana de Toluca
  toluca: inState("15", [
    "Almoloya de Juárez",
    "Calimaya",
    "Chapultepec",
    "Lerma",
    "Metepec",
    "Mexicaltzingo",
    "Ocoyoacac",
    "Otzolotepec",
    "Rayón",
    "San Antonio la Isla",
    "San Mateo Atenco",
    "Temoaya",
    "Tenango del Valle",
    "Toluca",
    "Xonacatlán",
    "Zinacantepec",
  ]),
  // 23.1.01 Zona metropolitana de Cancún
  cancun: inState("23", ["Isla Mujeres", "Benito Juárez"]),
};
